// Public surface of the non-PO invoices feature: the app assembles pages from these only.
export { CreateNonPoInvoicePage, CreateProxyInvoicePage } from './components/create-non-po-page';
export { NonPoDetailPage } from './components/non-po-detail-page';
