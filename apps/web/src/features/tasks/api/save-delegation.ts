import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tasksApi, type DelegationForm, type DelegationList } from '@faktura/domain';
import { callApi } from '../../../lib/api-client';
import { invalidateKeys } from '../../../lib/query-keys';
import { taskKeys } from './keys';

/** POST /api/tasks/delegations: hand my tasks to a substitute for a date range. */
export function saveDelegation(form: DelegationForm): Promise<DelegationList> {
  return callApi(tasksApi.delegate, { body: form });
}

export function useSaveDelegation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveDelegation,
    onSuccess: (list) => {
      client.setQueryData(taskKeys.delegations, list);
      void invalidateKeys(client, taskKeys.list);
    },
  });
}
