import { attachmentSchema, type Attachment } from '@faktura/domain';
import { apiSend, apiUpload } from './api-client';

/**
 * The attachment calls every invoice kind shares (the files and invoices modules of the server):
 * features wrap them in their own mutation hooks, so each refreshes its own detail.
 */

/** POST /api/files: a file for an invoice not saved yet; its id goes in `attachmentIds`. */
export function uploadPendingFile(file: File): Promise<Attachment> {
  return apiUpload('/api/files', attachmentSchema, file, file.name);
}

/** POST /api/invoices/:id/attachments. */
export function uploadInvoiceAttachment(invoiceId: number, file: File): Promise<Attachment> {
  return apiUpload(`/api/invoices/${invoiceId}/attachments`, attachmentSchema, file, file.name);
}

/** DELETE /api/invoices/:id/attachments/:fileId. */
export function deleteInvoiceAttachment(invoiceId: number, fileId: number): Promise<void> {
  return apiSend(`/api/invoices/${invoiceId}/attachments/${fileId}`, { method: 'DELETE' });
}

/** GET /api/files/:id is authorised: fetched with the token, never a bare link. */
export const fileDownloadPath = (fileId: number) => `/api/files/${fileId}`;
