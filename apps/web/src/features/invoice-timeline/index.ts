// Public surface of the invoice timeline feature: the detail screens show the card; the dashboard the expected payments; finance sets the payment runs.
export { InvoiceTimelineCard, InvoiceTimelineView, invoiceTimelineKey } from './components/invoice-timeline-card';
export { ExpectedPaymentsCard, expectedPaymentsQueryOptions } from './components/expected-payments-card';
export { PaymentRunsPage } from './components/payment-runs-page';
