import { useMutation, useQueryClient } from '@tanstack/react-query';
import { masterVendorMappingsApi } from '@faktura/domain';
import { callApi } from '../../../lib/api-client';
import { invalidateKeys, QUERY_ROOTS } from '../../../lib/query-keys';
import { masterKeys } from './keys';

/** DELETE /api/master/vendor-mappings/:id (refused while invoices were filed under it). */
export function deleteVendorMapping(id: number): Promise<void> {
  return callApi(masterVendorMappingsApi.remove, { params: { id } });
}

export function useDeleteVendorMapping(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => deleteVendorMapping(id),
    onSuccess: () => {
      client.removeQueries({ queryKey: masterKeys.vendorMapping(id) });
      void invalidateKeys(client, masterKeys.vendorMappings, QUERY_ROOTS.audit);
    },
  });
}
