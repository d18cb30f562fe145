import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { InvoiceListQuery, InvoiceSummary, Paged } from '@faktura/domain';
import { apiFetch } from '../../../lib/api-client';

export type InvoiceSearch = Partial<InvoiceListQuery> & { page: number; pageSize: number };

/** GET /api/invoices: the invoices the user may see, newest first, paged on the server. */
export function fetchInvoices(q: InvoiceSearch, signal?: AbortSignal): Promise<Paged<InvoiceSummary>> {
  return apiFetch<Paged<InvoiceSummary>>('/api/invoices', { query: q, signal });
}

export const invoicesQueryOptions = (q: InvoiceSearch) =>
  queryOptions({ queryKey: ['invoices', 'list', q], queryFn: ({ signal }) => fetchInvoices(q, signal) });

export function useInvoices(q: InvoiceSearch) {
  return useQuery({ ...invoicesQueryOptions(q), placeholderData: keepPreviousData });
}
