import type { DbOrTx } from '../../db/client';
import type { ErpPort } from '../../erp/port';
import { jakartaDate, LOGIN_MESSAGES, PO_INVOICE_MESSAGES, type CompanyOption } from '@faktura/domain';
import { badRequest, forbidden } from '../../lib/errors';
import type { Actor, VendorScope, VendorScopeEntry } from '../../lib/actor';
import { findPicMappings, findVendorMappings } from './repo';
import { sessionMappings } from './session';

// A PIC's proxy mappings hold from their start date to their end date, by the users' calendar (WIB).
const today = () => jakartaDate();

/**
 * The suppliers an actor may see (docs/architecture.md, "Ownership"): a VENDOR its own mappings, a PIC the suppliers
 * mapped to it — narrowed to the session's company once one is chosen — and finance everything.
 */
export async function loadVendorScope(db: DbOrTx, actor: Actor): Promise<VendorScope> {
  // Finance's session company is only where its screens start: it narrows nothing.
  if (actor.typeUser === 'ORACLE') return { kind: 'all' };
  const company = actor.company;
  const entries =
    sessionMappings(actor) ?? (actor.typeUser === 'VENDOR' ? await findVendorMappings(db, actor.userId) : await findPicMappings(db, actor.userId, today()));
  const inCompany = company ? entries.filter((e) => e.instance === company.instance && e.orgId === company.orgId) : entries;
  return { kind: 'vendors', entries: inCompany.map(({ instance, orgId, vendorId }) => ({ instance, orgId, vendorId })) };
}

/** The companies a user can work in: the spec's "Company option" list shown after login. */
export async function listCompanies(db: DbOrTx, erp: ErpPort, actor: Pick<Actor, 'userId' | 'typeUser'>): Promise<CompanyOption[]> {
  const organisations = await erp.listOrganizations();
  const nameOf = (instance: string, orgId: number) => organisations.find((o) => o.instance === instance && o.orgId === orgId)?.name ?? `${instance} ${orgId}`;
  if (actor.typeUser === 'VENDOR') {
    const mappings = await findVendorMappings(db, actor.userId);
    return mappings.map((m) => ({ orgId: m.orgId, instance: m.instance, name: nameOf(m.instance, m.orgId), vendorId: m.vendorId, email: m.email }));
  }
  if (actor.typeUser === 'PIC') {
    const mappings = await findPicMappings(db, actor.userId, today());
    const seen = new Map<string, CompanyOption>();
    for (const m of mappings) {
      const key = `${m.instance}-${m.orgId}`;
      if (!seen.has(key)) seen.set(key, { orgId: m.orgId, instance: m.instance, name: nameOf(m.instance, m.orgId), vendorId: null, email: null });
    }
    // Only the companies of its suppliers, mapped today: a PIC without a mapping works nowhere.
    return [...seen.values()];
  }
  return organisations.map((o) => ({ orgId: o.orgId, instance: o.instance, name: o.name, vendorId: null, email: null }));
}

/**
 * The supplier + company a VENDOR works in for a request: the company named in the request,
 * else the session's. The supplier id always comes from the user's own mapping, never the client.
 */
export async function resolveVendorCompany(db: DbOrTx, actor: Actor, requested: { orgId?: number; instance?: string }): Promise<VendorScopeEntry> {
  const orgId = requested.orgId || actor.company?.orgId;
  const instance = requested.instance || actor.company?.instance;
  if (!orgId || !instance) throw badRequest(PO_INVOICE_MESSAGES.selectCompany);
  const mappings = (actor.typeUser === 'VENDOR' && sessionMappings(actor)) || (await findVendorMappings(db, actor.userId));
  const mapping = mappings.find((m) => m.orgId === orgId && m.instance === instance);
  if (!mapping) throw forbidden(LOGIN_MESSAGES.noCompanyAccess);
  return { instance, orgId, vendorId: mapping.vendorId };
}
