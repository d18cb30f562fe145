import { useMutation } from '@tanstack/react-query';
import type { LoginRequest, LoginResponse } from '@faktura/domain';
import { apiFetch, type ResponseParser } from '../../../lib/api-client';
import { authKeys } from './keys';

/**
 * Checked by hand instead of with the domain's `loginResponseSchema`: this file is part of the
 * login route, whose JS has a budget (scripts/size.mjs), and the schema would bring zod with it
 * (~20 kB gzip). It checks what the session store relies on; the next call (the company step,
 * its own chunk) is parsed with the full schema.
 */
const loginAnswer: ResponseParser<LoginResponse> = {
  parse(body) {
    const b = body as Partial<LoginResponse> | null;
    const ok = typeof b?.token === 'string' && typeof b.expiresAt === 'string' && typeof b.user?.username === 'string' && Array.isArray(b.companies);
    if (!ok) throw new Error('not a login answer (token, expiresAt, user, companies)');
    return b as LoginResponse;
  },
};

/** POST /api/auth/login. A 401 here means wrong credentials, shown on the form, not "session over". */
export function postLogin(body: LoginRequest): Promise<LoginResponse> {
  return apiFetch('/api/auth/login', loginAnswer, { method: 'POST', body, sessionBound: false });
}

export function useLogin() {
  return useMutation({ mutationKey: authKeys.login, mutationFn: postLogin });
}
