import { ReceiptHistoryPage } from '../../features/receipts';

/** `/#/history-receipt` (spec screen 14). */
export function HistoryReceiptRoute() {
  return <ReceiptHistoryPage />;
}
