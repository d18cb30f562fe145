import type { InvoiceListQuery } from '@faktura/domain';
import { QUERY_ROOTS } from '../../../lib/query-keys';

export type InvoiceSearch = Partial<InvoiceListQuery> & { page: number; pageSize: number };

const root = QUERY_ROOTS.invoices;

/** Query keys of the invoice lists. */
export const invoiceKeys = {
  all: root,
  list: (q: InvoiceSearch) => [...root, 'list', q] as const,
};
