import { QUERY_ROOTS } from '../../../lib/query-keys';
import type { InvoiceSearch } from './get-invoices';

const root = QUERY_ROOTS.invoices;

/** Query keys of the invoice lists. */
export const invoiceKeys = {
  all: root,
  list: (q: InvoiceSearch) => [...root, 'list', q] as const,
};
