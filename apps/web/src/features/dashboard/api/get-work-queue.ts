import { useQuery } from '@tanstack/react-query';
import { dashboardApi } from '@faktura/domain';
import { callApi } from '../../../lib/api-client';
import { dashboardKeys } from './keys';

/** What waits for the user, every queue of its role in one request. */
export function useWorkQueue() {
  return useQuery({ queryKey: dashboardKeys.work, queryFn: ({ signal }) => callApi(dashboardApi.work, { signal }) });
}
