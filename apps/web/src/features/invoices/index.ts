// Public surface of the invoices feature (lists): the app assembles pages from these only.
export { InvoiceListPage, ProxyInvoiceListPage } from './components/invoice-list-page';
