import { BATCH_MESSAGES, money, type Language } from '@faktura/domain';
import type { AppDeps } from '../../deps';
import { documentFileName, renderBatchRecap, renderBatchReport, renderGoodsReceiptNote } from '../../documents/index';
import { badRequest, notFound } from '../../lib/errors';
import type { Printed } from '../../lib/pdf-reply';
import { loadVendorScope, type Actor } from '../auth/index';
import { documentParties, printedLines, type InvoiceRow } from '../invoices/index';
import * as repo from './repo';

type Ctx = Pick<AppDeps, 'database' | 'erp'>;

async function loadBatch(ctx: Ctx, actor: Actor, batchId: number) {
  const { db } = ctx.database;
  if (!batchId) throw badRequest(BATCH_MESSAGES.selectBatchNumber);
  const batch = await repo.getBatchInScope(db, await loadVendorScope(db, actor), batchId);
  if (!batch) throw notFound(BATCH_MESSAGES.notFound);
  const invoices = await repo.batchInvoices(db, batch.id);
  return { batch, invoices, ...(await documentParties(ctx.erp, batch)) };
}

/** How every batch document names an invoice. */
const invoiceHeading = (i: Pick<InvoiceRow, 'invoiceNo' | 'invoiceDate' | 'taxNo'>) => ({
  invoiceNo: i.invoiceNo,
  invoiceDate: i.invoiceDate ?? '',
  taxInvoiceNo: i.taxNo ?? '',
});

const batchHeader = (batch: repo.BatchRow) => ({
  batchNo: batch.batchNo,
  status: batch.status,
  submittedAt: batch.submittedAt?.toISOString() ?? null,
  total: money(batch.amount),
});

/** "Print Penerimaan Barang": one goods receipt note covering every invoice of a batch. */
export async function printBatchGoodsReceipt(ctx: Ctx, actor: Actor, batchId: number, now = new Date(), language: Language = 'en'): Promise<Printed> {
  const { batch, invoices, company, supplier } = await loadBatch(ctx, actor, batchId);
  const sections = await Promise.all(
    invoices.map(async (i) => ({
      ...invoiceHeading(i),
      batchNo: batch.batchNo,
      lines: await printedLines(ctx.database.db, i.id),
    })),
  );
  const pdf = await renderGoodsReceiptNote({ company, supplier, invoices: sections, printedAt: now, printedBy: actor.username, language });
  return { fileName: documentFileName('good-receipt', now), pdf };
}

/** Batch recap with a barcode for the batch and for each invoice. */
export async function printBatchRecap(ctx: Ctx, actor: Actor, batchId: number, now = new Date(), language: Language = 'en'): Promise<Printed> {
  const { batch, invoices, company, supplier } = await loadBatch(ctx, actor, batchId);
  const pdf = await renderBatchRecap({
    company,
    supplier,
    batch: batchHeader(batch),
    invoices: invoices.map((i) => ({
      ...invoiceHeading(i),
      taxInvoiceDate: i.taxDate,
      description: i.description,
      amount: money(i.totalAmount),
    })),
    printedAt: now,
    printedBy: actor.username,
    language,
  });
  return { fileName: documentFileName('batch-recap', now), pdf };
}

/** The server-generated batch report: each invoice with its PO lines and totals. */
export async function printBatchReport(ctx: Ctx, actor: Actor, batchId: number, now = new Date(), language: Language = 'en'): Promise<Printed> {
  const { batch, invoices, company, supplier } = await loadBatch(ctx, actor, batchId);
  const sections = await Promise.all(
    invoices.map(async (i) => ({
      ...invoiceHeading(i),
      taxInvoiceDate: i.taxDate,
      description: i.description,
      lines: await printedLines(ctx.database.db, i.id),
      totals: { dpp: money(i.invoiceAmount), ppn: money(i.taxAmount), pph: money(i.pphAmount), total: money(i.totalAmount) },
    })),
  );
  const pdf = await renderBatchReport({
    company,
    supplier,
    batch: batchHeader(batch),
    invoices: sections,
    printedAt: now,
    printedBy: actor.username,
    language,
  });
  return { fileName: documentFileName('batch-report', now), pdf };
}

/**
 * The documents a submitted batch puts in its drive folder. The upload runs after the submission,
 * with no caller: it reads the batch as finance would (every supplier) and signs the prints so.
 */
export async function batchDocumentsForDrive(ctx: Ctx, batchId: number, now = new Date()): Promise<{ goodsReceipt: Buffer; recap: Buffer }> {
  const uploader: Actor = {
    sessionId: 0,
    userId: 0,
    username: 'drive upload',
    typeUser: 'ORACLE',
    role: '',
    description: '',
    vendorId: null,
    defaultOrgId: null,
    defaultInstance: null,
    company: null,
  };
  const goodsReceipt = await printBatchGoodsReceipt(ctx, uploader, batchId, now);
  const recap = await printBatchRecap(ctx, uploader, batchId, now);
  return { goodsReceipt: goodsReceipt.pdf, recap: recap.pdf };
}
