export { invoiceRoutes } from './routes';
export { INVOICE_NOT_FOUND, getInvoiceInScope, isPoInvoice, loadPermissions, permissionsOf, type InvoiceRow } from './access';
export { findInvoicePage, findHeldReceiptIds } from './repo';
export { toInvoiceSummary } from './summary';
export { transitionInvoices, type TransitionRequest } from './lifecycle';
