import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { attachments, batches, invoiceLines, invoices } from '../../db/schema/index';

export type NewLine = typeof invoiceLines.$inferInsert;
export type NewInvoice = typeof invoices.$inferInsert;

/** Serialises invoice saves that touch the same receipt lines (both PostgreSQL and PGlite). */
export async function lockReceiptLines(db: DbOrTx, instance: string, rcvTransactionIds: number[]) {
  for (const id of [...new Set(rcvTransactionIds)].sort((a, b) => a - b)) {
    await db.execute(sql`select pg_advisory_xact_lock(hashtext(${instance}), ${id})`);
  }
}

export async function findInvoiceByNumber(db: DbOrTx, instance: string, vendorId: number, invoiceNo: string, exceptId?: number) {
  const [row] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      and(
        eq(invoices.instance, instance),
        eq(invoices.vendorId, vendorId),
        sql`upper(${invoices.invoiceNo}) = upper(${invoiceNo})`,
        exceptId ? ne(invoices.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row;
}

export async function findInvoiceByTaxDigits(db: DbOrTx, instance: string, vendorId: number, digits: string, exceptId?: number) {
  const [row] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      and(eq(invoices.instance, instance), eq(invoices.vendorId, vendorId), eq(invoices.taxNoDigits, digits), exceptId ? ne(invoices.id, exceptId) : undefined),
    )
    .limit(1);
  return row;
}

export async function insertInvoice(db: DbOrTx, values: NewInvoice): Promise<number> {
  const [row] = await db.insert(invoices).values(values).returning({ id: invoices.id });
  return row!.id;
}

export async function replaceLines(db: DbOrTx, invoiceId: number, lines: Omit<NewLine, 'invoiceId'>[]) {
  await db.delete(invoiceLines).where(eq(invoiceLines.invoiceId, invoiceId));
  if (lines.length) await db.insert(invoiceLines).values(lines.map((l) => ({ ...l, invoiceId })));
}

export async function findLines(db: DbOrTx, invoiceId: number) {
  return db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, invoiceId)).orderBy(asc(invoiceLines.lineNum));
}

export async function findAttachments(db: DbOrTx, invoiceId: number) {
  return db.select().from(attachments).where(eq(attachments.invoiceId, invoiceId)).orderBy(asc(attachments.id));
}

/** Unattached uploads of this user among `ids` (the create form uploads before the invoice exists). */
export async function findPendingUploads(db: DbOrTx, userId: number, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select({ id: attachments.id })
    .from(attachments)
    .where(and(inArray(attachments.id, ids), eq(attachments.uploadedBy, userId), sql`${attachments.invoiceId} is null`));
}

export async function attachUploads(db: DbOrTx, invoiceId: number, ids: number[]) {
  if (ids.length) await db.update(attachments).set({ invoiceId }).where(inArray(attachments.id, ids));
}

export async function findBatchNo(db: DbOrTx, batchId: number | null) {
  if (!batchId) return null;
  const [row] = await db.select({ batchNo: batches.batchNo }).from(batches).where(eq(batches.id, batchId));
  return row?.batchNo ?? null;
}

export async function updateInvoice(db: DbOrTx, id: number, revision: number, values: Partial<NewInvoice>): Promise<boolean> {
  const rows = await db
    .update(invoices)
    .set({ ...values, revision: revision + 1, updatedAt: new Date() })
    .where(and(eq(invoices.id, id), eq(invoices.revision, revision)))
    .returning({ id: invoices.id });
  return rows.length === 1;
}

export async function deleteInvoice(db: DbOrTx, id: number) {
  await db.delete(invoices).where(eq(invoices.id, id));
}

export async function deleteLine(db: DbOrTx, invoiceId: number, lineId: number): Promise<boolean> {
  const rows = await db
    .delete(invoiceLines)
    .where(and(eq(invoiceLines.invoiceId, invoiceId), eq(invoiceLines.id, lineId)))
    .returning({ id: invoiceLines.id });
  return rows.length === 1;
}
