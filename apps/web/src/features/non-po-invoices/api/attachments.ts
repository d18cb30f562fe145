import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteInvoiceAttachment, uploadInvoiceAttachment, uploadPendingFile } from '../../../lib/attachments';
import { invalidateKeys } from '../../../lib/query-keys';
import { nonPoKeys } from './keys';

export function useUploadPendingFile() {
  return useMutation({ mutationFn: uploadPendingFile });
}

/** A file added to or removed from a saved invoice changes it (files, revision): its detail is read again. */
export function useInvoiceAttachments(invoiceId: number) {
  const client = useQueryClient();
  const onSuccess = () => void invalidateKeys(client, nonPoKeys.detail(invoiceId));
  return {
    upload: useMutation({ mutationFn: (file: File) => uploadInvoiceAttachment(invoiceId, file), onSuccess }),
    remove: useMutation({ mutationFn: (fileId: number) => deleteInvoiceAttachment(invoiceId, fileId), onSuccess }),
  };
}
