import { useQuery } from '@tanstack/react-query';
import { tasksApi, type DelegationList } from '@faktura/domain';
import { callApi } from '../../../lib/api-client';
import { taskKeys } from './keys';

/** GET /api/tasks/delegations: delegations I gave and received, and who may stand in for me. */
export function fetchDelegations(signal?: AbortSignal): Promise<DelegationList> {
  return callApi(tasksApi.delegations, { signal });
}

export function useDelegations() {
  return useQuery({ queryKey: taskKeys.delegations, queryFn: ({ signal }) => fetchDelegations(signal) });
}
