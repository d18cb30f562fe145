import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteInvoiceAttachment, uploadInvoiceAttachment, uploadPendingFile } from '../../../lib/attachments';
import { invalidateKeys } from '../../../lib/query-keys';
import { poInvoiceKeys } from './keys';

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
