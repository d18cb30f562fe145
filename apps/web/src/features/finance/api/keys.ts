import type { FinanceLookupQuery } from '@faktura/domain';
import { QUERY_ROOTS } from '../../../lib/query-keys';
import type { FindSearch } from './find-invoices';
import type { InvoiceListSearch } from './get-invoice-list';

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
