import { LOGIN_MESSAGES, PO_INVOICE_MESSAGES, RECEIPT_HISTORY_MESSAGES, type ReceiptHistoryQuery } from '@faktura/domain';
import type { AppDeps } from '../../deps';
import { badRequest, forbidden } from '../../lib/errors';
import type { Actor, VendorScopeEntry } from '../auth/index';
import { loadVendorScope } from '../auth/index';

/**
 * The supplier whose receipts are asked for: a VENDOR's own mapping in that company; for PIC
 * and finance the vendorId given, if their scope covers it.
 */
async function resolveSupplier(ctx: Pick<AppDeps, 'database'>, actor: Actor, q: ReceiptHistoryQuery): Promise<VendorScopeEntry> {
  const orgId = q.orgId || actor.company?.orgId;
  const instance = q.instance || actor.company?.instance;
  if (!orgId || !instance) throw badRequest(PO_INVOICE_MESSAGES.selectCompany);
  const scope = await loadVendorScope(ctx.database.db, { ...actor, company: null });
  if (scope.kind === 'all') {
    if (!q.vendorId) throw badRequest(RECEIPT_HISTORY_MESSAGES.selectSupplier);
    return { instance, orgId, vendorId: q.vendorId };
  }
  const match = scope.entries.find((e) => e.instance === instance && e.orgId === orgId && (actor.typeUser === 'VENDOR' || e.vendorId === q.vendorId));
  if (!match) throw forbidden(LOGIN_MESSAGES.noCompanyAccess);
  return match;
}

export async function listPurchaseOrders(ctx: Pick<AppDeps, 'database' | 'erp'>, actor: Actor, q: ReceiptHistoryQuery) {
  const supplier = await resolveSupplier(ctx, actor, q);
  const orders = await ctx.erp.listPurchaseOrders(supplier.instance, supplier.orgId, supplier.vendorId, q.search?.trim() || undefined);
  return { items: orders.slice(0, 200).map((o) => ({ poHeaderId: o.poHeaderId, poNumber: o.poNumber, creationDate: o.creationDate })) };
}

/** Receipt/return history (`/history-receipt`): receipts and returns of one PO of the supplier. */
export async function receiptHistory(ctx: Pick<AppDeps, 'database' | 'erp'>, actor: Actor, q: ReceiptHistoryQuery) {
  const supplier = await resolveSupplier(ctx, actor, q);
  if (!q.poHeaderId) throw badRequest(RECEIPT_HISTORY_MESSAGES.selectPo);
  return { items: await ctx.erp.getReceiptHistory({ ...supplier, poHeaderId: q.poHeaderId }) };
}
