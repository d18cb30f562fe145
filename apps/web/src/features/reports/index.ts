// Public surface of the reports feature.
export { PaymentReportPage } from './components/payment-report-page';
export { PaymentSchedulePage } from './components/payment-schedule-page';
export { InvoiceHistoryPage } from './components/invoice-history-page';
export { InvoiceReportPage } from './components/invoice-report-page';
