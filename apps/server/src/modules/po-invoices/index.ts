export { poInvoiceRoutes } from './routes';
export { findBatchNo, findLines } from './repo';
