import type { FinanceLookupQuery, FindInvoicesQuery, InvoiceListQuery } from '@faktura/domain';
import { QUERY_ROOTS } from '../../../lib/query-keys';

export type FindVersion = 'v1' | 'v2';
export type FindSearch = Partial<FindInvoicesQuery> & { page: number; pageSize: number };

export type InvoiceListSearch = Partial<InvoiceListQuery> & { page: number; pageSize: number };

const root = QUERY_ROOTS.finance;

/** Query keys of the finance feature. */
export const financeKeys = {
  find: (version: string, q: FindSearch) => [...root, 'find', version, q] as const,
  invoiceNumbers: (q: object) => [...root, 'invoice-numbers', q] as const,
  lookup: (q: FinanceLookupQuery) => [...root, 'po-invoice', q] as const,
  detail: (id: number) => [...root, 'po-invoice', id] as const,
  options: (id: number) => [...root, 'options', id] as const,
  // Under the invoices root: every feature that changes an invoice refreshes the lists there.
  list: (q: InvoiceListSearch) => [...QUERY_ROOTS.invoices, 'finance-list', q] as const,
};
