import { QUERY_ROOTS } from '../../../lib/query-keys';

type Company = { orgId: number; instance: string };
const root = QUERY_ROOTS.masterData;

/** Query keys of the master-data feature: categories, vendor mappings, proxy mappings and their lookups. */
export const masterKeys = {
  all: root,
  categories: [...root, 'categories'] as const,
  categoryList: (q: object) => [...root, 'categories', 'list', q] as const,
  category: (id: number) => [...root, 'categories', 'detail', id] as const,
  accounts: (c: Company) => [...root, 'accounts', c.instance, c.orgId] as const,
  vendorMappings: [...root, 'vendor-mappings'] as const,
  vendorMappingList: (q: object) => [...root, 'vendor-mappings', 'list', q] as const,
  vendorMapping: (id: number) => [...root, 'vendor-mappings', 'detail', id] as const,
  vendorMappingOptions: (c: Company) => [...root, 'vendor-mapping-options', c.instance, c.orgId] as const,
  vendorSites: (c: Company, vendorId: number) => [...root, 'vendor-sites', c.instance, c.orgId, vendorId] as const,
  proxyMappings: [...root, 'proxy-mappings'] as const,
  proxyMappingList: (q: object) => [...root, 'proxy-mappings', 'list', q] as const,
  picUsers: [...root, 'pic-users'] as const,
};
