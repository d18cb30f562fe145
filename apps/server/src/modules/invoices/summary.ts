import { money, type InvoiceSummary } from '@faktura/domain';
import type { CompanyNamer } from '../../lib/company-names';

type SummaryRow = Omit<InvoiceSummary, 'company' | 'createdAt'> & { createdAt: Date };

export function toInvoiceSummary(row: SummaryRow, nameOf: CompanyNamer): InvoiceSummary {
  return { ...row, company: nameOf(row.instance, row.orgId), totalAmount: money(row.totalAmount), createdAt: row.createdAt.toISOString() };
}
