import { QUERY_ROOTS } from '../../../lib/query-keys';

const root = QUERY_ROOTS.auth;

/** Query and mutation keys of the auth feature. */
export const authKeys = {
  me: [...root, 'me'],
  login: [...root, 'login'],
  logout: [...root, 'logout'],
  company: [...root, 'company'],
} as const;
