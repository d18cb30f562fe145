export { invoiceTimelineRoutes } from './routes';
export { expectedPaymentsFor, type PayableInvoice, type PaymentOutlook } from './service';
