import { useMutation } from '@tanstack/react-query';
import { tasksApi, type TaskDetail } from '@faktura/domain';
import { callApi } from '../../../lib/api-client';
import { useRefreshTask } from './refresh';

/** POST /api/tasks/:id/decline: REVIEW → REJECTED with a reason, its author told. */
export function declineTask(id: number, body: { revision: number; reason: string }): Promise<TaskDetail> {
  return callApi(tasksApi.decline, { params: { id }, body });
}

export function useDeclineTask(id: number) {
  const onSuccess = useRefreshTask();
  return useMutation({ mutationFn: (body: { revision: number; reason: string }) => declineTask(id, body), onSuccess });
}
