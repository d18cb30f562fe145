import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { batches, categories, categoryDetails, invoiceLines, invoiceReimbursements, invoices } from '../../db/schema/index';
import type { InvoiceChanges, NewInvoice } from '../invoices/index';

export type NewLine = Omit<typeof invoiceLines.$inferInsert, 'invoiceId'>;
export type NewReimbursement = Omit<typeof invoiceReimbursements.$inferInsert, 'invoiceId'>;

export async function insertInvoice(db: DbOrTx, values: NewInvoice): Promise<number> {
  const [row] = await db.insert(invoices).values(values).returning({ id: invoices.id });
  return row!.id;
}

/** Writes the header (never the status: see InvoiceChanges) only if nobody changed it since `revision` was read, and bumps the revision. */
export async function updateInvoice(db: DbOrTx, id: number, revision: number, values: InvoiceChanges): Promise<boolean> {
  const rows = await db
    .update(invoices)
    .set({ ...values, revision: revision + 1, updatedAt: new Date() })
    .where(and(eq(invoices.id, id), eq(invoices.revision, revision)))
    .returning({ id: invoices.id });
  return rows.length === 1;
}

/** A save replaces the lines and reimbursement lines as a whole: the form always sends all of them. */
export async function replaceContents(db: DbOrTx, invoiceId: number, lines: NewLine[], reimbursements: NewReimbursement[]) {
  await db.delete(invoiceLines).where(eq(invoiceLines.invoiceId, invoiceId));
  await db.delete(invoiceReimbursements).where(eq(invoiceReimbursements.invoiceId, invoiceId));
  if (lines.length) await db.insert(invoiceLines).values(lines.map((l) => ({ ...l, invoiceId })));
  if (reimbursements.length) await db.insert(invoiceReimbursements).values(reimbursements.map((r) => ({ ...r, invoiceId })));
}

export async function deleteInvoice(db: DbOrTx, id: number) {
  await db.delete(invoices).where(eq(invoices.id, id));
}

export async function findReimbursements(db: DbOrTx, invoiceId: number) {
  return db.select().from(invoiceReimbursements).where(eq(invoiceReimbursements.invoiceId, invoiceId)).orderBy(asc(invoiceReimbursements.lineNum));
}

/** Names the detail screen shows: the category, the lines' detail categories and the batch number. */
export async function findNames(db: DbOrTx, q: { categoryId: number | null; detailIds: number[]; batchId: number | null }) {
  const [category, details, batch] = await Promise.all([
    q.categoryId ? db.select({ name: categories.name }).from(categories).where(eq(categories.id, q.categoryId)) : [],
    q.detailIds.length
      ? db.select({ id: categoryDetails.id, name: categoryDetails.name }).from(categoryDetails).where(inArray(categoryDetails.id, q.detailIds))
      : [],
    q.batchId ? db.select({ batchNo: batches.batchNo }).from(batches).where(eq(batches.id, q.batchId)) : [],
  ]);
  return { categoryName: category[0]?.name ?? null, detailName: new Map(details.map((d) => [d.id, d.name])), batchNo: batch[0]?.batchNo ?? null };
}
