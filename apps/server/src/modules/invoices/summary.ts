import { money, type InvoiceSummary } from '@faktura/domain';
import type { CompanyNamer } from '../../lib/company-names';

type SummaryRow = Omit<InvoiceSummary, 'company' | 'createdAt' | 'payment' | 'expectedPayment'> & { createdAt: Date; termId?: number | null };

/**
 * A list row as the screens get it. Written field by field (no rest and spread of the row): every
 * invoice list and dashboard maps its rows through here, and copying by spread cost a few
 * microseconds a row. The row's termId is the list's own input (expected pay date), not shown.
 */
export function toInvoiceSummary(row: SummaryRow, nameOf: CompanyNamer, fromErp?: Pick<InvoiceSummary, 'payment' | 'expectedPayment'>): InvoiceSummary {
  return {
    id: row.id,
    invoiceNo: row.invoiceNo,
    invoiceDate: row.invoiceDate,
    invoiceType: row.invoiceType,
    status: row.status,
    vendorId: row.vendorId,
    vendorName: row.vendorName,
    orgId: row.orgId,
    instance: row.instance,
    company: nameOf(row.instance, row.orgId),
    batchId: row.batchId,
    batchNo: row.batchNo,
    currencyCode: row.currencyCode,
    totalAmount: money(row.totalAmount),
    createdAt: row.createdAt.toISOString(),
    // The lists that ask the ERP (paid, expected pay date); the dashboard does not.
    ...(fromErp && { payment: fromErp.payment, expectedPayment: fromErp.expectedPayment }),
  };
}
