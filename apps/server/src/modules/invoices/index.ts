export { invoiceRoutes } from './routes';
export { getInvoiceInScope, type InvoiceRow } from './access';
export { findInvoicePage } from './repo';
export { toInvoiceSummary } from './summary';
