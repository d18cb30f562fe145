import { LOGIN_MESSAGES, PROXY_MESSAGES } from '@faktura/domain';
import type { DbOrTx } from '../../db/client';
import { badRequest, forbidden } from '../../lib/errors';
import { loadVendorScope, resolveVendorCompany, type Actor, type VendorScopeEntry } from '../auth/index';

type Requested = { orgId?: number; instance?: string; vendorId?: number | null };

function companyOf(actor: Actor, q: Requested) {
  const orgId = q.orgId || actor.company?.orgId;
  const instance = q.instance || actor.company?.instance;
  if (!orgId || !instance) throw badRequest(PROXY_MESSAGES.selectCompany);
  return { orgId, instance };
}

/** The PIC's mappings valid today (the scope narrows to them), in the requested company. */
async function picEntries(db: DbOrTx, actor: Actor, company: { orgId: number; instance: string }) {
  const scope = await loadVendorScope(db, { ...actor, company: null });
  return scope.kind === 'vendors' ? scope.entries.filter((e) => e.instance === company.instance && e.orgId === company.orgId) : [];
}

/**
 * The supplier and company a non-PO form works for: a supplier's own (from its mapping, never the
 * client), or for a PIC the supplier it names, which must be mapped to it today in that company.
 */
export async function resolveNonPoCompany(db: DbOrTx, actor: Actor, q: Requested): Promise<VendorScopeEntry> {
  if (actor.typeUser === 'VENDOR') return resolveVendorCompany(db, actor, q);
  const company = companyOf(actor, q);
  if (!q.vendorId) throw badRequest(PROXY_MESSAGES.selectSupplier);
  if (!(await picEntries(db, actor, company)).some((e) => e.vendorId === q.vendorId)) throw forbidden(PROXY_MESSAGES.supplierNotMapped);
  return { ...company, vendorId: q.vendorId };
}

/** A company the user works in (company-wide lookups: VAT, accounts, vendors): a supplier's own, or one a PIC has a supplier in. */
export async function resolveWorkingCompany(db: DbOrTx, actor: Actor, q: Requested): Promise<{ orgId: number; instance: string }> {
  if (actor.typeUser === 'VENDOR') return resolveVendorCompany(db, actor, q);
  const company = companyOf(actor, q);
  if (!(await picEntries(db, actor, company)).length) throw forbidden(LOGIN_MESSAGES.noCompanyAccess);
  return company;
}
