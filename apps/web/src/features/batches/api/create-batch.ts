import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BatchDetail, BatchForm } from '@faktura/domain';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/batches (`submit: true` is the Submit button: the batch and its invoices turn OPEN). */
export function createBatch(form: BatchForm): Promise<BatchDetail> {
  return apiFetch<BatchDetail>('/api/batches', { method: 'POST', body: form });
}

export function useCreateBatch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createBatch,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['batches'] });
      void client.invalidateQueries({ queryKey: ['invoices'] });
      void client.invalidateQueries({ queryKey: ['dashboard'] });
      void client.invalidateQueries({ queryKey: ['po-invoices'] });
    },
  });
}
