import { money, type InvoiceSummary } from '@faktura/domain';
import type { CompanyNamer } from '../../lib/company-names';

type SummaryRow = Omit<InvoiceSummary, 'company' | 'createdAt'> & { createdAt: Date; termId?: number | null };

export function toInvoiceSummary({ termId, ...row }: SummaryRow, nameOf: CompanyNamer): InvoiceSummary {
  void termId; // the list's own input (expected pay date), not part of the summary
  return { ...row, company: nameOf(row.instance, row.orgId), totalAmount: money(row.totalAmount), createdAt: row.createdAt.toISOString() };
}
