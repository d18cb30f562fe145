import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userSchema, type User, type UserForm } from '@faktura/domain';
import { apiFetch } from '../../../lib/api-client';
import { invalidateKeys, QUERY_ROOTS } from '../../../lib/query-keys';
import { userKeys } from './keys';

/** POST /api/users (create) or PUT /api/users (update: the username names the user, a blank password keeps it). */
export function saveUser(mode: 'create' | 'update', form: UserForm): Promise<User> {
  return apiFetch('/api/users', userSchema, { method: mode === 'create' ? 'POST' : 'PUT', body: form });
}

export function useSaveUser(mode: 'create' | 'update') {
  const client = useQueryClient();
  return useMutation({ mutationFn: (form: UserForm) => saveUser(mode, form), onSuccess: () => void invalidateKeys(client, userKeys.all, QUERY_ROOTS.audit) });
}
