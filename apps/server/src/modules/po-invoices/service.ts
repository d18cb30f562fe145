import {
  INTAKE_MESSAGES,
  INVOICE_MESSAGES,
  INVOICE_STATUS,
  PO_INVOICE_MESSAGES,
  computePoInvoiceTotals,
  invoiceTypeCode,
  parseTaxInvoiceNumber,
  validatePoInvoice,
  type PoInvoiceCreate,
  type PoInvoiceDetail,
  type PoInvoiceForm,
  type PoInvoiceUpdate,
  TAX_NUMBER_MESSAGES,
} from '@faktura/domain';
import type { AppDeps } from '../../deps';
import type { DbOrTx } from '../../db/client';
import { badRequest, staleRevision, notFound } from '../../lib/errors';
import { recordAudit } from '../audit/index';
import { recordLikelyDuplicates } from '../duplicates/index';
import { loadVendorScope, resolveVendorCompany, type Actor } from '../auth/index';
import { claimPendingUploads } from '../files/index';
import { recordIntake, rereadIntake } from '../invoice-intake/index';
import type { FileStorage } from '../../storage/index';
import {
  fakturUsedByOtherSupplier,
  findHeldReceiptIds,
  findInvoiceLines,
  getInvoiceInScope,
  isPoInvoice,
  loadPermissions,
  type InvoiceRow,
} from '../invoices/index';
import { buildInvoice } from './build';
import { getPoInvoice } from './detail';
import { priceReceiptLines, type PricedReceipt } from './pricing';
import { checkReferences } from './references';
import * as repo from './repo';

type Ctx = Pick<AppDeps, 'database' | 'erp'>;
/** Create may re-read an e-invoice file from storage. */
type CreateCtx = Ctx & { store: FileStorage };

function uniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.code === '23505' || e.cause?.code === '23505';
}

/** Duplicate invoice / tax numbers per supplier, and receipt lines already billed elsewhere. */
async function checkUniqueness(
  tx: DbOrTx,
  company: { instance: string; vendorId: number },
  form: PoInvoiceForm,
  priced: PricedReceipt[],
  saved?: { id: number; taxNoDigits: string | null },
) {
  const exceptId = saved?.id;
  const messages: string[] = [];
  if (await repo.findInvoiceByNumber(tx, company.instance, company.vendorId, form.invoiceNo.trim(), exceptId)) {
    messages.push(PO_INVOICE_MESSAGES.duplicateInvoiceNo(form.invoiceNo.trim()));
  }
  const digits = parseTaxInvoiceNumber(form.taxInvoiceNo)!.digits;
  if (await repo.findInvoiceByTaxDigits(tx, company.instance, company.vendorId, digits, exceptId)) {
    messages.push(PO_INVOICE_MESSAGES.duplicateTaxNo(form.taxInvoiceNo.trim()));
  } else if (await fakturUsedByOtherSupplier(tx, digits, company.vendorId, saved?.taxNoDigits)) {
    messages.push(TAX_NUMBER_MESSAGES.usedByOtherSupplier(form.taxInvoiceNo.trim()));
  }
  const ids = priced.map((p) => p.receipt.rcvTransactionId);
  await repo.lockReceiptLines(tx, company.instance, ids);
  const held = new Set(await findHeldReceiptIds(tx, { instance: company.instance, rcvTransactionIds: ids, exceptInvoiceId: exceptId }));
  for (const p of priced) if (held.has(p.receipt.rcvTransactionId)) messages.push(PO_INVOICE_MESSAGES.lineNotOpen(p.receipt.poNumber, p.receipt.poLineNum));
  if (messages.length) throw badRequest(...messages);
}

/**
 * The intake record of an invoice saved from an e-invoice file: that file must be one of its
 * attachments, and is read again here from storage (what the client says it held is not used).
 */
async function intakeOf(ctx: CreateCtx, actor: Actor, form: PoInvoiceCreate, company: { instance: string; orgId: number; vendorId: number }) {
  if (form.intakeAttachmentId === null) return null;
  if (!form.attachmentIds.includes(form.intakeAttachmentId)) throw badRequest(INTAKE_MESSAGES.intakeNotAttached);
  return rereadIntake(ctx, actor, form.intakeAttachmentId, company);
}

export async function createPoInvoice(ctx: CreateCtx, actor: Actor, form: PoInvoiceCreate): Promise<PoInvoiceDetail> {
  const messages = validatePoInvoice(form, 'create');
  if (messages.length) throw badRequest(...messages);
  const { db } = ctx.database;
  const company = await resolveVendorCompany(db, actor, form);
  const priced = await priceReceiptLines(
    ctx.erp,
    company,
    form.lines.map((l) => l.rcvTransactionId),
  );
  const [supplier, { pph }] = await Promise.all([
    ctx.erp.getSupplier(company.instance, company.vendorId),
    checkReferences({ db, erp: ctx.erp }, company, form),
  ]);
  const intake = await intakeOf(ctx, actor, form, company);
  const { header, lines } = buildInvoice(form, pph, priced);
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      await checkUniqueness(tx, company, form, priced);
      const invoiceId = await repo.insertInvoice(tx, {
        ...header,
        status: INVOICE_STATUS.DRAFT,
        invoiceType: invoiceTypeCode('PO'),
        vendorId: company.vendorId,
        vendorName: supplier?.name ?? '',
        orgId: company.orgId,
        instance: company.instance,
        createdBy: actor.userId,
      });
      await repo.replaceLines(tx, invoiceId, lines);
      if (!(await claimPendingUploads(tx, actor.userId, invoiceId, form.attachmentIds))) throw badRequest(PO_INVOICE_MESSAGES.attachmentRequired);
      if (intake) await recordIntake(tx, intake(invoiceId));
      await recordLikelyDuplicates(tx, invoiceId);
      await recordAudit(tx, { actorUserId: actor.userId, entity: 'invoice', entityId: String(invoiceId), action: 'CREATE', toStatus: INVOICE_STATUS.DRAFT });
      return invoiceId;
    });
  } catch (error) {
    if (uniqueViolation(error)) throw badRequest(PO_INVOICE_MESSAGES.duplicateInvoiceNo(form.invoiceNo.trim()));
    throw error;
  }
  return getPoInvoice(ctx, actor, id);
}

/** Another kind of invoice is not found here; a PO invoice its viewer may not edit is refused with its status. */
async function assertEditable(db: DbOrTx, invoice: InvoiceRow, actor: Actor) {
  if (!isPoInvoice(invoice)) throw notFound(INVOICE_MESSAGES.notFound);
  if (!(await loadPermissions(db, invoice, actor.typeUser)).canEdit) throw badRequest(PO_INVOICE_MESSAGES.notEditable(invoice.status));
}

/** Update keeps the status (a REJECTED invoice stays REJECTED until resubmitted). */
export async function updatePoInvoice(ctx: Ctx, actor: Actor, id: number, form: PoInvoiceUpdate): Promise<PoInvoiceDetail> {
  const { db } = ctx.database;
  const scope = await loadVendorScope(db, actor);
  const current = await getInvoiceInScope(db, scope, id);
  await assertEditable(db, current, actor);
  const messages = validatePoInvoice({ ...form, orgId: current.orgId, instance: current.instance }, 'update');
  if (messages.length) throw badRequest(...messages);
  const company = { instance: current.instance, orgId: current.orgId, vendorId: current.vendorId };
  const priced = await priceReceiptLines(
    ctx.erp,
    company,
    form.lines.map((l) => l.rcvTransactionId),
  );
  const { pph } = await checkReferences({ db, erp: ctx.erp }, company, form);
  const { header, lines } = buildInvoice(form, pph, priced);
  try {
    await db.transaction(async (tx) => {
      const locked = await getInvoiceInScope(tx, scope, id, { forUpdate: true });
      await assertEditable(tx, locked, actor);
      if (locked.revision !== form.revision) throw staleRevision(PO_INVOICE_MESSAGES.stale);
      await checkUniqueness(tx, company, form, priced, locked);
      await repo.updateInvoice(tx, id, locked.revision, header);
      await repo.replaceLines(tx, id, lines);
      await recordLikelyDuplicates(tx, id);
      await recordAudit(tx, {
        actorUserId: actor.userId,
        entity: 'invoice',
        entityId: String(id),
        action: 'UPDATE',
        fromStatus: locked.status,
        toStatus: locked.status,
      });
    });
  } catch (error) {
    if (uniqueViolation(error)) throw badRequest(PO_INVOICE_MESSAGES.duplicateInvoiceNo(form.invoiceNo.trim()));
    throw error;
  }
  return getPoInvoice(ctx, actor, id);
}

export async function deletePoInvoice(ctx: Ctx, actor: Actor, id: number): Promise<void> {
  const { db } = ctx.database;
  const scope = await loadVendorScope(db, actor);
  await db.transaction(async (tx) => {
    const invoice = await getInvoiceInScope(tx, scope, id, { forUpdate: true });
    if (!isPoInvoice(invoice)) throw notFound(INVOICE_MESSAGES.notFound);
    if (!(await loadPermissions(tx, invoice, actor.typeUser)).canDelete) throw badRequest(PO_INVOICE_MESSAGES.notDeletable(invoice.status));
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

/** "Remove PO from Invoice": drops one line and recomputes the totals from what remains. */
export async function removePoInvoiceLine(ctx: Ctx, actor: Actor, id: number, lineId: number): Promise<PoInvoiceDetail> {
  const { db } = ctx.database;
  const scope = await loadVendorScope(db, actor);
  const invoice = await getInvoiceInScope(db, scope, id);
  await assertEditable(db, invoice, actor);
  const remaining = (await findInvoiceLines(db, id)).filter((l) => l.id !== lineId);
  const priced = remaining.map((l) => ({ amount: l.amount, vatRate: l.vatRate ?? '0' }));
  const pph = invoice.pphAmount !== '0.00' && invoice.serviceAmount ? { value: invoice.serviceAmount, rate: invoice.taxRate ?? '0' } : null;
  const totals = computePoInvoiceTotals(priced, invoice.currencyCode, pph);
  await db.transaction(async (tx) => {
    const locked = await getInvoiceInScope(tx, scope, id, { forUpdate: true });
    await assertEditable(tx, locked, actor);
    if (!(await repo.deleteLine(tx, id, lineId))) throw notFound(INVOICE_MESSAGES.lineNotFound);
    await repo.updateInvoice(tx, id, locked.revision, { invoiceAmount: totals.dpp, taxAmount: totals.ppn, pphAmount: totals.pph, totalAmount: totals.total });
    await recordAudit(tx, { actorUserId: actor.userId, entity: 'invoice', entityId: String(id), action: 'REMOVE_LINE', data: { lineId } });
  });
  return getPoInvoice(ctx, actor, id);
}
