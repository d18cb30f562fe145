// Public surface of the finance feature: the app assembles pages from these only.
export { FindInvoiceV1Page, FindInvoiceV2Page } from './components/find-invoice-page';
export { FinanceDetailPage } from './components/finance-detail-page';
export { FinanceInvoiceListPage, InvoiceBatchListPage } from './components/invoice-list-page';
