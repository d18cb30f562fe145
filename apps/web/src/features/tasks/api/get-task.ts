import { useQuery } from '@tanstack/react-query';
import { tasksApi, type TaskDetail } from '@faktura/domain';
import { callApi } from '../../../lib/api-client';
import { taskKeys } from './keys';

/** GET /api/tasks/:id: the invoice to decide on, read-only. */
export function fetchTask(id: number, signal?: AbortSignal): Promise<TaskDetail> {
  return callApi(tasksApi.get, { params: { id }, signal });
}

export function useTask(id: number) {
  return useQuery({ queryKey: taskKeys.detail(id), queryFn: ({ signal }) => fetchTask(id, signal), enabled: Number.isInteger(id) && id > 0, staleTime: 0 });
}
