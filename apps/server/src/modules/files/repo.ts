import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { attachments, debitNotes, invoices, users } from '../../db/schema/index';
import { scopeCondition } from '../../lib/scope-filter';
import type { VendorScope } from '../auth/index';

export type AttachmentRow = typeof attachments.$inferSelect;

export async function insertAttachment(db: DbOrTx, values: typeof attachments.$inferInsert): Promise<AttachmentRow> {
  const [row] = await db.insert(attachments).values(values).returning();
  return row!;
}

/**
 * A file the user may read: its own upload not yet attached, or a file of an invoice or a debit
 * note its scope covers (the scope condition over the owner, as every supplier-owned query).
 * Debit notes have a scope of their own (finance's are not limited to its session's company).
 */
export async function findReadableAttachment(
  db: DbOrTx,
  fileId: number,
  userId: number,
  scope: VendorScope,
  debitNoteScope: VendorScope,
): Promise<AttachmentRow | undefined> {
  const [row] = await db
    .select({ file: attachments })
    .from(attachments)
    .leftJoin(invoices, eq(invoices.id, attachments.invoiceId))
    .leftJoin(debitNotes, eq(debitNotes.id, attachments.debitNoteId))
    .where(
      and(
        eq(attachments.id, fileId),
        or(
          and(isNull(attachments.invoiceId), isNull(attachments.debitNoteId), eq(attachments.uploadedBy, userId)),
          and(sql`${invoices.id} is not null`, scopeCondition(scope, invoices)),
          and(sql`${debitNotes.id} is not null`, scopeCondition(debitNoteScope, debitNotes)),
        ),
      ),
    )
    .limit(1);
  return row?.file;
}

/**
 * Invoices in scope holding a file with these bytes (the hash index), other than one invoice;
 * newest first, at most `limit`.
 */
export async function findInvoicesHoldingContent(db: DbOrTx, contentSha256: string, scope: VendorScope, exceptInvoiceId: number | null, limit: number) {
  return db
    .selectDistinct({
      id: invoices.id,
      invoiceNo: invoices.invoiceNo,
      invoiceType: invoices.invoiceType,
      orgId: invoices.orgId,
      vendorId: invoices.vendorId,
      instance: invoices.instance,
    })
    .from(attachments)
    .innerJoin(invoices, eq(invoices.id, attachments.invoiceId))
    .where(
      and(
        eq(attachments.contentSha256, contentSha256),
        exceptInvoiceId === null ? undefined : ne(invoices.id, exceptInvoiceId),
        scopeCondition(scope, invoices),
      ),
    )
    .orderBy(desc(invoices.id))
    .limit(limit);
}

/** The content hashes of an invoice's files (those stored since hashes are kept). */
export async function findInvoiceContentHashes(db: DbOrTx, invoiceId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ sha: attachments.contentSha256 })
    .from(attachments)
    .where(and(eq(attachments.invoiceId, invoiceId), isNotNull(attachments.contentSha256)));
  return rows.map((r) => r.sha!);
}

export async function findInvoiceAttachment(db: DbOrTx, invoiceId: number, fileId: number): Promise<AttachmentRow | undefined> {
  const [row] = await db
    .select()
    .from(attachments)
    .where(and(eq(attachments.id, fileId), eq(attachments.invoiceId, invoiceId)));
  return row;
}

export async function findInvoiceAttachments(db: DbOrTx, invoiceId: number): Promise<AttachmentRow[]> {
  return db.select().from(attachments).where(eq(attachments.invoiceId, invoiceId)).orderBy(asc(attachments.id));
}

export async function deleteAttachment(db: DbOrTx, id: number) {
  await db.delete(attachments).where(eq(attachments.id, id));
}

/** An upload waiting for its invoice or debit note. */
const waiting = () => and(isNull(attachments.invoiceId), isNull(attachments.debitNoteId));
const pendingOf = (userId: number) => and(eq(attachments.uploadedBy, userId), waiting());

export async function countPendingUploads(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(attachments).where(pendingOf(userId));
  return row?.n ?? 0;
}

/** One of the user's own uploads still waiting for its invoice or debit note. */
export async function findPendingUpload(db: DbOrTx, userId: number, fileId: number): Promise<AttachmentRow | undefined> {
  const [row] = await db
    .select()
    .from(attachments)
    .where(and(eq(attachments.id, fileId), pendingOf(userId)));
  return row;
}

/** Holds the uploader's row until the transaction ends: one pending-upload count-and-insert per user at a time. */
export async function lockUploader(tx: DbOrTx, userId: number) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/**
 * Moves this user's unattached uploads among `ids` onto an invoice in one statement, so an upload
 * being cleaned up at the same moment is either moved or gone, never both; the ids moved.
 */
export async function attachPendingUploads(db: DbOrTx, userId: number, invoiceId: number, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db
    .update(attachments)
    .set({ invoiceId })
    .where(and(inArray(attachments.id, ids), pendingOf(userId)))
    .returning({ id: attachments.id });
  return rows.map((row) => row.id);
}

/** Deletes up to `limit` unattached uploads made before `cutoff`; the stored names of those deleted. */
export async function deletePendingUploadsBefore(db: DbOrTx, cutoff: Date, limit: number): Promise<string[]> {
  const stale = db
    .select({ id: attachments.id })
    .from(attachments)
    .where(and(waiting(), lt(attachments.createdAt, cutoff)))
    .limit(limit);
  const rows = await db
    .delete(attachments)
    .where(and(inArray(attachments.id, stale), waiting()))
    .returning({ storedName: attachments.storedName });
  return rows.map((row) => row.storedName);
}

/** Moves this user's waiting uploads among `ids` onto a debit note as files of one kind (debit or retur); the ids moved. */
export async function attachPendingUploadsToDebitNote(db: DbOrTx, userId: number, debitNoteId: number, kind: string, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db
    .update(attachments)
    .set({ debitNoteId, kind })
    .where(and(inArray(attachments.id, ids), pendingOf(userId)))
    .returning({ id: attachments.id });
  return rows.map((row) => row.id);
}

export async function findDebitNoteAttachments(db: DbOrTx, debitNoteId: number): Promise<AttachmentRow[]> {
  return db.select().from(attachments).where(eq(attachments.debitNoteId, debitNoteId)).orderBy(asc(attachments.id));
}

/** Sets an invoice file's kind (invoice or stamped); the row as it is now. */
export async function setAttachmentKind(db: DbOrTx, id: number, kind: string): Promise<AttachmentRow | undefined> {
  const [row] = await db.update(attachments).set({ kind }).where(eq(attachments.id, id)).returning();
  return row;
}
