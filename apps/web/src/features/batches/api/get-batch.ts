import { queryOptions, useQuery } from '@tanstack/react-query';
import { batchesApi, type BatchDetail } from '@faktura/domain';
import { callApi } from '../../../lib/api-client';
import { batchKeys } from './keys';

/** Batch summary with its invoices. */
export function fetchBatch(id: number, signal?: AbortSignal): Promise<BatchDetail> {
  return callApi(batchesApi.get, { params: { id }, signal });
}

export const batchQueryOptions = (id: number) => queryOptions({ queryKey: batchKeys.detail(id), queryFn: ({ signal }) => fetchBatch(id, signal) });

export function useBatch(id: number) {
  return useQuery({ ...batchQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
