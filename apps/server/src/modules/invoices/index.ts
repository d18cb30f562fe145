export { invoiceRoutes } from './routes';
export { getInvoiceInScope, isPoInvoice, loadPermissions, permissionsOf, type InvoiceRow } from './access';
export { fakturUsedByOtherSupplier, findHeldReceiptIds, findInvoiceLines, invoicesAllowing, type InvoiceChanges, type NewInvoice } from './repo';
export { latestInvoices } from './service';
export { transitionInvoices } from './lifecycle';
export { paymentsByInvoice } from './payments';
export { documentParties, printedLines } from './print-data';
export { delegationsToday, invoiceMappingId } from './notice-repo';
export { enqueueErpSubmissions } from './erp-submission';
