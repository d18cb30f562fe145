import { useMutation, useQueryClient } from '@tanstack/react-query';
import { masterVendorMappingsApi, type VendorMapping, type VendorMappingForm } from '@faktura/domain';
import { callApi } from '../../../lib/api-client';
import { invalidateKeys, QUERY_ROOTS } from '../../../lib/query-keys';
import { masterKeys } from './keys';

/** POST /api/master/vendor-mappings (id 0) or PUT /api/master/vendor-mappings/:id. */
export function saveVendorMapping(id: number, form: VendorMappingForm): Promise<VendorMapping> {
  return id ? callApi(masterVendorMappingsApi.update, { params: { id }, body: form }) : callApi(masterVendorMappingsApi.create, { body: form });
}

export function useSaveVendorMapping(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: VendorMappingForm) => saveVendorMapping(id, form),
    onSuccess: (saved) => {
      client.setQueryData(masterKeys.vendorMapping(saved.id), saved);
      void invalidateKeys(client, masterKeys.vendorMappings, QUERY_ROOTS.audit);
    },
  });
}
