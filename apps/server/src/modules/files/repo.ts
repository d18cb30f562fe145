import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { attachments, invoices } from '../../db/schema/index';
import { scopeCondition } from '../../lib/scope-filter';
import type { VendorScope } from '../auth/index';

export type AttachmentRow = typeof attachments.$inferSelect;

export async function insertAttachment(db: DbOrTx, values: typeof attachments.$inferInsert): Promise<AttachmentRow> {
  const [row] = await db.insert(attachments).values(values).returning();
  return row!;
}

/**
 * A file the user may read: its own upload not yet attached, or a file of an invoice its scope
 * covers (the scope condition over the invoice, as every supplier-owned query).
 */
export async function findReadableAttachment(db: DbOrTx, fileId: number, userId: number, scope: VendorScope): Promise<AttachmentRow | undefined> {
  const [row] = await db
    .select({ file: attachments })
    .from(attachments)
    .leftJoin(invoices, eq(invoices.id, attachments.invoiceId))
    .where(
      and(
        eq(attachments.id, fileId),
        or(and(isNull(attachments.invoiceId), eq(attachments.uploadedBy, userId)), and(sql`${invoices.id} is not null`, scopeCondition(scope, invoices))),
      ),
    )
    .limit(1);
  return row?.file;
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

/** Unattached uploads of this user among `ids` (the create form uploads before the invoice exists). */
export async function findPendingUploads(db: DbOrTx, userId: number, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select({ id: attachments.id })
    .from(attachments)
    .where(and(inArray(attachments.id, ids), eq(attachments.uploadedBy, userId), isNull(attachments.invoiceId)));
}

export async function attachUploads(db: DbOrTx, invoiceId: number, ids: number[]) {
  if (ids.length) await db.update(attachments).set({ invoiceId }).where(inArray(attachments.id, ids));
}
