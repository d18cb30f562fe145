import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { masterVendorMappingsApi, type VendorMappingList } from '@faktura/domain';
import { callApi } from '../../../lib/api-client';
import { masterKeys } from './keys';

export type VendorMappingListParams = { page: number; pageSize: number; orgId?: number; instance?: string; categoryId?: number; search?: string };

/** GET /api/master/vendor-mappings: a page of vendor ↔ category mappings. */
export function fetchVendorMappings(q: VendorMappingListParams, signal?: AbortSignal): Promise<VendorMappingList> {
  return callApi(masterVendorMappingsApi.list, { query: q, signal });
}

export function useVendorMappings(q: VendorMappingListParams | null) {
  return useQuery({
    queryKey: masterKeys.vendorMappingList(q ?? {}),
    queryFn: ({ signal }) => fetchVendorMappings(q!, signal),
    enabled: !!q,
    placeholderData: keepPreviousData,
  });
}
