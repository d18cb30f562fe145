import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tasksApi } from '@faktura/domain';
import { callApi } from '../../../lib/api-client';
import { invalidateKeys } from '../../../lib/query-keys';
import { taskKeys } from './keys';

/** DELETE /api/tasks/delegations/:id: the tasks come back to me. */
export function deleteDelegation(id: number): Promise<void> {
  return callApi(tasksApi.deleteDelegation, { params: { id } });
}

export function useDeleteDelegation() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteDelegation, onSuccess: () => invalidateKeys(client, taskKeys.delegations, taskKeys.list) });
}
