import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MeResponse } from '@faktura/domain';
import { apiFetch } from '../../../lib/api-client';

/** GET /api/auth/me: the session's user and companies as the server sees them now. */
export function fetchMe(signal?: AbortSignal): Promise<MeResponse> {
  return apiFetch<MeResponse>('/api/auth/me', { signal });
}

export const meQueryOptions = () => queryOptions({ queryKey: ['auth', 'me'], queryFn: ({ signal }) => fetchMe(signal) });

export function useMe(enabled = true) {
  return useQuery({ ...meQueryOptions(), enabled });
}
