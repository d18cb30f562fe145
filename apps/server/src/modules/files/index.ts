export { fileRoutes } from './routes';
export { readIncomingFile, discardIncomingFile, requireMultipart, type IncomingFile } from './incoming';
export { registerPendingUploadCleanup, removeStalePendingUploads } from './pending-cleanup';
export {
  addInvoiceFile,
  claimPendingUploads,
  claimPendingUploadsForDebitNote,
  listDebitNoteFiles,
  keepPendingUpload,
  listInvoiceFiles,
  markInvoiceFileStamped,
  readPendingUpload,
  removeInvoiceFile,
  invoicesWithSameFile,
  invoiceContentHashes,
  type FilesCtx,
} from './service';
export { withReceivedUpload, type ReceivedUpload } from './intake';
export { proveContentType } from './detect';
