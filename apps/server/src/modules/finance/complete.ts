import {
  FINANCE_MESSAGES,
  PO_INVOICE_MESSAGES,
  can,
  invoiceKindOf,
  validateFinanceCompletion,
  type FinanceCompletion,
  type FinancePoInvoice,
  type FinanceReject,
  type InvoiceAction,
  type TransitionFacts,
} from '@faktura/domain';
import type { AppDeps } from '../../deps';
import type { DbOrTx } from '../../db/client';
import { badRequest, staleRevision, notFound } from '../../lib/errors';
import { loadVendorScope, type Actor, type VendorScope } from '../auth/index';
import { getInvoiceInScope, isPoInvoice, transitionInvoices, type InvoiceRow } from '../invoices/index';
import { getFinancePoInvoice, optionsFor } from './detail';
import * as repo from './repo';

type Ctx = Pick<AppDeps, 'database' | 'erp'>;

const hasServiceCharge = (invoice: InvoiceRow) => invoice.pphCode !== null;

/** Every id the form names must be one the ERP offers for this supplier and company (all refusals at once). */
export async function checkReferences(ctx: Ctx, invoice: InvoiceRow, form: FinanceCompletion) {
  const options = await optionsFor(ctx, invoice);
  const m: string[] = [];
  if (form.bankAccountId && !options.banks.some((b) => b.id === form.bankAccountId)) m.push(PO_INVOICE_MESSAGES.bankAccountUnknown);
  if (form.paymentMethod?.trim() && !options.paymentMethods.some((p) => p.value === form.paymentMethod?.trim())) m.push(FINANCE_MESSAGES.paymentMethodUnknown);
  if (form.termId && !options.terms.some((t) => t.id === form.termId)) m.push(FINANCE_MESSAGES.termUnknown);
  if (form.coaId && !options.accounts.some((a) => a.id === form.coaId)) m.push(PO_INVOICE_MESSAGES.chargeAccountUnknown);
  if (form.payGroup?.trim() && !options.payGroups.some((g) => g.value === form.payGroup?.trim())) m.push(FINANCE_MESSAGES.payGroupUnknown);
  if (m.length) throw badRequest(...m);
}

/** The finance form as the invoice's columns. */
export const financeValues = (form: FinanceCompletion) => ({
  bankAccountId: form.bankAccountId,
  paymentMethod: form.paymentMethod?.trim() || null,
  termId: form.termId,
  glDate: form.glDate || null,
  ccid: form.coaId,
  payGroup: form.payGroup?.trim() || null,
});

/** What the life cycle checks a transition's requirements against. */
export const factsOf = (v: ReturnType<typeof financeValues>): TransitionFacts => ({
  bankAccountId: v.bankAccountId,
  paymentMethod: v.paymentMethod,
  termId: v.termId,
  chargeAccountId: v.ccid,
  payGroup: v.payGroup,
});

/** The PO invoice in the actor's scope; another kind is not served by the finance detail. */
async function loadPoInvoice(db: DbOrTx, scope: VendorScope, id: number, forUpdate = false) {
  const invoice = await getInvoiceInScope(db, scope, id, { forUpdate });
  if (!isPoInvoice(invoice)) throw notFound(FINANCE_MESSAGES.notPoInvoice);
  return invoice;
}

/**
 * Save (OPEN → PROCESSED, COMPLETE) and Submit (PROCESSED → PROCESSING, SUBMIT_TO_ERP; the life
 * cycle writes the ERP outbox row in the same transaction): finance's fields are written at the
 * revision the user read (409 otherwise), then the one status writer moves the invoice. An
 * invoice finance can already submit (PROCESSED, e.g. corrected after an ERP rejection) is saved
 * without a move.
 */
async function completeAndMove(ctx: Ctx, actor: Actor, id: number, form: FinanceCompletion, action: 'save' | 'submit') {
  const { db } = ctx.database;
  const scope = await loadVendorScope(db, actor);
  const current = await loadPoInvoice(db, scope, id);
  const messages = validateFinanceCompletion(form, action, hasServiceCharge(current));
  if (messages.length) throw badRequest(...messages);
  await checkReferences(ctx, current, form);
  await db.transaction(async (tx) => {
    const locked = await loadPoInvoice(tx, scope, id, true);
    if (locked.revision !== form.revision) throw staleRevision(PO_INVOICE_MESSAGES.stale);
    const submittable = can('SUBMIT_TO_ERP', { kind: invoiceKindOf(locked.invoiceType), status: locked.status }, actor.typeUser).allowed;
    const move: InvoiceAction | null = action === 'submit' ? 'SUBMIT_TO_ERP' : submittable ? null : 'COMPLETE';
    const values = financeValues(form);
    if (!(await repo.updateFinanceFields(tx, id, locked.revision, values))) throw staleRevision(PO_INVOICE_MESSAGES.stale);
    if (!move) return;
    await transitionInvoices(tx, { actor, action: move, invoiceIds: [id], facts: factsOf(values) });
  });
  return getFinancePoInvoice(ctx, actor, id);
}

export const saveFinancePoInvoice = (ctx: Ctx, actor: Actor, id: number, form: FinanceCompletion): Promise<FinancePoInvoice> =>
  completeAndMove(ctx, actor, id, form, 'save');

export const submitFinancePoInvoice = (ctx: Ctx, actor: Actor, id: number, form: FinanceCompletion): Promise<FinancePoInvoice> =>
  completeAndMove(ctx, actor, id, form, 'submit');

/** Reject with a reason (OPEN or PROCESSED → REJECTED); the life cycle tells the supplier why. */
export async function rejectFinancePoInvoice(ctx: Ctx, actor: Actor, id: number, form: FinanceReject): Promise<FinancePoInvoice> {
  const { db } = ctx.database;
  const scope = await loadVendorScope(db, actor);
  await db.transaction(async (tx) => {
    await loadPoInvoice(tx, scope, id);
    await transitionInvoices(tx, { actor, action: 'REJECT', invoiceIds: [id], reason: form.reason.trim(), revisions: new Map([[id, form.revision]]) });
  });
  return getFinancePoInvoice(ctx, actor, id);
}
