import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardApi } from '@faktura/domain';
import { callApi } from '../../../lib/api-client';
import { dashboardKeys } from './keys';

/** What waits for the user, every queue of its role in one request. */
export const workQueueQueryOptions = () => queryOptions({ queryKey: dashboardKeys.work, queryFn: ({ signal }) => callApi(dashboardApi.work, { signal }) });

export function useWorkQueue() {
  return useQuery(workQueueQueryOptions());
}
