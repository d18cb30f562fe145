import { useQuery } from '@tanstack/react-query';
import { usersApi } from '@faktura/domain';
import { callApi } from '../../../lib/api-client';
import { userKeys } from './keys';

/** GET /api/users/detail?username=: the user the edit URL names. */
export function useUser(username: string | null) {
  return useQuery({
    queryKey: userKeys.detail(username ?? ''),
    queryFn: ({ signal }) => callApi(usersApi.detail, { query: { username: username! }, signal }),
    enabled: !!username,
  });
}

/** GET /api/users/form-options: roles (with their menus) and the ERP's companies as orgId-instance. */
export function useUserFormOptions() {
  return useQuery({ queryKey: userKeys.formOptions, queryFn: ({ signal }) => callApi(usersApi.formOptions, { signal }) });
}
