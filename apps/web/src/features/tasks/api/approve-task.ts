import { useMutation } from '@tanstack/react-query';
import { tasksApi, type TaskDetail } from '@faktura/domain';
import { callApi } from '../../../lib/api-client';
import { useRefreshTask } from './refresh';

/** POST /api/tasks/:id/approve: REVIEW → PROCESSED, finance told. */
export function approveTask(id: number, revision: number): Promise<TaskDetail> {
  return callApi(tasksApi.approve, { params: { id }, body: { revision } });
}

export function useApproveTask(id: number) {
  const onSuccess = useRefreshTask();
  return useMutation({ mutationFn: (revision: number) => approveTask(id, revision), onSuccess });
}
