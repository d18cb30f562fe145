import { UPLOAD_MESSAGES, type Attachment } from '@faktura/domain';
import type { AppDeps } from '../../deps';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/errors';
import { recordAudit } from '../audit/index';
import { loadVendorScope, type Actor } from '../auth/index';
import { storeIncomingFile, type IncomingFile } from './incoming';
import * as repo from './repo';
import { StoredFileMissing, type FileStorage } from '../../storage/index';

export type FilesCtx = Pick<AppDeps, 'database' | 'config'> & { store: FileStorage };

export function toAttachment(row: repo.AttachmentRow): Attachment {
  return { id: row.id, filename: row.originalName, size: row.size, uploadedAt: row.createdAt.toISOString() };
}

/** An upload made before its invoice exists (the create form): owned by its uploader until saved. */
export async function uploadPending(ctx: FilesCtx, actor: Actor, file: IncomingFile): Promise<Attachment> {
  const stored = await storeIncomingFile(ctx.store, ctx.config.uploadLimitBytes, file);
  return toAttachment(await repo.insertAttachment(ctx.database.db, { ...stored, uploadedBy: actor.userId }));
}

/** A file is readable by its uploader while unattached, else by whoever may see its invoice. */
export async function openDownload(ctx: FilesCtx, actor: Actor, fileId: number) {
  const { db } = ctx.database;
  const file = await repo.findReadableAttachment(db, fileId, actor.userId, await loadVendorScope(db, actor));
  if (!file) throw notFound(UPLOAD_MESSAGES.fileNotFound);
  try {
    return { file, stream: await ctx.store.read(file.storedName) };
  } catch (error) {
    // The row outlived its bytes (a lost volume, a bucket cleaned by hand): the file is gone for the user too.
    if (error instanceof StoredFileMissing) throw notFound(UPLOAD_MESSAGES.fileNotFound);
    throw error;
  }
}

export async function listInvoiceFiles(db: DbOrTx, invoiceId: number): Promise<Attachment[]> {
  return (await repo.findInvoiceAttachments(db, invoiceId)).map(toAttachment);
}

/** Moves the user's own pending uploads onto a new invoice; false when any of them is not such an upload. */
export async function claimPendingUploads(tx: DbOrTx, userId: number, invoiceId: number, fileIds: number[]): Promise<boolean> {
  const uploads = await repo.findPendingUploads(tx, userId, fileIds);
  if (uploads.length !== fileIds.length) return false;
  await repo.attachUploads(tx, invoiceId, fileIds);
  return true;
}

/** Stores an incoming file on an invoice the caller has cleared for upload, with its audit event. */
export async function addInvoiceFile(ctx: FilesCtx, actor: Actor, invoiceId: number, file: IncomingFile): Promise<Attachment> {
  const stored = await storeIncomingFile(ctx.store, ctx.config.uploadLimitBytes, file);
  const row = await ctx.database.db.transaction(async (tx) => {
    const inserted = await repo.insertAttachment(tx, { ...stored, uploadedBy: actor.userId, invoiceId });
    await recordAudit(tx, { actorUserId: actor.userId, entity: 'invoice', entityId: String(invoiceId), action: 'ATTACH', data: { file: stored.originalName } });
    return inserted;
  });
  return toAttachment(row);
}

/** Deletes one file of an invoice the caller has cleared for it: the row and its audit event, then the stored bytes. */
export async function removeInvoiceFile(ctx: FilesCtx, actor: Actor, invoiceId: number, fileId: number): Promise<void> {
  const { db } = ctx.database;
  const file = await repo.findInvoiceAttachment(db, invoiceId, fileId);
  if (!file) throw notFound(UPLOAD_MESSAGES.fileNotFound);
  await db.transaction(async (tx) => {
    await repo.deleteAttachment(tx, fileId);
    await recordAudit(tx, { actorUserId: actor.userId, entity: 'invoice', entityId: String(invoiceId), action: 'DETACH', data: { file: file.originalName } });
  });
  await ctx.store.remove(file.storedName);
}
