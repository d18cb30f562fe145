import { useMutation } from '@tanstack/react-query';
import type { LoginRequest, LoginResponse } from '@faktura/domain';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/auth/login. A 401 here means wrong credentials, shown on the form, not "session over". */
export function postLogin(body: LoginRequest): Promise<LoginResponse> {
  return apiFetch<LoginResponse>('/api/auth/login', { method: 'POST', body, sessionBound: false });
}

export function useLogin() {
  return useMutation({ mutationKey: ['auth', 'login'], mutationFn: postLogin });
}
