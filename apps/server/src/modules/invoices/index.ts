export { invoiceRoutes } from './routes';
export { INVOICE_NOT_FOUND, getInvoiceInScope, isPoInvoice, loadPermissions, permissionsOf, type InvoiceRow } from './access';
export { findHeldReceiptIds, findInvoiceLines } from './repo';
export { latestInvoices } from './service';
export { transitionInvoices, type TransitionRequest } from './lifecycle';
export { documentParties, printedLines } from './print-data';
