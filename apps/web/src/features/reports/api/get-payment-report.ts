import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { reportsApi } from '@faktura/domain';
import { callApi } from '../../../lib/api-client';
import { reportKeys, type PaymentReportRequest } from './keys';

/** GET /api/reports/payments: what the ERP paid the supplier, a page at a time. */
export function fetchPaymentReport(q: PaymentReportRequest, signal?: AbortSignal) {
  return callApi(reportsApi.payments, { query: q, signal });
}

export const paymentReportQueryOptions = (q: PaymentReportRequest) =>
  queryOptions({ queryKey: reportKeys.payments(q), queryFn: ({ signal }) => fetchPaymentReport(q, signal) });

/** `q` null until the first search, and after a reset: then no earlier rows are kept on screen. */
export function usePaymentReport(q: PaymentReportRequest | null) {
  return useQuery({ ...paymentReportQueryOptions(q ?? { page: 1, pageSize: 10 }), enabled: !!q, placeholderData: q ? keepPreviousData : undefined });
}
