import { useMutation } from '@tanstack/react-query';
import { taskDetailSchema, type TaskDetail } from '@faktura/domain';
import { apiFetch } from '../../../lib/api-client';
import { useRefreshTask } from './refresh';

/** POST /api/tasks/:id/decline: REVIEW → REJECTED with a reason, its author told. */
export function declineTask(id: number, body: { revision: number; reason: string }): Promise<TaskDetail> {
  return apiFetch(`/api/tasks/${id}/decline`, taskDetailSchema, { method: 'POST', body });
}

export function useDeclineTask(id: number) {
  const onSuccess = useRefreshTask();
  return useMutation({ mutationFn: (body: { revision: number; reason: string }) => declineTask(id, body), onSuccess });
}
