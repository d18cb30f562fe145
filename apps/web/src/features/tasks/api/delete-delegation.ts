import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { invalidateKeys } from '../../../lib/query-keys';
import { taskKeys } from './keys';

/** DELETE /api/tasks/delegations/:id: the tasks come back to me. */
export function deleteDelegation(id: number): Promise<void> {
  return apiSend(`/api/tasks/delegations/${id}`, { method: 'DELETE' });
}

export function useDeleteDelegation() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteDelegation, onSuccess: () => invalidateKeys(client, taskKeys.delegations, taskKeys.list) });
}
