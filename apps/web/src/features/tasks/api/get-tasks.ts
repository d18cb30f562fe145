import { queryOptions, useQuery } from '@tanstack/react-query';
import { tasksApi, type TaskList } from '@faktura/domain';
import { callApi } from '../../../lib/api-client';
import { taskKeys } from './keys';

/** GET /api/tasks: invoices waiting for my recommendation, mine and delegated to me. */
export function fetchTasks(signal?: AbortSignal): Promise<TaskList> {
  return callApi(tasksApi.list, { signal });
}

export const tasksQueryOptions = () =>
  queryOptions({
    queryKey: taskKeys.list,
    queryFn: ({ signal }) => fetchTasks(signal),
    // The header's count notices new work without a reload, like the notification badges.
    refetchInterval: 60_000,
  });

export function useTasks(enabled = true) {
  return useQuery({ ...tasksQueryOptions(), enabled });
}
