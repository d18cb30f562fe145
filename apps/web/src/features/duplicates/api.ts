import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { duplicatesApi, type DuplicateClear, type DuplicateQueueQuery } from '@faktura/domain';
import { callApi } from '../../lib/api-client';
import { invalidateKeys, QUERY_ROOTS } from '../../lib/query-keys';

/** Under the invoices root: whatever refreshes invoices refreshes their duplicate warnings too. */
export const duplicateKeys = {
  all: [...QUERY_ROOTS.invoices, 'duplicates'] as const,
  warnings: (id: number) => [...QUERY_ROOTS.invoices, 'duplicates', 'warnings', id] as const,
  queue: (q: DuplicateQueueQuery) => [...QUERY_ROOTS.invoices, 'duplicates', 'queue', q] as const,
};

/** GET /api/duplicates/invoices/:id: an invoice's duplicate warnings, for its viewer. */
export function useDuplicateWarnings(invoiceId: number | undefined) {
  return useQuery({
    queryKey: duplicateKeys.warnings(invoiceId ?? 0),
    queryFn: ({ signal }) => callApi(duplicatesApi.warnings, { params: { id: invoiceId! }, signal }),
    enabled: !!invoiceId,
  });
}

/** GET /api/duplicates: finance's queue, a page at a time. */
export function useDuplicateQueue(q: DuplicateQueueQuery | null) {
  return useQuery({
    queryKey: duplicateKeys.queue(q ?? { page: 1, pageSize: 10 }),
    queryFn: ({ signal }) => callApi(duplicatesApi.queue, { query: q!, signal }),
    enabled: !!q,
    placeholderData: keepPreviousData,
  });
}

/** POST /api/duplicates/clear: "not a duplicate". */
export function useClearDuplicate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DuplicateClear) => callApi(duplicatesApi.clear, { body }),
    onSuccess: () => invalidateKeys(client, duplicateKeys.all),
  });
}
