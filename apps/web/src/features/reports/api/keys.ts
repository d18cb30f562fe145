import { QUERY_ROOTS } from '../../../lib/query-keys';
import type { InvoiceHistoryRequest } from './get-invoice-history';
import type { InvoiceReportRequest } from './get-invoice-report';
import type { PaymentReportRequest } from './get-payment-report';

const root = QUERY_ROOTS.reports;

/** Query keys of the reports feature. */
export const reportKeys = {
  payments: (q: PaymentReportRequest) => [...root, 'payments', q] as const,
  paymentSchedules: (q: PaymentReportRequest) => [...root, 'payment-schedules', q] as const,
  invoices: (q: InvoiceReportRequest) => [...root, 'invoices', q] as const,
  invoiceHistory: (q: InvoiceHistoryRequest) => [...root, 'invoice-history', q] as const,
};
