// Public surface of the invoice timeline feature: the detail screens show the card.
export { InvoiceTimelineCard, invoiceTimelineKey } from './components/invoice-timeline-card';
