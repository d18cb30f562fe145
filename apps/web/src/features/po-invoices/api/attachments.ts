import type { Attachment } from '@faktura/domain';
import { apiFetch, apiUpload } from '../../../lib/api-client';

/** POST /api/files: a file for an invoice not saved yet; its id goes in `attachmentIds`. */
export function uploadPendingFile(file: File): Promise<Attachment> {
  return apiUpload<Attachment>('/api/files', file, file.name);
}

/** POST /api/invoices/:id/attachments. */
export function uploadInvoiceAttachment(invoiceId: number, file: File): Promise<Attachment> {
  return apiUpload<Attachment>(`/api/invoices/${invoiceId}/attachments`, file, file.name);
}

/** DELETE /api/invoices/:id/attachments/:fileId. */
export function deleteInvoiceAttachment(invoiceId: number, fileId: number): Promise<void> {
  return apiFetch<void>(`/api/invoices/${invoiceId}/attachments/${fileId}`, { method: 'DELETE' });
}

/** GET /api/files/:id is authorised: fetched with the token, never a bare link. */
export const fileDownloadPath = (fileId: number) => `/api/files/${fileId}`;
