export { receiptRoutes } from './routes';
export { findOpenReceipts } from './open-receipts';
