import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { batchesApi } from '@faktura/domain';
import { callApi } from '../../../lib/api-client';
import { batchKeys, type BatchListQuery } from './keys';

/** The batches the user may see, newest first. */
export function fetchBatches(q: BatchListQuery, signal?: AbortSignal) {
  return callApi(batchesApi.list, { query: q, signal });
}

export const batchesQueryOptions = (q: BatchListQuery) => queryOptions({ queryKey: batchKeys.list(q), queryFn: ({ signal }) => fetchBatches(q, signal) });

/** `q` null until the first search. */
export function useBatches(q: BatchListQuery | null) {
  return useQuery({ ...batchesQueryOptions(q ?? { page: 1, pageSize: 10 }), enabled: !!q, placeholderData: keepPreviousData });
}
