import {
  FINANCE_MESSAGES,
  PO_INVOICE_MESSAGES,
  validateFinanceCompletion,
  REVIEW_FIN_EXPORT,
  fileTimestamp,
  type FinanceReview,
  type FinanceReviewSubmit,
  type FinanceReject,
  type ReviewView,
} from '@faktura/domain';
import type { FastifyReply } from 'fastify';
import type { AppDeps } from '../../deps';
import type { DbOrTx } from '../../db/client';
import { badRequest, staleRevision, notFound } from '../../lib/errors';
import { replySpreadsheet, type SpreadsheetColumn } from '../../lib/spreadsheet/index';
import { loadVendorScope, type Actor, type VendorScope } from '../auth/index';
import { getInvoiceInScope, isPoInvoice, loadPermissions, paymentsByInvoice, transitionInvoices } from '../invoices/index';
import { reviewForExport } from '../reviews/index';
import { checkReferences, factsOf, financeValues } from './complete';
import { erpRejectionOf } from './detail';
import * as repo from './repo';

type Ctx = Pick<AppDeps, 'database' | 'erp'>;

/** A non-PO or proxy invoice in the actor's scope; a PO invoice is finance's detail screen, not this one. */
async function loadReviewed(db: DbOrTx, scope: VendorScope, id: number, forUpdate = false) {
  const invoice = await getInvoiceInScope(db, scope, id, { forUpdate });
  if (isPoInvoice(invoice)) throw notFound(FINANCE_MESSAGES.notFound);
  return invoice;
}

/** Finance's part of the review: the pay group and its choices, the ERP's answers, and its buttons on a PROCESSED invoice. */
export async function getFinanceReview(ctx: Ctx, actor: Actor, id: number): Promise<FinanceReview> {
  const { db } = ctx.database;
  const invoice = await loadReviewed(db, await loadVendorScope(db, actor), id);
  const [permissions, payGroups, erpRejection, paid] = await Promise.all([
    loadPermissions(db, invoice, actor.typeUser),
    ctx.erp.listPayGroups(invoice.instance, invoice.orgId),
    erpRejectionOf(ctx, invoice),
    paymentsByInvoice(ctx.erp, [invoice]),
  ]);
  return {
    id: invoice.id,
    status: invoice.status,
    revision: invoice.revision,
    payGroup: invoice.payGroup,
    payGroups: payGroups.map((g) => ({ value: g.code, label: g.name })),
    erpRejection,
    payment: paid.get(invoice.id) ?? null,
    finance: { canSubmit: permissions.actions.includes('SUBMIT_TO_ERP'), canReject: permissions.actions.includes('REJECT') },
  };
}

/**
 * "Submit to finance" (legacy submit-fin-nonpo): finance's corrections of the review's payment
 * fields and the pay group are stored at the revision the user read, then SUBMIT_TO_ERP moves the
 * invoice (PROCESSED → PROCESSING, outbox row in the same transaction).
 */
export async function submitFinanceReview(ctx: Ctx, actor: Actor, id: number, form: FinanceReviewSubmit): Promise<FinanceReview> {
  const { db } = ctx.database;
  const scope = await loadVendorScope(db, actor);
  const invoice = await loadReviewed(db, scope, id);
  const messages = validateFinanceCompletion(form, 'submit', invoice.serviceCharge);
  if (messages.length) throw badRequest(...messages);
  await checkReferences(ctx, invoice, form);
  await db.transaction(async (tx) => {
    const locked = await loadReviewed(tx, scope, id, true);
    if (locked.revision !== form.revision) throw staleRevision(PO_INVOICE_MESSAGES.stale);
    const values = financeValues(form);
    if (!(await repo.updateFinanceFields(tx, id, locked.revision, values))) throw staleRevision(PO_INVOICE_MESSAGES.stale);
    await transitionInvoices(tx, { actor, action: 'SUBMIT_TO_ERP', invoiceIds: [id], facts: factsOf(values) });
  });
  return getFinanceReview(ctx, actor, id);
}

/** Reject with a reason (PROCESSED → REJECTED): the life cycle tells whoever entered it why. */
export async function rejectFinanceReview(ctx: Ctx, actor: Actor, id: number, form: FinanceReject): Promise<FinanceReview> {
  const { db } = ctx.database;
  const scope = await loadVendorScope(db, actor);
  await db.transaction(async (tx) => {
    await loadReviewed(tx, scope, id);
    await transitionInvoices(tx, { actor, action: 'REJECT', invoiceIds: [id], reason: form.reason.trim(), revisions: new Map([[id, form.revision]]) });
  });
  return getFinanceReview(ctx, actor, id);
}

const labelOf = (list: Array<{ id: number; label: string }>, id: number | null) => list.find((o) => o.id === id)?.label ?? '';
type Row = { view: ReviewView; payGroup: string };

/** reviewFin-{DDMMYYYYHHmmss}.xls: the reviewed invoice as finance submits it, one row. */
const COLUMNS: SpreadsheetColumn<Row>[] = [
  { header: 'Invoice No', cell: (r) => r.view.invoiceNo },
  { header: 'Invoice Date', cell: (r) => r.view.invoiceDate, kind: 'date' },
  { header: 'Supplier', cell: (r) => r.view.vendorName },
  { header: 'Company', cell: (r) => r.view.company },
  { header: 'Tax Invoice No', cell: (r) => r.view.taxNo },
  { header: 'Tax Date', cell: (r) => r.view.taxDate, kind: 'date' },
  { header: 'GL Date', cell: (r) => r.view.glDate || null, kind: 'date' },
  { header: 'Bank Account', cell: (r) => labelOf(r.view.options.banks, r.view.bankAccountId) },
  { header: 'Payment Method', cell: (r) => r.view.paymentMethod },
  { header: 'Term', cell: (r) => labelOf(r.view.options.terms, r.view.termId) },
  { header: 'Charge Of Account', cell: (r) => labelOf(r.view.options.accounts, r.view.chargeAccountId) },
  { header: 'Cost Center', cell: (r) => r.view.costCenter },
  { header: 'Category', cell: (r) => r.view.categoryName },
  { header: 'Pay Group', cell: (r) => r.payGroup },
  { header: 'Currency', cell: (r) => r.view.currencyCode },
  { header: 'Amount', cell: (r) => r.view.invoiceAmount, kind: 'money' },
  { header: 'PPn', cell: (r) => r.view.taxAmount, kind: 'money' },
  { header: 'Total', cell: (r) => r.view.totalAmount, kind: 'money' },
  { header: 'Status', cell: (r) => r.view.status },
];

export async function replyFinanceReviewExport(ctx: Ctx, actor: Actor, id: number, reply: FastifyReply, now = new Date()) {
  const { db } = ctx.database;
  const invoice = await loadReviewed(db, await loadVendorScope(db, actor), id);
  const view = await reviewForExport(ctx, actor, id);
  const rows = [{ view, payGroup: invoice.payGroup ?? '' }];
  return replySpreadsheet(reply, { format: 'xls', fileName: `${REVIEW_FIN_EXPORT}-${fileTimestamp(now)}`, columns: COLUMNS, rows });
}
