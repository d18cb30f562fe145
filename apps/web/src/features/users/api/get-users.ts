import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { usersApi, type UserListQuery } from '@faktura/domain';
import { callApi } from '../../../lib/api-client';
import { userKeys } from './keys';

/** GET /api/users: a page of users by username (never a password or its hash). */
export function fetchUsers(q: Partial<UserListQuery>, signal?: AbortSignal) {
  return callApi(usersApi.list, { query: q, signal });
}

export function useUsers(q: Partial<UserListQuery> | null) {
  return useQuery({ queryKey: userKeys.list(q ?? {}), queryFn: ({ signal }) => fetchUsers(q!, signal), enabled: !!q, placeholderData: keepPreviousData });
}
