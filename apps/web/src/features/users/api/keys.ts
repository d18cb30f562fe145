import { QUERY_ROOTS } from '../../../lib/query-keys';

const root = QUERY_ROOTS.users;

/** Query keys of the users feature: users, their form options, user–vendor mappings, roles. */
export const userKeys = {
  all: root,
  list: (q: object) => [...root, 'list', q] as const,
  detail: (username: string) => [...root, 'detail', username.toLowerCase()] as const,
  formOptions: [...root, 'form-options'] as const,
  mappings: [...root, 'mappings'] as const,
  mappingList: (q: object) => [...root, 'mappings', 'list', q] as const,
  mapping: (id: number) => [...root, 'mappings', 'detail', id] as const,
  roles: [...root, 'roles'] as const,
};
