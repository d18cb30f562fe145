export { fileRoutes } from './routes';
export { readIncomingFile, discardIncomingFile, type IncomingFile } from './incoming';
export { addInvoiceFile, claimPendingUploads, listInvoiceFiles, removeInvoiceFile, type FilesCtx } from './service';
