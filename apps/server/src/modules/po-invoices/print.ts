import { INVOICE_MESSAGES, PO_INVOICE_MESSAGES, type Language } from '@faktura/domain';
import type { AppDeps } from '../../deps';
import { documentFileName, renderGoodsReceiptNote } from '../../documents/index';
import { badRequest, notFound } from '../../lib/errors';
import type { Printed } from '../../lib/pdf-reply';
import { loadVendorScope, type Actor } from '../auth/index';
import { documentParties, getInvoiceInScope, isPoInvoice, loadPermissions, printedLines } from '../invoices/index';
import * as repo from './repo';

/** Goods receipt note of one PO invoice: printable while it can still be changed (DRAFT or REJECTED). */
export async function printInvoiceGoodsReceipt(
  ctx: Pick<AppDeps, 'database' | 'erp'>,
  actor: Actor,
  invoiceId: number,
  now = new Date(),
  language: Language = 'en',
): Promise<Printed> {
  const { db } = ctx.database;
  const invoice = await getInvoiceInScope(db, await loadVendorScope(db, actor), invoiceId);
  if (!isPoInvoice(invoice)) throw notFound(INVOICE_MESSAGES.notFound);
  const lines = await printedLines(db, invoice.id);
  if (!lines.length) throw badRequest(PO_INVOICE_MESSAGES.noPurchaseOrder);
  if (!(await loadPermissions(db, invoice, actor.typeUser)).canPrintGoodsReceipt)
    throw badRequest(PO_INVOICE_MESSAGES.goodsReceiptNotPrintable(invoice.status));
  const batchNo = await repo.findBatchNo(db, invoice.batchId);
  const pdf = await renderGoodsReceiptNote({
    ...(await documentParties(ctx.erp, invoice)),
    invoices: [{ invoiceNo: invoice.invoiceNo, invoiceDate: invoice.invoiceDate ?? '', taxInvoiceNo: invoice.taxNo ?? '', batchNo, lines }],
    printedAt: now,
    printedBy: actor.username,
    language,
  });
  return { fileName: documentFileName('good-receipt', now), pdf };
}
