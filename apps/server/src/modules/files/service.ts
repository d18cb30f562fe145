import { STAMPED_ATTACHMENT_KIND, UPLOAD_MESSAGES, invoiceDetailPath, type Attachment } from '@faktura/domain';
import type { AppDeps } from '../../deps';
import type { DbOrTx } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import { recordAudit } from '../audit/index';
import { loadVendorScope, type Actor } from '../auth/index';
import { discardIncomingFile, type IncomingFile } from './incoming';
import { recordStoredFile, sha256Of, storeIncomingFile, type ReceivedUpload } from './intake';
import * as repo from './repo';
import { StoredFileMissing, newStoredName, type FileStorage } from '../../storage/index';

export type FilesCtx = Pick<AppDeps, 'database' | 'config'> & { store: FileStorage };

export function toAttachment(row: repo.AttachmentRow): Attachment {
  const attachment: Attachment = { id: row.id, filename: row.originalName, size: row.size, uploadedAt: row.createdAt.toISOString() };
  return row.kind === STAMPED_ATTACHMENT_KIND ? { ...attachment, stamped: true } : attachment;
}

/** How many invoices holding the same file an answer names: enough to find the earlier one. */
const SAME_FILE_LIMIT = 5;

/**
 * Invoices the actor may see (its scope: a supplier only its own) other than `exceptInvoiceId`
 * that hold a file with these bytes. Files stored before hashes were kept have none and are never found.
 */
export async function invoicesWithSameFile(db: DbOrTx, actor: Actor, contentSha256: string | null, exceptInvoiceId?: number) {
  if (!contentSha256) return [];
  const rows = await repo.findInvoicesHoldingContent(db, contentSha256, await loadVendorScope(db, actor), exceptInvoiceId ?? null, SAME_FILE_LIMIT);
  return rows.map((row) => ({ invoiceId: row.id, invoiceNo: row.invoiceNo, path: invoiceDetailPath(row) }));
}

/** An upload's answer: the attachment, and the invoices already holding the same file (a warning for the uploader). */
async function uploaded(db: DbOrTx, actor: Actor, row: repo.AttachmentRow): Promise<Attachment> {
  const sameFileOn = await invoicesWithSameFile(db, actor, row.contentSha256, row.invoiceId ?? undefined);
  return { ...toAttachment(row), ...(sameFileOn.length ? { sameFileOn } : {}) };
}

/**
 * An upload made before its invoice exists (the create form): owned by its uploader until saved,
 * at most `pendingUploadLimit` of them per user (cleaned up after `pendingUploadMaxAgeHours`).
 * The quota is checked before the file is read, and again under a lock on the user when it is
 * recorded, so parallel uploads cannot pass it together.
 */
export async function uploadPending(ctx: FilesCtx, actor: Actor, file: IncomingFile): Promise<Attachment> {
  const { db } = ctx.database;
  const limit = ctx.config.pendingUploadLimit;
  const overQuota = badRequest(UPLOAD_MESSAGES.pendingQuota(limit));
  if ((await repo.countPendingUploads(db, actor.userId)) >= limit) {
    discardIncomingFile(file);
    throw overQuota;
  }
  const stored = await storeIncomingFile(ctx.store, ctx.config, file);
  const row = await recordStoredFile(ctx.store, stored, () =>
    db.transaction(async (tx) => {
      await repo.lockUploader(tx, actor.userId);
      if ((await repo.countPendingUploads(tx, actor.userId)) >= limit) throw overQuota;
      return repo.insertAttachment(tx, { ...stored, uploadedBy: actor.userId });
    }),
  );
  return uploaded(db, actor, row);
}

/**
 * Keeps an upload another module has received and checked (the e-invoice intake: its own name
 * rules and reading) as the user's pending upload, under the same quota as any other.
 */
export async function keepPendingUpload(ctx: FilesCtx, actor: Actor, received: ReceivedUpload, contentType: string): Promise<Attachment> {
  const { db } = ctx.database;
  const limit = ctx.config.pendingUploadLimit;
  const overQuota = badRequest(UPLOAD_MESSAGES.pendingQuota(limit));
  if ((await repo.countPendingUploads(db, actor.userId)) >= limit) throw overQuota;
  const storedName = newStoredName();
  // Hashed before it is stored: storing may move the received file away.
  const contentSha256 = await sha256Of(received.tempPath);
  await ctx.store.save(storedName, received.tempPath, contentType);
  const stored = { originalName: received.originalName, storedName, size: received.size, contentType, contentSha256 };
  const row = await recordStoredFile(ctx.store, stored, () =>
    db.transaction(async (tx) => {
      await repo.lockUploader(tx, actor.userId);
      if ((await repo.countPendingUploads(tx, actor.userId)) >= limit) throw overQuota;
      return repo.insertAttachment(tx, { ...stored, uploadedBy: actor.userId });
    }),
  );
  return uploaded(db, actor, row);
}

/** The bytes of one of the user's own pending uploads (null when it is not one), for a module that re-reads what it kept. */
export async function readPendingUpload(
  ctx: Pick<FilesCtx, 'database' | 'store'>,
  userId: number,
  fileId: number,
): Promise<{ originalName: string; bytes: Buffer } | null> {
  const row = await repo.findPendingUpload(ctx.database.db, userId, fileId);
  if (!row) return null;
  try {
    const chunks: Buffer[] = [];
    for await (const chunk of await ctx.store.read(row.storedName)) chunks.push(Buffer.from(chunk as Uint8Array));
    return { originalName: row.originalName, bytes: Buffer.concat(chunks) };
  } catch (error) {
    if (error instanceof StoredFileMissing) return null;
    throw error;
  }
}

/** A file is readable by its uploader while unattached, else by whoever may see its invoice. */
export async function openDownload(ctx: FilesCtx, actor: Actor, fileId: number) {
  const { db } = ctx.database;
  const scope = await loadVendorScope(db, actor);
  // Finance reads debit notes of every company, whichever its session works in.
  const debitNoteScope = actor.typeUser === 'ORACLE' ? await loadVendorScope(db, { ...actor, company: null }) : scope;
  const file = await repo.findReadableAttachment(db, fileId, actor.userId, scope, debitNoteScope);
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

/** Moves the user's own pending uploads onto a new invoice; false when any of them is not such an upload (the caller's transaction then rolls back). */
export async function claimPendingUploads(tx: DbOrTx, userId: number, invoiceId: number, fileIds: number[]): Promise<boolean> {
  const moved = await repo.attachPendingUploads(tx, userId, invoiceId, fileIds);
  return moved.length === fileIds.length;
}

/** Moves the user's own waiting uploads onto a new debit note as files of one kind; false when any of them is not such an upload. */
export async function claimPendingUploadsForDebitNote(tx: DbOrTx, userId: number, debitNoteId: number, kind: string, fileIds: number[]): Promise<boolean> {
  const moved = await repo.attachPendingUploadsToDebitNote(tx, userId, debitNoteId, kind, fileIds);
  return moved.length === fileIds.length;
}

export async function listDebitNoteFiles(db: DbOrTx, debitNoteId: number): Promise<Array<Attachment & { kind: string }>> {
  return (await repo.findDebitNoteAttachments(db, debitNoteId)).map((row) => ({ ...toAttachment(row), kind: row.kind }));
}

/** Stores an incoming file on an invoice the caller has cleared for upload, with its audit event. */
export async function addInvoiceFile(ctx: FilesCtx, actor: Actor, invoiceId: number, file: IncomingFile): Promise<Attachment> {
  const stored = await storeIncomingFile(ctx.store, ctx.config, file);
  const row = await recordStoredFile(ctx.store, stored, () =>
    ctx.database.db.transaction(async (tx) => {
      const inserted = await repo.insertAttachment(tx, { ...stored, uploadedBy: actor.userId, invoiceId });
      await recordAudit(tx, {
        actorUserId: actor.userId,
        entity: 'invoice',
        entityId: String(invoiceId),
        action: 'ATTACH',
        data: { file: stored.originalName },
      });
      return inserted;
    }),
  );
  return uploaded(ctx.database.db, actor, row);
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

/** The content hashes of an invoice's files: what its same-file warnings are looked up by. */
export async function invoiceContentHashes(db: DbOrTx, invoiceId: number): Promise<string[]> {
  return repo.findInvoiceContentHashes(db, invoiceId);
}

const kindOf = (stamped: boolean) => (stamped ? STAMPED_ATTACHMENT_KIND : 'invoice');

/** Marks one of the user's own uploads not yet saved with an invoice as the stamped document, or unmarks it. */
export async function markPendingUploadStamped(db: DbOrTx, actor: Actor, fileId: number, stamped: boolean): Promise<Attachment> {
  const file = await repo.findPendingUpload(db, actor.userId, fileId);
  // Only an invoice's upload: a debit note's files have kinds of their own.
  if (!file || (file.kind !== 'invoice' && file.kind !== STAMPED_ATTACHMENT_KIND)) throw notFound(UPLOAD_MESSAGES.fileNotFound);
  return toAttachment((await repo.setAttachmentKind(db, fileId, kindOf(stamped)))!);
}

/** Marks one file of an invoice the caller has cleared for it as the stamped document, or unmarks it, with its audit event. */
export async function markInvoiceFileStamped(db: DbOrTx, actor: Actor, invoiceId: number, fileId: number, stamped: boolean): Promise<Attachment> {
  const file = await repo.findInvoiceAttachment(db, invoiceId, fileId);
  if (!file) throw notFound(UPLOAD_MESSAGES.fileNotFound);
  if ((file.kind === STAMPED_ATTACHMENT_KIND) === stamped) return toAttachment(file);
  return db.transaction(async (tx) => {
    const row = (await repo.setAttachmentKind(tx, fileId, kindOf(stamped)))!;
    await recordAudit(tx, {
      actorUserId: actor.userId,
      entity: 'invoice',
      entityId: String(invoiceId),
      action: stamped ? 'MARK_STAMPED' : 'UNMARK_STAMPED',
      data: { file: file.originalName },
    });
    return toAttachment(row);
  });
}
