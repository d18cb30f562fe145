import { useMutation, useQueryClient } from '@tanstack/react-query';
import { batchDetailSchema, type BatchDetail, type BatchForm } from '@faktura/domain';
import { apiFetch } from '../../../lib/api-client';
import { invalidateKeys, QUERY_ROOTS } from '../../../lib/query-keys';
import { batchKeys } from './keys';

/** POST /api/batches (`submit: true` is the Submit button: the batch and its invoices turn OPEN). */
export function createBatch(form: BatchForm): Promise<BatchDetail> {
  return apiFetch('/api/batches', batchDetailSchema, { method: 'POST', body: form });
}

export function useCreateBatch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createBatch,
    // The batched invoices change status and batch number wherever they are shown.
    onSuccess: () => void invalidateKeys(client, batchKeys.all, QUERY_ROOTS.invoices, QUERY_ROOTS.dashboard, QUERY_ROOTS.poInvoices),
  });
}
