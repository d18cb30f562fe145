import { queryOptions, useQuery } from '@tanstack/react-query';
import { batchDetailSchema, type BatchDetail } from '@faktura/domain';
import { apiFetch } from '../../../lib/api-client';
import { batchKeys } from './keys';

/** GET /api/batches/:id: batch summary with its invoices. */
export function fetchBatch(id: number, signal?: AbortSignal): Promise<BatchDetail> {
  return apiFetch(`/api/batches/${id}`, batchDetailSchema, { signal });
}

export const batchQueryOptions = (id: number) => queryOptions({ queryKey: batchKeys.detail(id), queryFn: ({ signal }) => fetchBatch(id, signal) });

export function useBatch(id: number) {
  return useQuery({ ...batchQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
