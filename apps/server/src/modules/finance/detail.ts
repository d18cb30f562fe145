import { FINANCE_MESSAGES, NO_BATCH_SEGMENT, parseInvoiceStatus, type FinanceLookupQuery, type FinanceOptions, type FinancePoInvoice } from '@faktura/domain';
import type { AppDeps } from '../../deps';
import { notFound } from '../../lib/errors';
import { loadVendorScope, type Actor } from '../auth/index';
import { getInvoiceInScope, loadPermissions, paymentsByInvoice, type InvoiceRow } from '../invoices/index';
import { getPoInvoice } from '../po-invoices/index';
import { latestAnswers } from '../../outbox/index';
import type { ErpRejection } from '../../erp/port';
import * as repo from './repo';

type Ctx = Pick<AppDeps, 'database' | 'erp'>;

/** The ERP's refusal of the last submission (its outbox row's answer), while the invoice is back in PROCESSED for correction. */
export async function erpRejectionOf(ctx: Ctx, invoice: InvoiceRow): Promise<FinancePoInvoice['erpRejection']> {
  if (parseInvoiceStatus(invoice.status) !== 'PROCESSED') return null;
  const [answer] = await latestAnswers(ctx.database.db, [invoice.id]);
  if (answer?.status !== 'REJECTED') return null;
  const { rejections = [] } = (answer.result ?? {}) as { rejections?: ErpRejection[] };
  const reasons = rejections.map((r) => `${r.code}: ${r.message}${r.lineNum ? ` (line ${r.lineNum})` : ''}`);
  // The ERP_REJECTED transition that brought it back is its last change.
  return { at: invoice.updatedAt.toISOString(), reasons: reasons.length ? reasons : [answer.lastError ?? invoice.reason ?? ''] };
}

/** The finance detail of a PO invoice (`/invoice/detail/{invoice_no}/{batch_no}/{supplier_no}`): the summary plus finance's fields, the ERP's answers and finance's buttons. */
export async function getFinancePoInvoice(ctx: Ctx, actor: Actor, id: number): Promise<FinancePoInvoice> {
  const { db } = ctx.database;
  const summary = await getPoInvoice(ctx, actor, id);
  const invoice = await getInvoiceInScope(db, await loadVendorScope(db, actor), id);
  const [permissions, erpRejection, payment] = await Promise.all([
    loadPermissions(db, invoice, actor.typeUser),
    erpRejectionOf(ctx, invoice),
    paymentsByInvoice(ctx.erp, [invoice]).then((paid) => paid.get(invoice.id)),
  ]);
  return {
    ...summary,
    paymentMethod: invoice.paymentMethod,
    termId: invoice.termId,
    glDate: invoice.glDate,
    payGroup: invoice.payGroup,
    erpRejection,
    payment: payment ?? null,
    finance: {
      canSave: permissions.actions.includes('COMPLETE'),
      canSubmit: permissions.actions.includes('SUBMIT_TO_ERP'),
      canReject: permissions.actions.includes('REJECT'),
    },
  };
}

/** `/invoice/detail/{invoice_no}/{batch_no}/{supplier_no}`: the invoice those numbers name, or 404. */
export async function findFinancePoInvoice(ctx: Ctx, actor: Actor, q: FinanceLookupQuery): Promise<FinancePoInvoice> {
  const { db } = ctx.database;
  const found = await repo.findInvoiceByNumber(db, await loadVendorScope(db, actor), { ...q, invoiceNo: q.invoiceNo.trim() });
  if (!found) throw notFound(FINANCE_MESSAGES.notFound);
  if ((found.batchNo ?? NO_BATCH_SEGMENT).toUpperCase() !== q.batchNo.trim().toUpperCase()) throw notFound(FINANCE_MESSAGES.batchMismatch);
  return getFinancePoInvoice(ctx, actor, found.id);
}

/** The finance form's choices for this invoice's supplier and company, from the ERP. */
export async function financeOptions(ctx: Ctx, actor: Actor, id: number): Promise<FinanceOptions> {
  const { db } = ctx.database;
  return optionsFor(ctx, await getInvoiceInScope(db, await loadVendorScope(db, actor), id));
}

export async function optionsFor(ctx: Ctx, invoice: InvoiceRow): Promise<FinanceOptions> {
  const { instance, orgId, vendorId } = invoice;
  const [banks, methods, terms, accounts, payGroups] = await Promise.all([
    ctx.erp.listSupplierBanks(instance, vendorId, orgId),
    ctx.erp.listPaymentMethods(instance, vendorId, invoice.vendorSiteId ?? undefined),
    ctx.erp.listTerms(instance, vendorId),
    ctx.erp.listAccounts(instance, orgId),
    ctx.erp.listPayGroups(instance, orgId),
  ]);
  return {
    banks: banks.map((b) => ({ id: b.extBankAccountId, label: b.transferTo })),
    paymentMethods: methods.map((m) => ({ value: m.code, label: m.name })),
    terms: terms.map((t) => ({ id: t.termId, label: t.name })),
    accounts: accounts.map((a) => ({ id: a.codeCombinationId, label: `${a.segments} ${a.description}`.trim() })),
    payGroups: payGroups.map((g) => ({ value: g.code, label: g.name })),
  };
}
