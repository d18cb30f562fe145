import { and, asc, count, eq, gte, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { batches, debitNoteLines, debitNotes, invoiceLines, invoices } from '../../db/schema/index';
import type { VendorScope } from '../../lib/actor';
import { scopeCondition } from '../../lib/scope-filter';

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceLineRow = typeof invoiceLines.$inferSelect;
export type DebitNoteRow = typeof debitNotes.$inferSelect;
export type DebitNoteLineRow = typeof debitNoteLines.$inferSelect;

/** An invoice the scope covers, or undefined (another supplier's answers like a missing one). */
export async function findInvoice(db: DbOrTx, scope: VendorScope, id: number): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, id), scopeCondition(scope, invoices)))
    .limit(1);
  return row;
}

export async function invoiceLinesOf(db: DbOrTx, invoiceId: number): Promise<InvoiceLineRow[]> {
  return db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, invoiceId)).orderBy(asc(invoiceLines.lineNum), asc(invoiceLines.id));
}

export async function findDebitNote(db: DbOrTx, scope: VendorScope, id: number): Promise<{ note: DebitNoteRow; lines: DebitNoteLineRow[] } | undefined> {
  const [note] = await db
    .select()
    .from(debitNotes)
    .where(and(eq(debitNotes.id, id), scopeCondition(scope, debitNotes)))
    .limit(1);
  if (!note) return undefined;
  const lines = await db
    .select()
    .from(debitNoteLines)
    .where(eq(debitNoteLines.debitNoteId, id))
    .orderBy(asc(debitNoteLines.lineNumber), asc(debitNoteLines.id));
  return { note, lines };
}

export async function findBatch(db: DbOrTx, id: number) {
  const [row] = await db.select({ id: batches.id, batchNo: batches.batchNo }).from(batches).where(eq(batches.id, id)).limit(1);
  return row;
}

export type InvoiceRef = { id: number; invoiceNo: string };

/** A batch's invoices, in order. */
export async function batchInvoiceRefs(db: DbOrTx, batchId: number): Promise<InvoiceRef[]> {
  return db.select({ id: invoices.id, invoiceNo: invoices.invoiceNo }).from(invoices).where(eq(invoices.batchId, batchId)).orderBy(asc(invoices.id));
}

// An invoice belongs to the day it is dated, or, while it has no date yet, the day it was made (WIB).
const periodDay = sql`coalesce(${invoices.invoiceDate}, (${invoices.createdAt} at time zone 'Asia/Jakarta')::date)`;
const inPeriod = (from: string, to: string) => and(gte(periodDay, from), lte(periodDay, to));

export async function countPeriodInvoices(db: DbOrTx, from: string, to: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(invoices).where(inPeriod(from, to));
  return Number(row?.n ?? 0);
}

export async function periodInvoiceRefs(db: DbOrTx, from: string, to: string, limit: number): Promise<InvoiceRef[]> {
  return db.select({ id: invoices.id, invoiceNo: invoices.invoiceNo }).from(invoices).where(inPeriod(from, to)).orderBy(asc(invoices.id)).limit(limit);
}
