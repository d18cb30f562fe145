import { money } from '@faktura/domain';
import type { DocumentCompany, DocumentSupplier, ReceiptLine } from '../../documents/index';
import type { DbOrTx } from '../../db/client';
import type { ErpPort } from '../../erp/port';
import { findInvoiceLines } from './repo';

/** The company and supplier a printed document is headed with, from the ERP (stored names as fallback). */
export async function documentParties(
  erp: ErpPort,
  row: { instance: string; orgId: number; vendorId: number; vendorName: string },
): Promise<{ company: DocumentCompany; supplier: DocumentSupplier }> {
  const [organisation, supplier] = await Promise.all([erp.getOrganization(row.instance, row.orgId), erp.getSupplier(row.instance, row.vendorId)]);
  return {
    company: { name: organisation?.name ?? `${row.instance} ${row.orgId}`, orgId: row.orgId, instance: row.instance, logoPath: organisation?.logoPath ?? null },
    supplier: { name: supplier?.name ?? row.vendorName, vendorId: row.vendorId, vendorNumber: supplier?.vendorNumber },
  };
}

/** An invoice's PO lines as the goods receipt note and the batch report print them. */
export async function printedLines(db: DbOrTx, invoiceId: number): Promise<ReceiptLine[]> {
  const lines = await findInvoiceLines(db, invoiceId);
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
