import { STAMP_DUTY_MESSAGES, UPLOAD_MESSAGES, type Attachment } from '@faktura/domain';
import { forbidden } from '../../lib/errors';
import { loadVendorScope, type Actor } from '../auth/index';
import { addInvoiceFile, discardIncomingFile, markInvoiceFileStamped, removeInvoiceFile, type FilesCtx, type IncomingFile } from '../files/index';
import { getInvoiceInScope, loadPermissions } from './access';

/**
 * Attach a file to an invoice: allowed by the invoice's permissions (the domain's one rule for
 * every kind: its author while it can change or has no file, finance always, a PIC on a non-PO
 * invoice it reviews). A refused file is let go unread.
 */
export async function attachFile(ctx: FilesCtx, actor: Actor, invoiceId: number, file: IncomingFile): Promise<Attachment> {
  const { db } = ctx.database;
  try {
    const invoice = await getInvoiceInScope(db, await loadVendorScope(db, actor), invoiceId);
    if (!(await loadPermissions(db, invoice, actor.typeUser)).canUpload) throw forbidden(UPLOAD_MESSAGES.notAttachable(invoice.status));
  } catch (error) {
    discardIncomingFile(file);
    throw error;
  }
  return addInvoiceFile(ctx, actor, invoiceId, file);
}

/** Delete an attachment, by the same permissions. */
export async function detachFile(ctx: FilesCtx, actor: Actor, invoiceId: number, fileId: number): Promise<void> {
  const { db } = ctx.database;
  const invoice = await getInvoiceInScope(db, await loadVendorScope(db, actor), invoiceId);
  if (!(await loadPermissions(db, invoice, actor.typeUser)).canDeleteAttachment) throw forbidden(UPLOAD_MESSAGES.notDetachable(invoice.status));
  await removeInvoiceFile(ctx, actor, invoiceId, fileId);
}

/** Mark or unmark a file as the stamped document: whoever may delete the invoice's files may say which one carries the e-Meterai. */
export async function markFileStamped(ctx: FilesCtx, actor: Actor, invoiceId: number, fileId: number, stamped: boolean): Promise<Attachment> {
  const { db } = ctx.database;
  const invoice = await getInvoiceInScope(db, await loadVendorScope(db, actor), invoiceId);
  if (!(await loadPermissions(db, invoice, actor.typeUser)).canDeleteAttachment) throw forbidden(STAMP_DUTY_MESSAGES.notMarkable(invoice.status));
  return markInvoiceFileStamped(db, actor, invoiceId, fileId, stamped);
}
