import { useQuery } from '@tanstack/react-query';
import { masterVendorMappingsApi, type VendorMapping } from '@faktura/domain';
import { callApi } from '../../../lib/api-client';
import { masterKeys } from './keys';

/** GET /api/master/vendor-mappings/:id. */
export function fetchVendorMapping(id: number, signal?: AbortSignal): Promise<VendorMapping> {
  return callApi(masterVendorMappingsApi.get, { params: { id }, signal });
}

/** `id` 0: a new mapping, nothing to load. */
export function useVendorMapping(id: number) {
  return useQuery({ queryKey: masterKeys.vendorMapping(id), queryFn: ({ signal }) => fetchVendorMapping(id, signal), enabled: id > 0 });
}
