import {
  INVOICE_MESSAGES,
  INVOICE_STATUS,
  NON_PO_MESSAGES,
  UPLOAD_MESSAGES,
  invoiceTypeCode,
  validateNonPoInvoice,
  validateProxyInvoice,
  type NonPoInvoiceDetail,
  type NonPoInvoiceForm,
  type NonPoInvoiceUpdate,
  TAX_NUMBER_MESSAGES,
} from '@faktura/domain';
import type { AppDeps } from '../../deps';
import type { DbOrTx } from '../../db/client';
import { badRequest, staleRevision, notFound } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/unique-violation';
import { recordAudit } from '../audit/index';
import { recordLikelyDuplicates } from '../duplicates/index';
import { loadVendorScope, type Actor } from '../auth/index';
import { claimPendingUploads, listInvoiceFiles } from '../files/index';
import { fakturUsedByOtherSupplier, getInvoiceInScope, loadPermissions, transitionInvoices, type InvoiceRow } from '../invoices/index';
import { resolveNonPoCompany } from '../non-po-options/index';
import { buildNonPoInvoice } from './build';
import { getNonPoInvoice, nonPoKindOf } from './detail';
import { checkReferences } from './references';
import * as repo from './repo';

type Ctx = Pick<AppDeps, 'database' | 'erp'>;

/** A supplier enters its own non-PO invoice; a PIC enters a proxy invoice for a supplier mapped to it. */
const kindEnteredBy = (actor: Actor) => (actor.typeUser === 'PIC' ? 'PROXY' : 'NON_PO');

function validate(kind: 'NON_PO' | 'PROXY', form: NonPoInvoiceForm, options: Parameters<typeof validateNonPoInvoice>[1]) {
  const messages = kind === 'PROXY' ? validateProxyInvoice(form, options) : validateNonPoInvoice(form, options);
  if (messages.length) throw badRequest(...messages);
}

/** The invoice number is unique per supplier (a unique index): a clash is the supplier's message, not a 500. */
async function savingNumber<T>(invoiceNo: string, save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest(NON_PO_MESSAGES.duplicateInvoiceNo(invoiceNo.trim()));
    throw error;
  }
}

/** A faktur's VAT is credited once: its number may not be on another supplier's invoice (a number the invoice already had is kept). */
async function refuseFakturOfOtherSupplier(tx: DbOrTx, digits: string | null | undefined, typed: string, vendorId: number, kept?: string | null) {
  if (digits && (await fakturUsedByOtherSupplier(tx, digits, vendorId, kept))) throw badRequest(TAX_NUMBER_MESSAGES.usedByOtherSupplier(typed.trim()));
}

/** Save on the create screen: a DRAFT with its lines, reimbursement lines and the uploads made on the form. */
export async function createNonPoInvoice(ctx: Ctx, actor: Actor, form: NonPoInvoiceForm): Promise<NonPoInvoiceDetail> {
  const kind = kindEnteredBy(actor);
  validate(kind, form, { mode: 'create' });
  const { db } = ctx.database;
  const company = await resolveNonPoCompany(db, actor, form);
  const [supplier, refs] = await Promise.all([ctx.erp.getSupplier(company.instance, company.vendorId), checkReferences(ctx, company, form)]);
  const { header, lines, reimbursements } = buildNonPoInvoice(form, refs);
  const id = await savingNumber(form.invoiceNo, () =>
    db.transaction(async (tx) => {
      await refuseFakturOfOtherSupplier(tx, header.taxNoDigits, form.taxNo, company.vendorId);
      const invoiceId = await repo.insertInvoice(tx, {
        ...header,
        ...company,
        status: INVOICE_STATUS.DRAFT,
        invoiceType: invoiceTypeCode(kind),
        vendorName: supplier?.name ?? '',
        createdBy: actor.userId,
      });
      await repo.replaceContents(tx, invoiceId, lines, reimbursements);
      if (!(await claimPendingUploads(tx, actor.userId, invoiceId, form.attachmentIds))) throw badRequest(NON_PO_MESSAGES.attachmentRequired);
      await recordLikelyDuplicates(tx, invoiceId);
      await recordAudit(tx, { actorUserId: actor.userId, entity: 'invoice', entityId: String(invoiceId), action: 'CREATE', toStatus: INVOICE_STATUS.DRAFT });
      return invoiceId;
    }),
  );
  return getNonPoInvoice(ctx, actor, id);
}

/** The invoice in the actor's scope, locked when asked, refused unless its viewer may edit (or delete) it. */
async function loadChangeable(db: DbOrTx, actor: Actor, id: number, need: 'canEdit' | 'canDelete', forUpdate = false) {
  const invoice = await getInvoiceInScope(db, await loadVendorScope(db, actor), id, { forUpdate });
  const kind = nonPoKindOf(invoice);
  const can = await loadPermissions(db, invoice, actor.typeUser);
  if (!can[need]) throw badRequest(need === 'canEdit' ? NON_PO_MESSAGES.notEditable(invoice.status) : NON_PO_MESSAGES.notDeletable(invoice.status));
  return { invoice, kind };
}

const audit = (tx: DbOrTx, actor: Actor, invoice: InvoiceRow, action: string, data?: Record<string, unknown>) =>
  recordAudit(tx, {
    actorUserId: actor.userId,
    entity: 'invoice',
    entityId: String(invoice.id),
    action,
    fromStatus: invoice.status,
    toStatus: invoice.status,
    data,
  });

/** Save on the edit screen (DRAFT or REJECTED; the status is kept): a stale revision is a 409. */
export async function updateNonPoInvoice(ctx: Ctx, actor: Actor, id: number, form: NonPoInvoiceUpdate): Promise<NonPoInvoiceDetail> {
  const { db } = ctx.database;
  const { invoice, kind } = await loadChangeable(db, actor, id, 'canEdit');
  const stored = { ...form, orgId: invoice.orgId, instance: invoice.instance, vendorId: invoice.vendorId };
  validate(kind, stored, { mode: 'update', existingAttachments: (await listInvoiceFiles(db, id)).length });
  const company = { instance: invoice.instance, orgId: invoice.orgId, vendorId: invoice.vendorId };
  const { header, lines, reimbursements } = buildNonPoInvoice(stored, await checkReferences(ctx, company, stored));
  await savingNumber(form.invoiceNo, () =>
    db.transaction(async (tx) => {
      const locked = await loadChangeable(tx, actor, id, 'canEdit', true);
      if (locked.invoice.revision !== form.revision) throw staleRevision(NON_PO_MESSAGES.stale);
      await refuseFakturOfOtherSupplier(tx, header.taxNoDigits, form.taxNo, invoice.vendorId, locked.invoice.taxNoDigits);
      if (!(await repo.updateInvoice(tx, id, form.revision, header))) throw staleRevision(NON_PO_MESSAGES.stale);
      await repo.replaceContents(tx, id, lines, reimbursements);
      if (!(await claimPendingUploads(tx, actor.userId, id, form.attachmentIds))) throw badRequest(UPLOAD_MESSAGES.fileNotFound);
      await recordLikelyDuplicates(tx, id);
      await audit(tx, actor, locked.invoice, 'UPDATE');
    }),
  );
  return getNonPoInvoice(ctx, actor, id);
}

/** Delete (DRAFT only, after "Confirm to delete?"): lines, reimbursement lines and files go with it. */
export async function deleteNonPoInvoice(ctx: Ctx, actor: Actor, id: number): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    const { invoice } = await loadChangeable(tx, actor, id, 'canDelete', true);
    await recordAudit(tx, {
      actorUserId: actor.userId,
      entity: 'invoice',
      entityId: String(id),
      action: 'DELETE',
      fromStatus: invoice.status,
      data: { invoiceNo: invoice.invoiceNo },
    });
    await repo.deleteInvoice(tx, id);
  });
}

/**
 * The author's life-cycle moves from its own screen, each through `transitionInvoices`:
 * SEND_TO_RECOMMENDER (the PIC's proxy invoice, saved first by the screen; it needs bank account,
 * payment method, term and charge of account on the stored invoice) and RESUBMIT (a REJECTED
 * invoice its author corrected goes back to OPEN). The revision the user saw makes a second click
 * a 409, never a second move.
 */
export async function moveNonPoInvoice(
  ctx: Ctx,
  actor: Actor,
  id: number,
  revision: number,
  action: 'SEND_TO_RECOMMENDER' | 'RESUBMIT',
): Promise<NonPoInvoiceDetail> {
  const { db } = ctx.database;
  const scope = await loadVendorScope(db, actor);
  await db.transaction(async (tx) => {
    const invoice = await getInvoiceInScope(tx, scope, id);
    const kind = nonPoKindOf(invoice);
    // A supplier's non-PO invoice goes to the recommender from the PIC's review, once verified.
    if (action === 'SEND_TO_RECOMMENDER' && kind !== 'PROXY') throw notFound(INVOICE_MESSAGES.notFound);
    await transitionInvoices(tx, {
      actor,
      action,
      invoiceIds: [id],
      revisions: new Map([[id, revision]]),
      facts: { bankAccountId: invoice.bankAccountId, paymentMethod: invoice.paymentMethod, termId: invoice.termId, chargeAccountId: invoice.ccid },
    });
  });
  return getNonPoInvoice(ctx, actor, id);
}
