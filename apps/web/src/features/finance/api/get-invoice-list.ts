import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { invoiceListSchema } from '@faktura/domain';
import { apiFetch } from '../../../lib/api-client';
import { financeKeys, type InvoiceListSearch } from './keys';

/** GET /api/invoices: the finance and invoice-plus-batch lists page the invoices the user may see on the server. */
export function useInvoiceList(q: InvoiceListSearch) {
  return useQuery({
    queryKey: financeKeys.list(q),
    queryFn: ({ signal }) => apiFetch('/api/invoices', invoiceListSchema, { query: q, signal }),
    placeholderData: keepPreviousData,
  });
}
