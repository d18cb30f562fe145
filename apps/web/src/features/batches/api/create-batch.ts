import { useMutation, useQueryClient } from '@tanstack/react-query';
import { batchesApi, type BatchDetail, type BatchForm } from '@faktura/domain';
import { callApi } from '../../../lib/api-client';
import { invalidateKeys, QUERY_ROOTS } from '../../../lib/query-keys';
import { batchKeys } from './keys';

/** Creates a batch (`submit: true` is the Submit button: the batch and its invoices turn OPEN). */
export function createBatch(form: BatchForm): Promise<BatchDetail> {
  return callApi(batchesApi.create, { body: form });
}

export function useCreateBatch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createBatch,
    // The batched invoices change status and batch number wherever they are shown.
    onSuccess: () => void invalidateKeys(client, batchKeys.all, QUERY_ROOTS.invoices, QUERY_ROOTS.dashboard, QUERY_ROOTS.poInvoices),
  });
}
