// Public surface of the receipts feature.
export { ReceiptHistoryPage } from './components/receipt-history-page';
export { usePoHistoryFilters } from './components/po-history-filters';
