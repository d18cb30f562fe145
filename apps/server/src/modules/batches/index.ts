export { batchRoutes } from './routes';
export { addInvoiceToBatch } from './service';
