import { useMutation } from '@tanstack/react-query';
import { sessionApi, type LoginRequest, type LoginResponse } from '@faktura/domain';
import { callApi } from '../../../lib/api-client';
import { authKeys } from './keys';

/**
 * The login uses the contract's zod-free view (`sessionApi`): this file is part of the login
 * route, whose JS has a budget (scripts/size.mjs), and the full schemas would bring zod with it.
 * A 401 here means wrong credentials (the endpoint is public), shown on the form, not "session over".
 */
export function postLogin(body: LoginRequest): Promise<LoginResponse> {
  return callApi(sessionApi.login, { body });
}

export function useLogin() {
  return useMutation({ mutationKey: authKeys.login, mutationFn: postLogin });
}
