// Public surface of the receipts feature.
export { ReceiptHistoryPage } from './components/receipt-history-page';
