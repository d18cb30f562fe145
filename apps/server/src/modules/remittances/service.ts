import {
  computeRemittanceAdvice,
  REMITTANCE_MESSAGES,
  singleWithholdingRate,
  toScaled,
  type InvoiceRemittance,
  type RemittanceAdviceView,
  type RemittanceListQuery,
  type WithholdingSlipForm,
  type Language,
} from '@faktura/domain';
import type { AppDeps } from '../../deps';
import { renderRemittanceAdvice, type DocumentCompany, type DocumentSupplier } from '../../documents/index';
import type { Printed } from '../../lib/pdf-reply';
import type { ErpRemittancePayment } from '../../erp/port';
import type { Actor, VendorScopeEntry } from '../../lib/actor';
import { badRequest, notFound } from '../../lib/errors';
import { recordAudit } from '../audit/index';
import { loadVendorScope } from '../auth/index';
import { getInvoiceInScope } from '../invoices/index';
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
        fakturNo: head?.taxNo || null,
        pph: head
          ? { code: head.pphCode, rate: singleWithholdingRate(w.rates.filter((r) => r.invoiceId === head.id).map((r) => r.whtRate)), amount: head.pphAmount }
          : null,
        slip: slip ? { number: slip.slipNo, date: slip.slipDate } : null,
      };
    }),
  );
  const names = { instance: payment.instance, orgId: payment.orgId, vendorId: payment.vendorId };
  const { company, supplier } = await adviceParties(deps, names);
  return { ...names, payerName: company.name, supplierName: supplier.name, ...advice };
}

/** The payments on one of the actor's invoices (none before it is paid); another supplier's invoice is 404. */
export async function invoiceRemittances(deps: Ctx, actor: Actor, invoiceId: number): Promise<{ items: InvoiceRemittance[] }> {
  const { db } = deps.database;
  const invoice = await getInvoiceInScope(db, await loadVendorScope(db, actor), invoiceId);
  const rows = await deps.erp.listPortalInvoiceRemittances({ instance: invoice.instance, portalInvoiceIds: [invoice.id] });
  return { items: rows.map(({ checkId, checkNum, checkDate, paidAmount }) => ({ instance: invoice.instance, checkId, checkNum, checkDate, paidAmount })) };
}

/** The payer (the buyer's company, with its logo) and the payee of an advice, named as the ERP names them. */
export async function adviceParties(
  deps: Pick<AppDeps, 'erp'>,
  advice: Pick<RemittanceAdviceView, 'instance' | 'orgId' | 'vendorId'>,
): Promise<{ company: DocumentCompany; supplier: DocumentSupplier }> {
  const [organisation, supplier] = await Promise.all([
    deps.erp.getOrganization(advice.instance, advice.orgId),
    deps.erp.getSupplier(advice.instance, advice.vendorId),
  ]);
  return {
    company: {
      name: organisation?.name ?? `${advice.instance} ${advice.orgId}`,
      orgId: advice.orgId,
      instance: advice.instance,
      logoPath: organisation?.logoPath ?? null,
    },
    supplier: { name: supplier?.name ?? String(advice.vendorId), vendorId: advice.vendorId, vendorNumber: supplier?.vendorNumber },
  };
}

/** RemittanceAdvice-<cheque number>.<ext>: the reference is what both sides file the payment under. */
export function remittanceFileName(advice: RemittanceAdviceView, ext: 'pdf' | 'xml'): string {
  return `RemittanceAdvice-${advice.payment.checkNum.replace(/[^A-Za-z0-9._-]/g, '_')}.${ext}`;
}

/** The advice as a PDF, scoped like the screen (another supplier's payment is 404). */
export async function printRemittance(
  deps: Ctx,
  actor: Actor,
  instance: string,
  checkId: number,
  now = new Date(),
  language: Language = 'en',
): Promise<Printed> {
  const advice = await getRemittance(deps, actor, instance, checkId);
  const pdf = await renderRemittanceAdvice({ ...(await adviceParties(deps, advice)), advice, printedAt: now, printedBy: actor.username, language });
  return { fileName: remittanceFileName(advice, 'pdf'), pdf };
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
