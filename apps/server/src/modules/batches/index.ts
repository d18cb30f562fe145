export { batchRoutes } from './routes';
export { getBatchInScope, batchInvoices, type BatchRow } from './repo';
