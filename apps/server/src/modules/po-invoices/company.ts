import { PO_INVOICE_MESSAGES } from '@faktura/domain';
import type { DbOrTx } from '../../db/client';
import { badRequest, forbidden } from '../../lib/errors';
import type { Actor, VendorScopeEntry } from '../auth/actor';
import { findVendorMappings } from '../auth/repo';

/**
 * The supplier + company a VENDOR works in for a request: the company named in the request,
 * else the session's. The supplier id always comes from the user's own mapping, never the client.
 */
export async function resolveVendorCompany(db: DbOrTx, actor: Actor, requested: { orgId?: number; instance?: string }): Promise<VendorScopeEntry> {
  const orgId = requested.orgId || actor.company?.orgId;
  const instance = requested.instance || actor.company?.instance;
  if (!orgId || !instance) throw badRequest(PO_INVOICE_MESSAGES.selectCompany);
  const mapping = (await findVendorMappings(db, actor.userId)).find((m) => m.orgId === orgId && m.instance === instance);
  if (!mapping) throw forbidden('You have no access to this company');
  return { instance, orgId, vendorId: mapping.vendorId };
}
