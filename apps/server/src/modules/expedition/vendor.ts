import { EXPEDITION_MESSAGES, PO_INVOICE_MESSAGES, type ExpeditionVendorQuery } from '@faktura/domain';
import type { AppDeps } from '../../deps';
import { badRequest, forbidden } from '../../lib/errors';
import { loadVendorScope, resolveVendorCompany, type Actor, type VendorScopeEntry } from '../auth/index';

/**
 * The freight supplier a request works on: a VENDOR always its own (the vendorId it
 * sends is ignored), a PIC one of the suppliers mapped to it today, finance any supplier the ERP
 * knows in a company the ERP knows. The company is the request's, else the session's.
 */
export async function resolveFreightVendor(ctx: Pick<AppDeps, 'database' | 'erp'>, actor: Actor, q: ExpeditionVendorQuery): Promise<VendorScopeEntry> {
  const orgId = q.orgId || actor.company?.orgId;
  const instance = q.instance || actor.company?.instance;
  if (!orgId || !instance) throw badRequest(PO_INVOICE_MESSAGES.selectCompany);
  if (actor.typeUser === 'VENDOR') return resolveVendorCompany(ctx.database.db, actor, { orgId, instance });
  if (!q.vendorId) throw badRequest(EXPEDITION_MESSAGES.selectVendor);
  const scope = await loadVendorScope(ctx.database.db, { ...actor, company: null });
  if (scope.kind === 'all') {
    const [organisation, supplier] = await Promise.all([ctx.erp.getOrganization(instance, orgId), ctx.erp.getSupplier(instance, q.vendorId)]);
    if (!organisation || !supplier) throw forbidden(EXPEDITION_MESSAGES.vendorNotAvailable);
    return { instance, orgId, vendorId: q.vendorId };
  }
  const mapped = scope.entries.find((e) => e.instance === instance && e.orgId === orgId && e.vendorId === q.vendorId);
  if (!mapped) throw forbidden(EXPEDITION_MESSAGES.vendorNotAvailable);
  return mapped;
}
