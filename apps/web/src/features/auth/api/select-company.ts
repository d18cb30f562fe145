import { useMutation } from '@tanstack/react-query';
import type { MeResponse, SelectCompanyRequest } from '@faktura/domain';
import { apiFetch } from '../../../lib/api-client';

/** PUT /api/auth/company: binds the chosen company (instance) to the session. */
export function putCompany(body: SelectCompanyRequest): Promise<MeResponse> {
  return apiFetch<MeResponse>('/api/auth/company', { method: 'PUT', body });
}

export function useSelectCompany() {
  return useMutation({ mutationKey: ['auth', 'company'], mutationFn: putCompany });
}
