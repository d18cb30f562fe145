import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BatchDetail } from '@faktura/domain';
import { apiFetch } from '../../../lib/api-client';

/** GET /api/batches/:id: batch summary with its invoices. */
export function fetchBatch(id: number, signal?: AbortSignal): Promise<BatchDetail> {
  return apiFetch<BatchDetail>(`/api/batches/${id}`, { signal });
}

export const batchQueryOptions = (id: number) => queryOptions({ queryKey: ['batches', 'detail', id], queryFn: ({ signal }) => fetchBatch(id, signal) });

export function useBatch(id: number) {
  return useQuery({ ...batchQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
