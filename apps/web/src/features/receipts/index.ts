// Public surface of the receipts feature.
export { ReceiptHistoryPage } from './components/receipt-history-page';
export { PurchaseOrderSelect } from './components/purchase-order-select';
