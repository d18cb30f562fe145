import {
  INVOICE_MESSAGES,
  PO_INVOICE_MESSAGES,
  REVIEW_MESSAGES,
  canReview,
  invoiceKindOf,
  validateRejectReason,
  validateReview,
  type ReviewForm,
  type ReviewLookup,
  type ReviewReject,
  type ReviewView,
} from '@faktura/domain';
import type { DbOrTx } from '../../db/client';
import { HttpError, badRequest, staleRevision, notFound } from '../../lib/errors';
import { recordAudit } from '../audit/index';
import { loadVendorScope, type Actor, type VendorScope } from '../auth/index';
import { getInvoiceInScope, transitionInvoices, type InvoiceRow } from '../invoices/index';
import { invoiceFreightLines } from './freight';
import { checkReviewReferences, loadReviewOptions } from './options';
import * as repo from './repo';
import { buildReviewView, isVerified, type ReviewCtx } from './view';

/** A non-PO or proxy invoice in the actor's scope (a PIC: its mapped suppliers; finance: all); anything else is "not found". */
async function reviewed(db: DbOrTx, scope: VendorScope, id: number, forUpdate = false): Promise<InvoiceRow> {
  const inv = await getInvoiceInScope(db, scope, id, { forUpdate });
  if (invoiceKindOf(inv.invoiceType) === 'PO') throw notFound(INVOICE_MESSAGES.notFound);
  return inv;
}

/** The PIC acts only while the domain's canReview allows (its decision pending), on the revision it read. */
function assertActionable(actor: Actor, inv: InvoiceRow, revision: number, refusal: string[] = []) {
  const review = canReview({ kind: invoiceKindOf(inv.invoiceType), status: inv.status }, actor.typeUser);
  if (!review.allowed) throw new HttpError('CONFLICT', [...refusal, review.message]);
  if (inv.revision !== revision) throw staleRevision(PO_INVOICE_MESSAGES.stale);
}

export async function lookupReview(ctx: ReviewCtx, actor: Actor, q: ReviewLookup): Promise<ReviewView> {
  const { db } = ctx.database;
  const scope = await loadVendorScope(db, actor);
  const id = await repo.findIdByNumber(db, scope, q);
  if (!id) throw notFound(INVOICE_MESSAGES.notFound);
  return buildReviewView(ctx, actor, await reviewed(db, scope, id));
}

export async function getReview(ctx: ReviewCtx, actor: Actor, id: number): Promise<InvoiceRow> {
  const { db } = ctx.database;
  return reviewed(db, await loadVendorScope(db, actor), id);
}

/** Checks the form against the rules and the invoice's options (outside the transaction: the ERP is another system). */
async function checkForm(ctx: ReviewCtx, actor: Actor, id: number, form: ReviewForm) {
  const { db } = ctx.database;
  const scope = await loadVendorScope(db, actor);
  const inv = await reviewed(db, scope, id);
  const messages = validateReview(form, await repo.findReimbursements(db, id));
  if (messages.length) throw badRequest(...messages);
  checkReviewReferences(await loadReviewOptions(ctx.erp, db, inv), form);
  return scope;
}

/** Writes the reviewed header and lines; returns the new revision. */
async function writeReview(tx: DbOrTx, actor: Actor, inv: InvoiceRow, form: ReviewForm): Promise<number> {
  const known = await repo.lineIdsOf(
    tx,
    inv.id,
    form.lines.map((l) => l.id),
  );
  if (known.size !== new Set(form.lines.map((l) => l.id)).size || form.lines.some((l) => !known.has(l.id))) throw badRequest(REVIEW_MESSAGES.lineUnknown);
  const revision = await repo.updateHeader(tx, inv.id, form.revision, {
    bankAccountId: form.bankAccountId,
    paymentMethod: form.paymentMethod || null,
    termId: form.termId,
    ccid: form.chargeAccountId,
    costCenter: form.costCenter || null,
    glDate: form.glDate || null,
    invoiceDate: form.invoiceDate || inv.invoiceDate,
    taxDate: form.taxDate || inv.taxDate,
    vendorSiteId: form.vendorSiteId,
    serviceCharge: form.serviceCharge,
    referenceNumber: form.referenceNumber || null,
    categoryId: form.categoryId,
  });
  if (revision === null) throw staleRevision(PO_INVOICE_MESSAGES.stale);
  await repo.updateLines(tx, inv.id, form.lines);
  await recordAudit(tx, {
    actorUserId: actor.userId,
    entity: 'invoice',
    entityId: String(inv.id),
    action: 'REVIEW_SAVE',
    fromStatus: inv.status,
    toStatus: inv.status,
  });
  return revision;
}

/** Save: the PIC's header and line changes, status unchanged. */
export async function saveReview(ctx: ReviewCtx, actor: Actor, id: number, form: ReviewForm): Promise<ReviewView> {
  const scope = await checkForm(ctx, actor, id, form);
  const saved = await ctx.database.db.transaction(async (tx) => {
    const inv = await reviewed(tx, scope, id, true);
    assertActionable(actor, inv, form.revision);
    await writeReview(tx, actor, inv, form);
    return reviewed(tx, scope, id);
  });
  return buildReviewView(ctx, actor, saved);
}

/**
 * Submit to Rekomendator: saves first, then OPEN → REVIEW in the same transaction (the life
 * cycle notifies the recommender and today's substitutes). Refused as a whole, edits included.
 */
export async function submitReview(ctx: ReviewCtx, actor: Actor, id: number, form: ReviewForm): Promise<ReviewView> {
  const scope = await checkForm(ctx, actor, id, form);
  const sent = await ctx.database.db.transaction(async (tx) => {
    const inv = await reviewed(tx, scope, id, true);
    assertActionable(actor, inv, form.revision, [REVIEW_MESSAGES.submitFailed]);
    if ((await repo.findRecommender(tx, id)) === null) throw badRequest(REVIEW_MESSAGES.submitFailed, REVIEW_MESSAGES.noRecommender);
    const revision = await writeReview(tx, actor, inv, form);
    const facts = {
      verified: isVerified(inv),
      bankAccountId: form.bankAccountId,
      paymentMethod: form.paymentMethod,
      termId: form.termId,
      chargeAccountId: form.chargeAccountId,
    };
    try {
      await transitionInvoices(tx, { actor, action: 'SEND_TO_RECOMMENDER', invoiceIds: [id], facts, revisions: new Map([[id, revision]]) });
    } catch (e) {
      if (e instanceof HttpError && e.code === 'VALIDATION') throw badRequest(REVIEW_MESSAGES.submitFailed, ...e.messages);
      throw e;
    }
    return reviewed(tx, scope, id);
  });
  return buildReviewView(ctx, actor, sent);
}

/** v2 Verified: a flag with a date, not a status (docs/decisions/009); verifying twice changes nothing. */
export async function verifyReview(ctx: ReviewCtx, actor: Actor, id: number, revision: number): Promise<ReviewView> {
  const { db } = ctx.database;
  const scope = await loadVendorScope(db, actor);
  const inv = await db.transaction(async (tx) => {
    const current = await reviewed(tx, scope, id, true);
    if (isVerified(current)) return current;
    assertActionable(actor, current, revision, [REVIEW_MESSAGES.verifyFailed]);
    if ((await repo.updateHeader(tx, id, revision, { verification: 'VERIFIED', verifiedAt: new Date() })) === null)
      throw staleRevision(PO_INVOICE_MESSAGES.stale);
    await recordAudit(tx, {
      actorUserId: actor.userId,
      entity: 'invoice',
      entityId: String(id),
      action: 'VERIFY',
      fromStatus: current.status,
      toStatus: current.status,
    });
    return reviewed(tx, scope, id);
  });
  return buildReviewView(ctx, actor, inv);
}

/** Reject with a reason: OPEN → REJECTED through the life cycle (the supplier is told why). */
export async function rejectReview(ctx: ReviewCtx, actor: Actor, id: number, body: ReviewReject): Promise<ReviewView> {
  const messages = validateRejectReason(body.reason);
  if (messages.length) throw badRequest(...messages);
  const { db } = ctx.database;
  const scope = await loadVendorScope(db, actor);
  const inv = await db.transaction(async (tx) => {
    assertActionable(actor, await reviewed(tx, scope, id, true), body.revision);
    await transitionInvoices(tx, { actor, action: 'REJECT', invoiceIds: [id], reason: body.reason.trim(), revisions: new Map([[id, body.revision]]) });
    return reviewed(tx, scope, id);
  });
  return buildReviewView(ctx, actor, inv);
}

/** The travel orders of the invoice's supplier (legacy etravel-rental-booked), for the travel-order modal. */
export async function listTravelOrders(ctx: ReviewCtx, actor: Actor, id: number) {
  const inv = await getReview(ctx, actor, id);
  const orders = await ctx.erp.listTravelOrders(inv.vendorName);
  return { items: orders.map(({ travelOrderNo, guestName, startDate, endDate }) => ({ travelOrderNo, guestName, startDate, endDate })) };
}

/** The review as the exports write it (same access as reading it). */
export async function reviewForExport(ctx: ReviewCtx, actor: Actor, id: number): Promise<ReviewView> {
  return buildReviewView(ctx, actor, await getReview(ctx, actor, id));
}

/** The v2 freight table, paged on the server (10 per page). */
export async function listFreightLines(ctx: ReviewCtx, actor: Actor, id: number, q: { page: number; pageSize: number }) {
  const all = await invoiceFreightLines(ctx, await getReview(ctx, actor, id));
  const start = (q.page - 1) * q.pageSize;
  return { items: all.slice(start, start + q.pageSize), total: all.length, page: q.page, pageSize: q.pageSize };
}
