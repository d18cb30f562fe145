import { useMutation, useQueryClient } from '@tanstack/react-query';
import { masterProxyMappingsApi } from '@faktura/domain';
import { callApi } from '../../../lib/api-client';
import { refreshAfterProxyChange } from './save-proxy-mapping';

/** DELETE /api/master/proxy-mappings/:id. */
export function deleteProxyMapping(id: number): Promise<void> {
  return callApi(masterProxyMappingsApi.remove, { params: { id } });
}

export function useDeleteProxyMapping() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteProxyMapping, onSuccess: () => refreshAfterProxyChange(client) });
}
