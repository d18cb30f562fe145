// Public surface of the invoice timeline feature: the detail screens show the card; finance sets the payment runs.
export { InvoiceTimelineCard, InvoiceTimelineView, invoiceTimelineKey } from './components/invoice-timeline-card';
export { PaymentRunsPage } from './components/payment-runs-page';
