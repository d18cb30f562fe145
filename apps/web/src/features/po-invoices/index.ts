// Public surface of the PO invoices feature: the app assembles pages from these only.
export { InvoiceTypeChooser } from './components/invoice-type-chooser';
export { CreatePoInvoicePage } from './components/create-po-invoice-page';
export { PoInvoiceDetailPage } from './components/po-invoice-detail-page';
