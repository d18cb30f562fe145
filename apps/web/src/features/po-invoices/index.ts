// Public surface of the PO invoices feature: the app assembles pages from these only.
export { InvoiceTypeChooser } from './components/invoice-type-chooser';
export { CreatePoInvoiceRoute } from './components/create-po-invoice-route';
export { PendingPoModal } from './components/pending-po-modal';
export { PoInvoiceDetailPage } from './components/po-invoice-detail-page';
