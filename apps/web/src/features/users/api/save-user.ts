import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usersApi, type User, type UserForm } from '@faktura/domain';
import { callApi } from '../../../lib/api-client';
import { invalidateKeys, QUERY_ROOTS } from '../../../lib/query-keys';
import { userKeys } from './keys';

/** POST /api/users (create) or PUT /api/users (update: the username names the user, a blank password keeps it). */
export function saveUser(mode: 'create' | 'update', form: UserForm): Promise<User> {
  return callApi(mode === 'create' ? usersApi.create : usersApi.update, { body: form });
}

export function useSaveUser(mode: 'create' | 'update') {
  const client = useQueryClient();
  return useMutation({ mutationFn: (form: UserForm) => saveUser(mode, form), onSuccess: () => void invalidateKeys(client, userKeys.all, QUERY_ROOTS.audit) });
}
