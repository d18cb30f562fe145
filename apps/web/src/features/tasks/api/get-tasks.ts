import { queryOptions, useQuery } from '@tanstack/react-query';
import { tasksApi, type TaskList, type UserType } from '@faktura/domain';
import { callApi } from '../../../lib/api-client';
import { taskKeys } from './keys';

/** Recommenders and their substitutes: a supplier has no tasks, and asks for none. */
export const hasTasks = (typeUser: UserType) => typeUser === 'PIC' || typeUser === 'ORACLE';

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
