import { useMutation } from '@tanstack/react-query';
import { authApi, type MeResponse, type SelectCompanyRequest } from '@faktura/domain';
import { callApi } from '../../../lib/api-client';
import { authKeys } from './keys';

/** Binds the chosen company (instance) to the session. */
export function putCompany(body: SelectCompanyRequest): Promise<MeResponse> {
  return callApi(authApi.selectCompany, { body });
}

export function useSelectCompany() {
  return useMutation({ mutationKey: authKeys.company, mutationFn: putCompany });
}
