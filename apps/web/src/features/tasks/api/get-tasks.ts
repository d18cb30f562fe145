import { queryOptions, useQuery } from '@tanstack/react-query';
import { taskListSchema, type TaskList } from '@faktura/domain';
import { apiFetch } from '../../../lib/api-client';
import { taskKeys } from './keys';

/** GET /api/tasks: invoices waiting for my recommendation, mine and delegated to me. */
export function fetchTasks(signal?: AbortSignal): Promise<TaskList> {
  return apiFetch('/api/tasks', taskListSchema, { signal });
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
