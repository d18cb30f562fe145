export { receiptRoutes } from './routes';
export { findOpenReceipts } from './service';
