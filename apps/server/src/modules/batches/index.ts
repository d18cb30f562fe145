export { batchRoutes } from './routes';
export { addInvoiceToBatch } from './service';
export { batchDocumentsForDrive } from './prints';
