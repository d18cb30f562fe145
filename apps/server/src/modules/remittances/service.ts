import {
  computeRemittanceAdvice,
  REMITTANCE_MESSAGES,
  singleWithholdingRate,
  toScaled,
  type RemittanceAdviceView,
  type RemittanceListQuery,
  type WithholdingSlipForm,
} from '@faktura/domain';
import type { AppDeps } from '../../deps';
import type { ErpRemittancePayment } from '../../erp/port';
import type { Actor, VendorScopeEntry } from '../../lib/actor';
import { badRequest, notFound } from '../../lib/errors';
import { recordAudit } from '../audit/index';
import { loadVendorScope } from '../auth/index';
import * as repo from './repo';

type Ctx = Pick<AppDeps, 'database' | 'erp'>;
type Page = { items: ErpRemittancePayment[]; total: number; page: number; pageSize: number };

/**
 * Payments of one company a page at a time. A supplier or PIC sees its mapped suppliers of the
 * company asked (or its first company); finance names the company and the supplier, and sees
 * nothing until it has chosen one.
 */
export async function listRemittances(deps: Ctx, actor: Actor, q: RemittanceListQuery): Promise<Page> {
  const scope = await loadVendorScope(deps.database.db, actor);
  const empty: Page = { items: [], total: 0, page: q.page, pageSize: q.pageSize };
  let instance: string;
  let orgId: number | undefined;
  let vendorIds: number[];
  if (scope.kind === 'all') {
    instance = q.instance || actor.company?.instance || '';
    orgId = q.orgId || undefined;
    if (!instance || !q.vendorId) return empty;
    vendorIds = [q.vendorId];
  } else {
    const matching = scope.entries.filter((e) => (!q.instance || e.instance === q.instance) && (!q.orgId || e.orgId === q.orgId));
    const first = matching[0];
    if (!first) return empty;
    // One company per list: the mapping is per company, so a supplier id is only ours in the companies it is mapped in.
    instance = first.instance;
    orgId = first.orgId;
    vendorIds = [...new Set(matching.filter((e) => e.instance === instance && e.orgId === orgId).map((e) => e.vendorId))];
    if (q.vendorId) vendorIds = vendorIds.filter((v) => v === q.vendorId);
  }
  const page = await deps.erp.listRemittancePayments({
    instance,
    vendorIds,
    orgId,
    fromDate: q.fromDate || undefined,
    toDate: q.toDate || undefined,
    limit: q.pageSize,
    offset: (q.page - 1) * q.pageSize,
  });
  return { ...page, page: q.page, pageSize: q.pageSize };
}

const inScope = (entries: VendorScopeEntry[], p: { instance: string; orgId: number; vendorId: number }) =>
  entries.some((e) => e.instance === p.instance && e.orgId === p.orgId && e.vendorId === p.vendorId);

/** One payment's advice; a payment outside the actor's suppliers is 404, as if missing. */
export async function getRemittance(deps: Ctx, actor: Actor, instance: string, checkId: number): Promise<RemittanceAdviceView> {
  const { db } = deps.database;
  const [scope, payment] = await Promise.all([loadVendorScope(db, actor), deps.erp.getRemittancePayment({ instance, checkId })]);
  if (!payment || (scope.kind === 'vendors' && !inScope(scope.entries, payment))) throw notFound(REMITTANCE_MESSAGES.paymentNotFound);
  const portalIds = payment.invoices.flatMap((i) => (i.portalInvoiceId === null ? [] : [i.portalInvoiceId]));
  const w = await repo.findWithholding(db, portalIds);
  const advice = computeRemittanceAdvice(
    payment,
    payment.invoices.map((i) => {
      const head = w.heads.find((h) => h.id === i.portalInvoiceId);
      const slip = w.slips.find((s) => s.invoiceId === i.portalInvoiceId);
      return {
        invoiceNum: i.invoiceNum,
        invoiceDate: i.invoiceDate,
        gross: i.totalAmount,
        paidAmount: i.paidAmount,
        portalInvoiceId: i.portalInvoiceId,
        pph: head
          ? { code: head.pphCode, rate: singleWithholdingRate(w.rates.filter((r) => r.invoiceId === head.id).map((r) => r.whtRate)), amount: head.pphAmount }
          : null,
        slip: slip ? { number: slip.slipNo, date: slip.slipDate } : null,
      };
    }),
  );
  return { instance: payment.instance, orgId: payment.orgId, vendorId: payment.vendorId, ...advice };
}

/** Finance records the bukti potong of an invoice's withheld PPh; an invoice without PPh has none to record. */
export async function recordWithholdingSlip(deps: Ctx, actor: Actor, invoiceId: number, form: WithholdingSlipForm) {
  const slip = { invoiceId, slipNo: form.slipNo.trim(), slipDate: form.slipDate || null };
  await deps.database.db.transaction(async (tx) => {
    const invoice = await repo.findInvoicePph(tx, invoiceId);
    if (!invoice) throw notFound(REMITTANCE_MESSAGES.invoiceNotFound);
    if (toScaled(invoice.pphAmount) === 0n) throw badRequest(REMITTANCE_MESSAGES.noWithholding);
    const before = await repo.upsertSlip(tx, { ...slip, recordedBy: actor.userId });
    await recordAudit(tx, {
      actorUserId: actor.userId,
      entity: 'invoice',
      entityId: String(invoiceId),
      action: 'WITHHOLDING_SLIP',
      data: { before: before ? { slipNo: before.slipNo, slipDate: before.slipDate } : null, after: { slipNo: slip.slipNo, slipDate: slip.slipDate } },
    });
  });
  return slip;
}
