// The login page's view of the auth endpoints, free of zod: the login route's JS budget has no
// room for it (~20 kB gzip). contract/auth.ts declares the same endpoints with their schemas for
// the server (and checks that both views agree on path, method and types).
import type { LoginRequest, LoginResponse } from '../auth';
import type { Parser } from './endpoint';

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

// Plain objects rather than defineEndpoint calls, with no summaries, refusal codes or body
// parser (contract/auth.ts adds those for the server; the body's type is named by a type only):
// every byte here counts against the login route's budget.
type LoginView = {
  method: 'POST';
  path: '/api/auth/login';
  public: true;
  /** Named for the type only: the caller sends it, nothing parses it on this side. */
  body: Parser<LoginRequest>;
  response: Parser<LoginResponse>;
};
export const login = { method: 'POST', path: '/api/auth/login', public: true, response: loginAnswer } as LoginView;

export const logout = { method: 'POST', path: '/api/auth/logout', response: 'none' } as const;
