import { useMutation } from '@tanstack/react-query';
import { sessionApi, type LoginRequest, type LoginResponse } from '@faktura/domain';
import { apiFetch } from '../../../lib/api-core';
import { authKeys } from './keys';

/**
 * The login route's JS has a budget (scripts/size.mjs): this call uses the contract's zod-free
 * view (`sessionApi`) and the client core (api-core.ts), not callApi and the full schemas. Path,
 * method and answer check still come from the declaration. A 401 here means wrong credentials,
 * shown on the form, not "session over".
 */
export function postLogin(body: LoginRequest): Promise<LoginResponse> {
  const { method, path, response } = sessionApi.login;
  return apiFetch(path, response, { method, body, sessionBound: false });
}

export function useLogin() {
  return useMutation({ mutationKey: authKeys.login, mutationFn: postLogin });
}
