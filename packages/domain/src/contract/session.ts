// The login page's view of the auth endpoints, free of zod: the login route's JS budget has no
// room for it (~20 kB gzip). contract/auth.ts declares the same endpoints with their schemas for
// the server (and checks that both views agree on path, method and types).
import type { LoginRequest, LoginResponse } from '../auth';
import { defineEndpoint, type Parser } from './endpoint';

/** A parser that only names a type: for the body of a zod-free view, which the caller never parses. */
function typed<T>(): Parser<T> {
  return { parse: (body) => body as T };
}

/**
 * Checked by hand instead of with `loginResponseSchema`: it checks what the session store relies
 * on; the next call (the company step, its own chunk) is parsed with the full schema.
 */
const loginAnswer: Parser<LoginResponse> = {
  parse(body) {
    const b = body as Partial<LoginResponse> | null;
    const ok = typeof b?.token === 'string' && typeof b.expiresAt === 'string' && typeof b.user?.username === 'string' && Array.isArray(b.companies);
    if (!ok) throw new Error('not a login answer (token, expiresAt, user, companies)');
    return b as LoginResponse;
  },
};

export const login = defineEndpoint({
  method: 'POST',
  path: '/api/auth/login',
  summary: 'Log in; answers the session token, the user and the companies to choose from',
  public: true,
  body: typed<LoginRequest>(),
  response: loginAnswer,
  errors: ['UNAUTHENTICATED', 'RATE_LIMITED'],
});

export const logout = defineEndpoint({ method: 'POST', path: '/api/auth/logout', summary: 'Revoke the current session token', response: 'none' });
