import { useQuery } from '@tanstack/react-query';
import { delegationListSchema, type DelegationList } from '@faktura/domain';
import { apiFetch } from '../../../lib/api-client';
import { taskKeys } from './keys';

/** GET /api/tasks/delegations: delegations I gave and received, and who may stand in for me. */
export function fetchDelegations(signal?: AbortSignal): Promise<DelegationList> {
  return apiFetch('/api/tasks/delegations', delegationListSchema, { signal });
}

export function useDelegations() {
  return useQuery({ queryKey: taskKeys.delegations, queryFn: ({ signal }) => fetchDelegations(signal) });
}
