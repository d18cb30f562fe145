import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { invoicesApi } from '@faktura/domain';
import { callApi } from '../../../lib/api-client';
import { invoiceKeys, type InvoiceSearch } from './keys';

/** The invoices the user may see, newest first, paged on the server. */
export function fetchInvoices(q: InvoiceSearch, signal?: AbortSignal) {
  return callApi(invoicesApi.list, { query: q, signal });
}

export const invoicesQueryOptions = (q: InvoiceSearch) => queryOptions({ queryKey: invoiceKeys.list(q), queryFn: ({ signal }) => fetchInvoices(q, signal) });

export function useInvoices(q: InvoiceSearch) {
  return useQuery({ ...invoicesQueryOptions(q), placeholderData: keepPreviousData });
}
