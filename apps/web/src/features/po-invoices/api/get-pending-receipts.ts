import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { poInvoicesApi, type PendingReceiptsResponse } from '@faktura/domain';
import { callApi } from '../../../lib/api-client';
import { poInvoiceKeys, type PendingSearch } from './keys';

/** Received PO lines not yet invoiced ("Search Pending PO"). */
export function fetchPendingReceipts(q: PendingSearch, signal?: AbortSignal): Promise<PendingReceiptsResponse> {
  return callApi(poInvoicesApi.pendingReceipts, { query: q, signal });
}

export const pendingReceiptsQueryOptions = (q: PendingSearch) =>
  queryOptions({ queryKey: poInvoiceKeys.pendingSearch(q), queryFn: ({ signal }) => fetchPendingReceipts(q, signal), staleTime: 0 });

/** `q` null while the modal is closed. */
export function usePendingReceipts(q: PendingSearch | null) {
  return useQuery({ ...pendingReceiptsQueryOptions(q ?? { orgId: 0, instance: '', page: 1, pageSize: 5 }), enabled: !!q, placeholderData: keepPreviousData });
}
