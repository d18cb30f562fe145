import { useQuery } from '@tanstack/react-query';
import { masterVendorMappingsApi } from '@faktura/domain';
import { callApi } from '../../../lib/api-client';
import { masterKeys } from './keys';

type Company = { orgId: number; instance: string };

/** GET /api/master/vendor-mappings/options: categories, finance users, recommenders and cost centres of a company. */
export function fetchVendorMappingOptions(c: Company, signal?: AbortSignal) {
  return callApi(masterVendorMappingsApi.options, { query: { orgId: c.orgId, instance: c.instance }, signal });
}

export function useVendorMappingOptions(c: Company | null) {
  return useQuery({
    queryKey: masterKeys.vendorMappingOptions(c ?? { orgId: 0, instance: '' }),
    queryFn: ({ signal }) => fetchVendorMappingOptions(c!, signal),
    enabled: !!c,
  });
}

/** GET /api/master/vendor-mappings/vendor-sites: the vendor's sites in the company. */
export function fetchVendorSites(c: Company, vendorId: number, signal?: AbortSignal) {
  return callApi(masterVendorMappingsApi.vendorSites, { query: { orgId: c.orgId, instance: c.instance, vendorId }, signal });
}

export function useVendorSites(c: Company | null, vendorId: number | undefined) {
  return useQuery({
    queryKey: masterKeys.vendorSites(c ?? { orgId: 0, instance: '' }, vendorId ?? 0),
    queryFn: ({ signal }) => fetchVendorSites(c!, vendorId!, signal),
    enabled: !!c && !!vendorId,
  });
}
