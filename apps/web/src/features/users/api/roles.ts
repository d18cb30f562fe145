import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { usersApi, type RoleMenusForm } from '@faktura/domain';
import { callApi } from '../../../lib/api-client';
import { invalidateKeys, QUERY_ROOTS } from '../../../lib/query-keys';
import { userKeys } from './keys';

/** GET /api/users/roles: every role with its menu page codes. */
export function useRoles() {
  return useQuery({ queryKey: userKeys.roles, queryFn: ({ signal }) => callApi(usersApi.roles, { signal }) });
}

/** PUT /api/users/roles: a role's menu page codes (the sidebar at its users' next login). */
export function useSaveRoleMenus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: RoleMenusForm) => callApi(usersApi.updateRoleMenus, { body: form }),
    onSuccess: () => void invalidateKeys(client, userKeys.roles, userKeys.formOptions, QUERY_ROOTS.audit),
  });
}
