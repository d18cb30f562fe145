import { filesApi, invoicesApi, type Attachment } from '@faktura/domain';
import { callApi, endpointUrl } from './api-client';
import { callApiUpload } from './api-transfer';

/**
 * The attachment calls every invoice kind shares (the files and invoices modules of the server):
 * features wrap them in their own mutation hooks, so each refreshes its own detail.
 */

/** A file for an invoice not saved yet; its id goes in `attachmentIds`. */
export function uploadPendingFile(file: File): Promise<Attachment> {
  return callApiUpload(filesApi.upload, { file, fileName: file.name });
}

export function uploadInvoiceAttachment(invoiceId: number, file: File): Promise<Attachment> {
  return callApiUpload(invoicesApi.attach, { params: { id: invoiceId }, file, fileName: file.name });
}

export function deleteInvoiceAttachment(invoiceId: number, fileId: number): Promise<void> {
  return callApi(invoicesApi.detach, { params: { id: invoiceId, fileId } });
}

/** Says which file is the stamped document (e-Meterai): an upload not saved yet, or a saved invoice's file. */
export function markFileStamped(invoiceId: number | null, fileId: number, stamped: boolean): Promise<Attachment> {
  return invoiceId === null
    ? callApi(filesApi.markStamped, { params: { id: fileId }, body: { stamped } })
    : callApi(invoicesApi.markStamped, { params: { id: invoiceId, fileId }, body: { stamped } });
}

/** A file's download is authorised: fetched with the token, never a bare link. */
export const fileDownloadPath = (fileId: number) => endpointUrl(filesApi.download, { params: { id: fileId } });
