import { INVOICE_MESSAGES, PO_INVOICE_MESSAGES, invoiceTaxDateWarnings, lateTaxInvoiceDelivery, money, type PoInvoiceDetail } from '@faktura/domain';
import type { AppDeps } from '../../deps';
import { companyNamer } from '../../lib/company-names';
import { notFound } from '../../lib/errors';
import { loadVendorScope, type Actor } from '../auth/index';
import { listInvoiceFiles } from '../files/index';
import { findInvoiceLines, getInvoiceInScope, isPoInvoice, permissionsOf } from '../invoices/index';
import { stampDutyWarnings } from '../stamp-duty/index';
import * as repo from './repo';

/** The PO invoice summary: header, lines, files, totals, warnings and what this viewer may do. */
export async function getPoInvoice(ctx: Pick<AppDeps, 'database' | 'erp'>, actor: Actor, id: number): Promise<PoInvoiceDetail> {
  const { db } = ctx.database;
  const scope = await loadVendorScope(db, actor);
  const invoice = await getInvoiceInScope(db, scope, id);
  if (!isPoInvoice(invoice)) throw notFound(INVOICE_MESSAGES.notFound);
  const [lines, files, batchNo, nameOf, stampDuty] = await Promise.all([
    findInvoiceLines(db, id),
    listInvoiceFiles(db, id),
    repo.findBatchNo(db, invoice.batchId),
    companyNamer(ctx.erp),
    stampDutyWarnings(db, invoice),
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
      itemCode: l.itemCode,
      itemDescription: l.itemDescription,
      uom: l.uom,
      unitPrice: l.unitPrice ?? '0',
      quantity: l.quantity ?? '0',
      amount: money(l.amount),
      vatRate: l.vatRate ?? '0',
      taxAmount: money(l.taxAmount),
    })),
    attachments: files,
    totals: { dpp: money(invoice.invoiceAmount), ppn: money(invoice.taxAmount), pph: money(invoice.pphAmount), total: money(invoice.totalAmount) },
    eMeteraiSerial: invoice.eMeteraiSerial,
    warnings: [...(lateFor ? [PO_INVOICE_MESSAGES.lateTaxInvoice(lateFor)] : []), ...invoiceTaxDateWarnings(invoice), ...stampDuty],
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
