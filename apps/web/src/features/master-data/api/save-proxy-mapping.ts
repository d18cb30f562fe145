import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { masterProxyMappingsApi, type ProxyMapping, type ProxyMappingForm } from '@faktura/domain';
import { callApi } from '../../../lib/api-client';
import { invalidateKeys, QUERY_ROOTS } from '../../../lib/query-keys';
import { masterKeys } from './keys';

/** POST /api/master/proxy-mappings (id 0) or PUT /api/master/proxy-mappings/:id. */
export function saveProxyMapping(id: number, form: ProxyMappingForm): Promise<ProxyMapping> {
  return id ? callApi(masterProxyMappingsApi.update, { params: { id }, body: form }) : callApi(masterProxyMappingsApi.create, { body: form });
}

/** Who sees which supplier changed: every list scoped by it may show other rows now. */
export const refreshAfterProxyChange = (client: QueryClient) =>
  void invalidateKeys(client, masterKeys.proxyMappings, QUERY_ROOTS.audit, QUERY_ROOTS.suppliers, QUERY_ROOTS.invoices);

export function useSaveProxyMapping() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, form }: { id: number; form: ProxyMappingForm }) => saveProxyMapping(id, form),
    onSuccess: () => refreshAfterProxyChange(client),
  });
}
