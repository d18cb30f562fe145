import { useQuery } from '@tanstack/react-query';
import { userFormOptionsSchema, userSchema } from '@faktura/domain';
import { apiFetch } from '../../../lib/api-client';
import { userKeys } from './keys';

/** GET /api/users/detail?username=: the user the edit URL names. */
export function useUser(username: string | null) {
  return useQuery({
    queryKey: userKeys.detail(username ?? ''),
    queryFn: ({ signal }) => apiFetch('/api/users/detail', userSchema, { query: { username: username! }, signal }),
    enabled: !!username,
  });
}

/** GET /api/users/form-options: roles (with their menus) and the ERP's companies as orgId-instance. */
export function useUserFormOptions() {
  return useQuery({ queryKey: userKeys.formOptions, queryFn: ({ signal }) => apiFetch('/api/users/form-options', userFormOptionsSchema, { signal }) });
}
