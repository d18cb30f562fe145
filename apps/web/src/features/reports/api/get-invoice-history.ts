import { queryOptions, useQuery } from '@tanstack/react-query';
import { reportsApi } from '@faktura/domain';
import { callApi } from '../../../lib/api-client';
import { reportKeys, type InvoiceHistoryRequest } from './keys';

/** GET /api/reports/invoice-history: the supplier's invoices with lines on one PO, every row at once. */
export function fetchInvoiceHistory(q: InvoiceHistoryRequest, signal?: AbortSignal) {
  return callApi(reportsApi.invoiceHistory, { query: q, signal });
}

export const invoiceHistoryQueryOptions = (q: InvoiceHistoryRequest) =>
  queryOptions({ queryKey: reportKeys.invoiceHistory(q), queryFn: ({ signal }) => fetchInvoiceHistory(q, signal) });

/** `q` null until Search is pressed. */
export function useInvoiceHistory(q: InvoiceHistoryRequest | null) {
  return useQuery({ ...invoiceHistoryQueryOptions(q ?? { orgId: 0, instance: '', poHeaderId: 0 }), enabled: !!q });
}
