import { BATCH_MESSAGES, PO_INVOICE_MESSAGES, money } from '@faktura/domain';
import type { AppDeps } from '../../deps';
import {
  documentFileName,
  renderBatchRecap,
  renderBatchReport,
  renderGoodsReceiptNote,
  type DocumentCompany,
  type DocumentSupplier,
  type ReceiptLine,
} from '../../documents/index';
import { badRequest, notFound } from '../../lib/errors';
import type { Actor } from '../auth/index';
import { loadVendorScope } from '../auth/index';
import { INVOICE_NOT_FOUND, getInvoiceInScope, isPoInvoice, loadPermissions, type InvoiceRow } from '../invoices/index';
import * as batchRepo from '../batches/index';
import { findBatchNo, findLines } from '../po-invoices/index';

type Ctx = Pick<AppDeps, 'database' | 'erp'>;
export type Printed = { fileName: string; pdf: Buffer };

async function parties(
  ctx: Ctx,
  row: { instance: string; orgId: number; vendorId: number; vendorName: string },
): Promise<{ company: DocumentCompany; supplier: DocumentSupplier }> {
  const [organisation, supplier] = await Promise.all([ctx.erp.getOrganization(row.instance, row.orgId), ctx.erp.getSupplier(row.instance, row.vendorId)]);
  return {
    company: { name: organisation?.name ?? `${row.instance} ${row.orgId}`, orgId: row.orgId, instance: row.instance, logoPath: organisation?.logoPath ?? null },
    supplier: { name: supplier?.name ?? row.vendorName, vendorId: row.vendorId, vendorNumber: supplier?.vendorNumber },
  };
}

async function receiptLines(ctx: Ctx, invoiceId: number): Promise<ReceiptLine[]> {
  const lines = await findLines(ctx.database.db, invoiceId);
  return lines.map((l) => ({
    poNumber: l.poNumber ?? '',
    poLineNum: l.poLineNum ?? '',
    receiptNum: l.receiptNum ?? '',
    receiptDate: l.receiptDate ?? '',
    itemCode: l.itemCode ?? '',
    itemDescription: l.itemDescription,
    uom: l.uom ?? '',
    quantity: l.quantity ?? '0',
    unitPrice: l.unitPrice ?? '0',
    amount: money(l.amount),
  }));
}

const totalsOf = (i: InvoiceRow) => ({ dpp: money(i.invoiceAmount), ppn: money(i.taxAmount), pph: money(i.pphAmount), total: money(i.totalAmount) });

/** Goods receipt note of one PO invoice: printable while it can still be changed (spec screen 5). */
export async function printInvoiceGoodsReceipt(ctx: Ctx, actor: Actor, invoiceId: number, now = new Date()): Promise<Printed> {
  const { db } = ctx.database;
  const invoice = await getInvoiceInScope(db, await loadVendorScope(db, actor), invoiceId);
  if (!isPoInvoice(invoice)) throw notFound(INVOICE_NOT_FOUND);
  const lines = await receiptLines(ctx, invoice.id);
  if (!lines.length) throw badRequest(PO_INVOICE_MESSAGES.noPurchaseOrder);
  if (!(await loadPermissions(db, invoice, actor.typeUser)).canPrintGoodsReceipt)
    throw badRequest(`The goods receipt note of an invoice in status ${invoice.status} cannot be printed here; print it from its batch`);
  const batchNo = await findBatchNo(db, invoice.batchId);
  const pdf = await renderGoodsReceiptNote({
    ...(await parties(ctx, invoice)),
    invoices: [{ invoiceNo: invoice.invoiceNo, invoiceDate: invoice.invoiceDate ?? '', taxInvoiceNo: invoice.taxNo ?? '', batchNo, lines }],
    printedAt: now,
    printedBy: actor.username,
  });
  return { fileName: documentFileName('good-receipt', now), pdf };
}

async function loadBatch(ctx: Ctx, actor: Actor, batchId: number) {
  const { db } = ctx.database;
  if (!batchId) throw badRequest(BATCH_MESSAGES.selectBatchNumber);
  const batch = await batchRepo.getBatchInScope(db, await loadVendorScope(db, actor), batchId);
  if (!batch) throw notFound('Batch not found');
  const invoices = await batchRepo.batchInvoices(db, batch.id);
  return { batch, invoices, ...(await parties(ctx, batch)) };
}

const batchHeader = (batch: batchRepo.BatchRow) => ({
  batchNo: batch.batchNo,
  status: batch.status,
  submittedAt: batch.submittedAt?.toISOString() ?? null,
  total: money(batch.amount),
});

/** "Print Penerimaan Barang": one goods receipt note covering every invoice of a batch. */
export async function printBatchGoodsReceipt(ctx: Ctx, actor: Actor, batchId: number, now = new Date()): Promise<Printed> {
  const { batch, invoices, company, supplier } = await loadBatch(ctx, actor, batchId);
  const sections = await Promise.all(
    invoices.map(async (i) => ({
      invoiceNo: i.invoiceNo,
      invoiceDate: i.invoiceDate ?? '',
      taxInvoiceNo: i.taxNo ?? '',
      batchNo: batch.batchNo,
      lines: await receiptLines(ctx, i.id),
    })),
  );
  const pdf = await renderGoodsReceiptNote({ company, supplier, invoices: sections, printedAt: now, printedBy: actor.username });
  return { fileName: documentFileName('good-receipt', now), pdf };
}

/** Batch recap with a barcode for the batch and for each invoice. */
export async function printBatchRecap(ctx: Ctx, actor: Actor, batchId: number, now = new Date()): Promise<Printed> {
  const { batch, invoices, company, supplier } = await loadBatch(ctx, actor, batchId);
  const pdf = await renderBatchRecap({
    company,
    supplier,
    batch: batchHeader(batch),
    invoices: invoices.map((i) => ({
      invoiceNo: i.invoiceNo,
      invoiceDate: i.invoiceDate ?? '',
      taxInvoiceNo: i.taxNo ?? '',
      taxInvoiceDate: i.taxDate,
      description: i.description,
      amount: money(i.totalAmount),
    })),
    printedAt: now,
    printedBy: actor.username,
  });
  return { fileName: documentFileName('batch-recap', now), pdf };
}

/** The server-generated batch report: each invoice with its PO lines and totals. */
export async function printBatchReport(ctx: Ctx, actor: Actor, batchId: number, now = new Date()): Promise<Printed> {
  const { batch, invoices, company, supplier } = await loadBatch(ctx, actor, batchId);
  const sections = await Promise.all(
    invoices.map(async (i) => ({
      invoiceNo: i.invoiceNo,
      invoiceDate: i.invoiceDate ?? '',
      taxInvoiceNo: i.taxNo ?? '',
      taxInvoiceDate: i.taxDate,
      description: i.description,
      lines: await receiptLines(ctx, i.id),
      totals: totalsOf(i),
    })),
  );
  const pdf = await renderBatchReport({ company, supplier, batch: batchHeader(batch), invoices: sections, printedAt: now, printedBy: actor.username });
  return { fileName: documentFileName('batch-report', now), pdf };
}
