import { QUERY_ROOTS } from '../../../lib/query-keys';

export type InvoiceHistoryRequest = { orgId: number; instance: string; poHeaderId: number };

export type InvoiceReportFilterQuery = { orgId?: number; instance?: string; fromDate?: string; toDate?: string };
export type InvoiceReportRequest = InvoiceReportFilterQuery & { page: number; pageSize: number };

/** The payment report's and the payment schedule's filters as the API takes them. */
export type PaymentReportFilterQuery = { orgId?: number; instance?: string; fromDate?: string; toDate?: string; fromInvoice?: string; toInvoice?: string };
export type PaymentReportRequest = PaymentReportFilterQuery & { page: number; pageSize: number };

const root = QUERY_ROOTS.reports;

/** Query keys of the reports feature. */
export const reportKeys = {
  payments: (q: PaymentReportRequest) => [...root, 'payments', q] as const,
  paymentSchedules: (q: PaymentReportRequest) => [...root, 'payment-schedules', q] as const,
  invoices: (q: InvoiceReportRequest) => [...root, 'invoices', q] as const,
  invoiceHistory: (q: InvoiceHistoryRequest) => [...root, 'invoice-history', q] as const,
};
