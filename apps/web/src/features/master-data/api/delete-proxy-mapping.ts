import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { refreshAfterProxyChange } from './save-proxy-mapping';

/** DELETE /api/master/proxy-mappings/:id. */
export function deleteProxyMapping(id: number): Promise<void> {
  return apiSend(`/api/master/proxy-mappings/${id}`, { method: 'DELETE' });
}

export function useDeleteProxyMapping() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteProxyMapping, onSuccess: () => refreshAfterProxyChange(client) });
}
