import { useMutation } from '@tanstack/react-query';
import { taskDetailSchema, type TaskDetail } from '@faktura/domain';
import { apiFetch } from '../../../lib/api-client';
import { useRefreshTask } from './refresh';

/** POST /api/tasks/:id/approve: REVIEW → PROCESSED, finance told. */
export function approveTask(id: number, revision: number): Promise<TaskDetail> {
  return apiFetch(`/api/tasks/${id}/approve`, taskDetailSchema, { method: 'POST', body: { revision } });
}

export function useApproveTask(id: number) {
  const onSuccess = useRefreshTask();
  return useMutation({ mutationFn: (revision: number) => approveTask(id, revision), onSuccess });
}
