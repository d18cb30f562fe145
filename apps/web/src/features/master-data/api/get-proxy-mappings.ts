import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { picUserOptionsSchema, proxyMappingListSchema, type ProxyMappingList } from '@faktura/domain';
import { apiFetch } from '../../../lib/api-client';
import { masterKeys } from './keys';

export type ProxyMappingListParams = { page: number; pageSize: number; orgId?: number; instance?: string; userId?: number };

/** GET /api/master/proxy-mappings: PIC ↔ supplier mappings (a PIC gets its own). */
export function fetchProxyMappings(q: ProxyMappingListParams, signal?: AbortSignal): Promise<ProxyMappingList> {
  return apiFetch('/api/master/proxy-mappings', proxyMappingListSchema, { query: q, signal });
}

export function useProxyMappings(q: ProxyMappingListParams | null) {
  return useQuery({
    queryKey: masterKeys.proxyMappingList(q ?? {}),
    queryFn: ({ signal }) => fetchProxyMappings(q!, signal),
    enabled: !!q,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/master/proxy-mappings/pic-users: the PIC users a supplier can be mapped to (finance only). */
export function usePicUsers(enabled: boolean) {
  return useQuery({
    queryKey: masterKeys.picUsers,
    queryFn: ({ signal }) => apiFetch('/api/master/proxy-mappings/pic-users', picUserOptionsSchema, { signal }),
    enabled,
  });
}
