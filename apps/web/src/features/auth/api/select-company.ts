import { useMutation } from '@tanstack/react-query';
import { meResponseSchema, type MeResponse, type SelectCompanyRequest } from '@faktura/domain';
import { apiFetch } from '../../../lib/api-client';
import { authKeys } from './keys';

/** PUT /api/auth/company: binds the chosen company (instance) to the session. */
export function putCompany(body: SelectCompanyRequest): Promise<MeResponse> {
  return apiFetch('/api/auth/company', meResponseSchema, { method: 'PUT', body });
}

export function useSelectCompany() {
  return useMutation({ mutationKey: authKeys.company, mutationFn: putCompany });
}
