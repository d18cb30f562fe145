import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { masterProxyMappingsApi, type ProxyMappingList } from '@faktura/domain';
import { callApi } from '../../../lib/api-client';
import { masterKeys } from './keys';

export type ProxyMappingListParams = { page: number; pageSize: number; orgId?: number; instance?: string; userId?: number };

/** GET /api/master/proxy-mappings: PIC ↔ supplier mappings (a PIC gets its own). */
export function fetchProxyMappings(q: ProxyMappingListParams, signal?: AbortSignal): Promise<ProxyMappingList> {
  return callApi(masterProxyMappingsApi.list, { query: q, signal });
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
    queryFn: ({ signal }) => callApi(masterProxyMappingsApi.picUsers, { signal }),
    enabled,
  });
}
