import { useMutation, useQueryClient } from '@tanstack/react-query';
import { attachmentSchema, type Attachment } from '@faktura/domain';
import { apiSend, apiUpload } from '../../../lib/api-client';
import { invalidateKeys } from '../../../lib/query-keys';
import { poInvoiceKeys } from './keys';

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

export function useUploadPendingFile() {
  return useMutation({ mutationFn: uploadPendingFile });
}

/** Uploading to a saved invoice changes it (files, revision): its detail is read again. */
export function useUploadAttachment(invoiceId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadInvoiceAttachment(invoiceId, file),
    onSuccess: () => void invalidateKeys(client, poInvoiceKeys.detail(invoiceId)),
  });
}

export function useDeleteAttachment(invoiceId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (fileId: number) => deleteInvoiceAttachment(invoiceId, fileId),
    onSuccess: () => void invalidateKeys(client, poInvoiceKeys.detail(invoiceId)),
  });
}

/** GET /api/files/:id is authorised: fetched with the token, never a bare link. */
export const fileDownloadPath = (fileId: number) => `/api/files/${fileId}`;
