import { money, type InvoiceSummary } from '@faktura/domain';
import type { ErpPort } from '../../erp/port';

export type CompanyNamer = (instance: string, orgId: number) => string;

/** Company names come from the ERP (it owns organisations); one small lookup per request. */
export async function companyNamer(erp: ErpPort): Promise<CompanyNamer> {
  const organisations = await erp.listOrganizations();
  const names = new Map(organisations.map((o) => [`${o.instance}/${o.orgId}`, o.name]));
  return (instance, orgId) => names.get(`${instance}/${orgId}`) ?? `${instance} ${orgId}`;
}

type SummaryRow = Omit<InvoiceSummary, 'company' | 'createdAt'> & { createdAt: Date };

export function toInvoiceSummary(row: SummaryRow, nameOf: CompanyNamer): InvoiceSummary {
  return { ...row, company: nameOf(row.instance, row.orgId), totalAmount: money(row.totalAmount), createdAt: row.createdAt.toISOString() };
}
