import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BatchSummary, Paged } from '@faktura/domain';
import { apiFetch } from '../../../lib/api-client';

export type BatchListQuery = { page: number; pageSize: number; status?: string; orgId?: number; instance?: string; batchNo?: string };

/** GET /api/batches: the batches the user may see, newest first. */
export function fetchBatches(q: BatchListQuery, signal?: AbortSignal): Promise<Paged<BatchSummary>> {
  return apiFetch<Paged<BatchSummary>>('/api/batches', { query: q, signal });
}

export const batchesQueryOptions = (q: BatchListQuery) => queryOptions({ queryKey: ['batches', 'list', q], queryFn: ({ signal }) => fetchBatches(q, signal) });

/** `q` null until the first search. */
export function useBatches(q: BatchListQuery | null) {
  return useQuery({ ...batchesQueryOptions(q ?? { page: 1, pageSize: 10 }), enabled: !!q, placeholderData: keepPreviousData });
}
