import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { reportsApi } from '@faktura/domain';
import { callApi } from '../../../lib/api-client';
import { reportKeys, type PaymentReportRequest } from './keys';

/** GET /api/reports/payment-schedules: the installments of the supplier's invoices (company required). */
export function fetchPaymentSchedule(q: PaymentReportRequest, signal?: AbortSignal) {
  return callApi(reportsApi.paymentSchedules, { query: q, signal });
}

export const paymentScheduleQueryOptions = (q: PaymentReportRequest) =>
  queryOptions({ queryKey: reportKeys.paymentSchedules(q), queryFn: ({ signal }) => fetchPaymentSchedule(q, signal) });

/** `q` null until the first search, and after a reset: then no earlier rows are kept on screen. */
export function usePaymentSchedule(q: PaymentReportRequest | null) {
  return useQuery({ ...paymentScheduleQueryOptions(q ?? { page: 1, pageSize: 10 }), enabled: !!q, placeholderData: q ? keepPreviousData : undefined });
}
