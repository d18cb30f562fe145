import { and, desc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { batches, invoiceLines, invoices } from '../../db/schema/index';
import type { InvoiceChanges, NewInvoice } from '../invoices/index';

export type NewLine = typeof invoiceLines.$inferInsert;

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

export async function findBatchNo(db: DbOrTx, batchId: number | null) {
  if (!batchId) return null;
  const [row] = await db.select({ batchNo: batches.batchNo }).from(batches).where(eq(batches.id, batchId));
  return row?.batchNo ?? null;
}

/** Writes the header (never the status: see InvoiceChanges) at `revision`, and bumps it. */
export async function updateInvoice(db: DbOrTx, id: number, revision: number, values: InvoiceChanges): Promise<boolean> {
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

/** The bank of the supplier's newest invoice in this company that names one (the supplier's index, read newest first). */
export async function lastUsedBank(db: DbOrTx, company: { instance: string; orgId: number; vendorId: number }): Promise<number | null> {
  const [row] = await db
    .select({ bankAccountId: invoices.bankAccountId })
    .from(invoices)
    .where(
      and(
        eq(invoices.vendorId, company.vendorId),
        eq(invoices.instance, company.instance),
        eq(invoices.orgId, company.orgId),
        isNotNull(invoices.bankAccountId),
      ),
    )
    .orderBy(desc(invoices.createdAt), desc(invoices.id))
    .limit(1);
  return row?.bankAccountId ?? null;
}
