import type { ErpPort } from '../erp/port';

export type CompanyNamer = (instance: string, orgId: number) => string;

const CACHE_MS = 60_000;
const cache = new WeakMap<ErpPort, { at: number; names: Promise<Map<string, string>> }>();

/**
 * Company names come from the ERP, which owns organisations. They change almost never, so each
 * ERP's list is kept for a minute instead of being read on every request.
 */
export async function companyNamer(erp: ErpPort, now = Date.now()): Promise<CompanyNamer> {
  let entry = cache.get(erp);
  if (!entry || now - entry.at > CACHE_MS) {
    const names = erp.listOrganizations().then((list) => new Map(list.map((o) => [`${o.instance}/${o.orgId}`, o.name])));
    entry = { at: now, names };
    cache.set(erp, entry);
    names.catch(() => cache.delete(erp));
  }
  const names = await entry.names;
  return (instance, orgId) => names.get(`${instance}/${orgId}`) ?? `${instance} ${orgId}`;
}
