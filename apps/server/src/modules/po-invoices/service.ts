import {
  INVOICE_STATUS,
  PO_INVOICE_MESSAGES,
  computePoInvoiceTotals,
  formatTaxInvoiceNumber,
  invoiceTypeCode,
  lateTaxInvoiceDelivery,
  money,
  parseTaxInvoiceNumber,
  validatePoInvoice,
  type PoInvoiceDetail,
  type PoInvoiceForm,
  type PoInvoiceUpdate,
} from '@faktura/domain';
import type { AppDeps } from '../../deps';
import type { DbOrTx } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { recordAudit } from '../audit/index';
import type { Actor } from '../auth/index';
import { loadVendorScope, resolveVendorCompany } from '../auth/index';
import { INVOICE_NOT_FOUND, findHeldReceiptIds, getInvoiceInScope, isPoInvoice, loadPermissions, permissionsOf, type InvoiceRow } from '../invoices/index';
import { companyNamer } from '../../lib/company-names';
import { priceReceiptLines, type PricedReceipt } from './pricing';
import * as repo from './repo';

type Ctx = Pick<AppDeps, 'database' | 'erp'>;

function uniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.code === '23505' || e.cause?.code === '23505';
}

async function pphRate(ctx: Ctx, instance: string, orgId: number, code: string | null): Promise<string> {
  const codes = await ctx.erp.listTaxCodes(instance, orgId, 'PPH');
  const chosen = codes.find((c) => c.code === code) ?? codes[0];
  return chosen?.rate ?? '0';
}

/** Header values and lines of a PO invoice, computed on the server from the ERP's receipt lines. */
async function buildInvoice(ctx: Ctx, form: PoInvoiceForm, company: { instance: string; orgId: number }, priced: PricedReceipt[]) {
  const currencyCode = priced[0]?.receipt.currencyCode ?? 'IDR';
  const pph = form.includePph && form.pphValue ? { value: form.pphValue, rate: await pphRate(ctx, company.instance, company.orgId, form.pphCode) } : null;
  const totals = computePoInvoiceTotals(priced, currencyCode, pph);
  const tax = parseTaxInvoiceNumber(form.taxInvoiceNo)!;
  const header = {
    invoiceNo: form.invoiceNo.trim(),
    invoiceDate: form.invoiceDate,
    description: form.description,
    taxNo: formatTaxInvoiceNumber(tax.digits),
    taxNoDigits: tax.digits,
    taxDate: form.taxInvoiceDate,
    bankAccountId: form.bankAccountId,
    currencyCode,
    invoiceAmount: totals.dpp,
    taxAmount: totals.ppn,
    pphAmount: totals.pph,
    serviceAmount: pph ? money(pph.value) : '0.00',
    pphCode: pph ? form.pphCode : null,
    taxRate: pph ? pph.rate : null,
    totalAmount: totals.total,
    ccid: form.coaId,
  };
  const lines = priced.map((p, i) => ({
    lineNum: i + 1,
    rcvTransactionId: p.receipt.rcvTransactionId,
    poHeaderId: p.receipt.poHeaderId,
    poLineId: p.receipt.poLineId,
    poNumber: p.receipt.poNumber,
    poLineNum: p.receipt.poLineNum,
    shipmentHeaderId: p.receipt.shipmentHeaderId,
    shipmentLineId: p.receipt.shipmentLineId,
    receiptNum: p.receipt.receiptNum,
    receiptDate: p.receipt.transactionDate,
    itemCode: p.receipt.itemCode,
    uom: p.receipt.uom,
    itemDescription: p.receipt.itemDescription,
    quantity: p.quantity,
    unitPrice: p.receipt.unitPrice,
    amount: p.amount,
    vatCode: p.receipt.vatCode,
    vatRate: p.vatRate,
    taxAmount: totals.lineTaxes[i]!,
  }));
  return { header, lines };
}

/** Duplicate invoice / tax numbers per supplier, and receipt lines already billed elsewhere. */
async function checkUniqueness(tx: DbOrTx, company: { instance: string; vendorId: number }, form: PoInvoiceForm, priced: PricedReceipt[], exceptId?: number) {
  const messages: string[] = [];
  if (await repo.findInvoiceByNumber(tx, company.instance, company.vendorId, form.invoiceNo.trim(), exceptId)) {
    messages.push(PO_INVOICE_MESSAGES.duplicateInvoiceNo(form.invoiceNo.trim()));
  }
  const digits = parseTaxInvoiceNumber(form.taxInvoiceNo)!.digits;
  if (await repo.findInvoiceByTaxDigits(tx, company.instance, company.vendorId, digits, exceptId)) {
    messages.push(PO_INVOICE_MESSAGES.duplicateTaxNo(form.taxInvoiceNo.trim()));
  }
  const ids = priced.map((p) => p.receipt.rcvTransactionId);
  await repo.lockReceiptLines(tx, company.instance, ids);
  const held = new Set(await findHeldReceiptIds(tx, { instance: company.instance, rcvTransactionIds: ids, exceptInvoiceId: exceptId }));
  for (const p of priced) if (held.has(p.receipt.rcvTransactionId)) messages.push(PO_INVOICE_MESSAGES.lineNotOpen(p.receipt.poNumber, p.receipt.poLineNum));
  if (messages.length) throw badRequest(...messages);
}

export async function createPoInvoice(ctx: Ctx, actor: Actor, form: PoInvoiceForm): Promise<PoInvoiceDetail> {
  const messages = validatePoInvoice(form, 'create');
  if (messages.length) throw badRequest(...messages);
  const { db } = ctx.database;
  const company = await resolveVendorCompany(db, actor, form);
  const priced = await priceReceiptLines(
    ctx.erp,
    company,
    form.lines.map((l) => l.rcvTransactionId),
  );
  const supplier = await ctx.erp.getSupplier(company.instance, company.vendorId);
  const { header, lines } = await buildInvoice(ctx, form, company, priced);
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      await checkUniqueness(tx, company, form, priced);
      const uploads = await repo.findPendingUploads(tx, actor.userId, form.attachmentIds);
      if (uploads.length !== form.attachmentIds.length) throw badRequest(PO_INVOICE_MESSAGES.attachmentRequired);
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
      await repo.attachUploads(tx, invoiceId, form.attachmentIds);
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
  if (!isPoInvoice(invoice)) throw notFound(INVOICE_NOT_FOUND);
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
  const { header, lines } = await buildInvoice(ctx, form, company, priced);
  try {
    await db.transaction(async (tx) => {
      const locked = await getInvoiceInScope(tx, scope, id, { forUpdate: true });
      await assertEditable(tx, locked, actor);
      if (locked.revision !== form.revision) throw conflict(PO_INVOICE_MESSAGES.stale);
      await checkUniqueness(tx, company, form, priced, id);
      await repo.updateInvoice(tx, id, locked.revision, header);
      await repo.replaceLines(tx, id, lines);
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
    if (!isPoInvoice(invoice)) throw notFound(INVOICE_NOT_FOUND);
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
  const remaining = (await repo.findLines(db, id)).filter((l) => l.id !== lineId);
  const priced = remaining.map((l) => ({ amount: l.amount, vatRate: l.vatRate ?? '0' }));
  const pph = invoice.pphAmount !== '0.00' && invoice.serviceAmount ? { value: invoice.serviceAmount, rate: invoice.taxRate ?? '0' } : null;
  const totals = computePoInvoiceTotals(priced, invoice.currencyCode, pph);
  await db.transaction(async (tx) => {
    const locked = await getInvoiceInScope(tx, scope, id, { forUpdate: true });
    await assertEditable(tx, locked, actor);
    if (!(await repo.deleteLine(tx, id, lineId))) throw notFound('Invoice line not found');
    await repo.updateInvoice(tx, id, locked.revision, { invoiceAmount: totals.dpp, taxAmount: totals.ppn, pphAmount: totals.pph, totalAmount: totals.total });
    await recordAudit(tx, { actorUserId: actor.userId, entity: 'invoice', entityId: String(id), action: 'REMOVE_LINE', data: { lineId } });
  });
  return getPoInvoice(ctx, actor, id);
}

export async function getPoInvoice(ctx: Ctx, actor: Actor, id: number): Promise<PoInvoiceDetail> {
  const { db } = ctx.database;
  const scope = await loadVendorScope(db, actor);
  const invoice = await getInvoiceInScope(db, scope, id);
  if (!isPoInvoice(invoice)) throw notFound(INVOICE_NOT_FOUND);
  const [lines, files, batchNo, nameOf] = await Promise.all([
    repo.findLines(db, id),
    repo.findAttachments(db, id),
    repo.findBatchNo(db, invoice.batchId),
    companyNamer(ctx.erp),
  ]);
  const can = permissionsOf(invoice, { fileCount: files.length, lineCount: lines.length }, actor.typeUser);
  const lateFor = lateTaxInvoiceDelivery(
    invoice.taxDate,
    lines.map((l) => l.receiptDate),
  );
  return {
    id: invoice.id,
    invoiceNo: invoice.invoiceNo,
    invoiceDate: invoice.invoiceDate,
    description: invoice.description,
    taxInvoiceNo: invoice.taxNo,
    taxInvoiceDate: invoice.taxDate,
    status: invoice.status,
    reason: invoice.reason,
    revision: invoice.revision,
    orgId: invoice.orgId,
    instance: invoice.instance,
    company: nameOf(invoice.instance, invoice.orgId),
    vendorId: invoice.vendorId,
    vendorName: invoice.vendorName,
    currencyCode: invoice.currencyCode,
    bankAccountId: invoice.bankAccountId,
    includePph: invoice.pphCode !== null,
    pphValue: invoice.pphCode !== null ? money(invoice.serviceAmount) : null,
    pphCode: invoice.pphCode,
    taxRate: invoice.taxRate,
    coaId: invoice.ccid,
    batchId: invoice.batchId,
    batchNo,
    lines: lines.map((l) => ({
      id: l.id,
      lineNum: l.lineNum,
      rcvTransactionId: l.rcvTransactionId ?? 0,
      poNumber: l.poNumber ?? '',
      poLineNum: l.poLineNum ?? 0,
      receiptNum: l.receiptNum,
      receiptDate: l.receiptDate,
      itemDescription: l.itemDescription,
      uom: l.uom,
      unitPrice: l.unitPrice ?? '0',
      quantity: l.quantity ?? '0',
      amount: money(l.amount),
      vatRate: l.vatRate ?? '0',
      taxAmount: money(l.taxAmount),
    })),
    attachments: files.map((f) => ({ id: f.id, filename: f.originalName, size: f.size, uploadedAt: f.createdAt.toISOString() })),
    totals: { dpp: money(invoice.invoiceAmount), ppn: money(invoice.taxAmount), pph: money(invoice.pphAmount), total: money(invoice.totalAmount) },
    warnings: lateFor ? [PO_INVOICE_MESSAGES.lateTaxInvoice(lateFor)] : [],
    permissions: {
      canEdit: can.canEdit,
      canDelete: can.canDelete,
      canUpload: can.canUpload,
      canDeleteAttachment: can.canDeleteAttachment,
      canPrintGoodsReceipt: can.canPrintGoodsReceipt,
      canAddToBatch: can.canAddToBatch,
    },
  };
}
