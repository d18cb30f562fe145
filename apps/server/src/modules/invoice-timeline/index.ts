export { invoiceTimelineRoutes } from './routes';
export { expectedPaymentsFor, getTimeline, type PayableInvoice, type PaymentOutlook } from './service';
