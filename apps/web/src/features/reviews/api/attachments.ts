import { useMutation } from '@tanstack/react-query';
import { deleteInvoiceAttachment, uploadInvoiceAttachment } from '../../../lib/attachments';

/**
 * Attaching to or removing a file from the reviewed invoice (the invoices module's rule decides);
 * the page reads the review again afterwards (`onDone`), since its files and revision changed.
 */
export function useReviewAttachments(invoiceId: number, onDone: () => Promise<unknown>) {
  return {
    upload: useMutation({ mutationFn: (file: File) => uploadInvoiceAttachment(invoiceId, file), onSuccess: () => void onDone() }),
    remove: useMutation({ mutationFn: (fileId: number) => deleteInvoiceAttachment(invoiceId, fileId), onSuccess: () => void onDone() }),
  };
}
