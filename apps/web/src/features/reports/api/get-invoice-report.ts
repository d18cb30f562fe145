import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { reportsApi } from '@faktura/domain';
import { callApi } from '../../../lib/api-client';
import { reportKeys, type InvoiceReportRequest } from './keys';

/** GET /api/reports/invoices: the supplier's invoices of a company by invoice date. */
export function fetchInvoiceReport(q: InvoiceReportRequest, signal?: AbortSignal) {
  return callApi(reportsApi.invoices, { query: q, signal });
}

export const invoiceReportQueryOptions = (q: InvoiceReportRequest) =>
  queryOptions({ queryKey: reportKeys.invoices(q), queryFn: ({ signal }) => fetchInvoiceReport(q, signal) });

/** `q` null until the first search, and after a reset: then no earlier rows are kept on screen. */
export function useInvoiceReport(q: InvoiceReportRequest | null) {
  return useQuery({ ...invoiceReportQueryOptions(q ?? { page: 1, pageSize: 10 }), enabled: !!q, placeholderData: q ? keepPreviousData : undefined });
}
