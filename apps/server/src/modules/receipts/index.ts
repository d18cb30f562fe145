export { receiptRoutes } from './routes';
export { findOpenReceipts, toOpenReceipt } from './open-receipts';
