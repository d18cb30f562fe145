import { and, between, count, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { duplicateClearances, duplicateSuspects, invoices } from '../../db/schema/index';
import { invoiceNumberKey } from '../../db/schema/invoice-number-key';

/** What the rule compares and a warning or the queue shows of an invoice. */
const candidateColumns = {
  id: invoices.id,
  invoiceNo: invoices.invoiceNo,
  invoiceType: invoices.invoiceType,
  instance: invoices.instance,
  orgId: invoices.orgId,
  vendorId: invoices.vendorId,
  vendorName: invoices.vendorName,
  invoiceDate: invoices.invoiceDate,
  currencyCode: invoices.currencyCode,
  totalAmount: invoices.totalAmount,
  status: invoices.status,
};
export type CandidateRow = {
  id: number;
  invoiceNo: string;
  invoiceType: string;
  instance: string;
  orgId: number;
  vendorId: number;
  vendorName: string;
  invoiceDate: string | null;
  currencyCode: string;
  totalAmount: string;
  status: string;
};

/**
 * Bounds of the two candidate lookups. A normalised number is shared by a handful of invoices; a
 * supplier's invoices to one company within ±30 days are rarely more than a few hundred — beyond
 * that the lookup stops (decision 025) rather than read an unbounded range.
 */
export const SAME_NUMBER_LIMIT = 50;
export const SUPPLIER_WINDOW_LIMIT = 300;

export async function findCandidate(db: DbOrTx, id: number): Promise<CandidateRow | undefined> {
  const [row] = await db.select(candidateColumns).from(invoices).where(eq(invoices.id, id));
  return row;
}

/** The company's invoices whose normalised number is `key` (invoices_no_key_idx), other than `exceptId`. */
export async function findBySameNumber(db: DbOrTx, q: { instance: string; orgId: number; key: string; exceptId: number }): Promise<CandidateRow[]> {
  if (!q.key) return [];
  return db
    .select(candidateColumns)
    .from(invoices)
    .where(
      and(eq(invoices.instance, q.instance), eq(invoices.orgId, q.orgId), sql`${invoiceNumberKey(invoices.invoiceNo)} = ${q.key}`, ne(invoices.id, q.exceptId)),
    )
    .limit(SAME_NUMBER_LIMIT);
}

/** The supplier's invoices to the company dated from `from` to `to` (invoices_vendor_date_idx), other than `exceptId`. */
export async function findBySupplierWindow(
  db: DbOrTx,
  q: { instance: string; orgId: number; vendorId: number; from: string; to: string; exceptId: number },
): Promise<CandidateRow[]> {
  return db
    .select(candidateColumns)
    .from(invoices)
    .where(
      and(
        eq(invoices.vendorId, q.vendorId),
        eq(invoices.instance, q.instance),
        eq(invoices.orgId, q.orgId),
        between(invoices.invoiceDate, q.from, q.to),
        ne(invoices.id, q.exceptId),
      ),
    )
    .limit(SUPPLIER_WINDOW_LIMIT);
}

/** Of the pairs (id, each of `others`), those finance cleared: the other invoice ids. */
export async function findClearedWith(db: DbOrTx, id: number, others: number[]): Promise<Set<number>> {
  if (!others.length) return new Set();
  const lower = others.filter((o) => o < id);
  const higher = others.filter((o) => o > id);
  const rows = await db
    .select({ a: duplicateClearances.invoiceId, b: duplicateClearances.otherInvoiceId })
    .from(duplicateClearances)
    .where(
      or(
        lower.length ? and(inArray(duplicateClearances.invoiceId, lower), eq(duplicateClearances.otherInvoiceId, id)) : undefined,
        higher.length ? and(eq(duplicateClearances.invoiceId, id), inArray(duplicateClearances.otherInvoiceId, higher)) : undefined,
      ),
    );
  return new Set(rows.map((r) => (r.a === id ? r.b : r.a)));
}

/** Replaces the stored pairs of one invoice with `pairs` (each lower id first). */
export async function replaceSuspects(db: DbOrTx, id: number, pairs: Array<{ invoiceId: number; otherInvoiceId: number; criteria: string }>) {
  await db.delete(duplicateSuspects).where(or(eq(duplicateSuspects.invoiceId, id), eq(duplicateSuspects.otherInvoiceId, id)));
  if (pairs.length) await db.insert(duplicateSuspects).values(pairs).onConflictDoNothing();
}

/** Records finance's clearance (lower id first); false when the pair was cleared already. Its stored suspicion goes. */
export async function insertClearance(
  db: DbOrTx,
  row: { invoiceId: number; otherInvoiceId: number; note: string | null; clearedBy: number },
): Promise<boolean> {
  const inserted = await db.insert(duplicateClearances).values(row).onConflictDoNothing().returning({ id: duplicateClearances.invoiceId });
  await db.delete(duplicateSuspects).where(and(eq(duplicateSuspects.invoiceId, row.invoiceId), eq(duplicateSuspects.otherInvoiceId, row.otherInvoiceId)));
  return inserted.length > 0;
}

const earlier = alias(invoices, 'earlier_invoice');
const later = alias(invoices, 'later_invoice');
type SideColumns =
  'id' | 'invoiceNo' | 'invoiceType' | 'instance' | 'orgId' | 'vendorId' | 'vendorName' | 'invoiceDate' | 'currencyCode' | 'totalAmount' | 'status';
const sideOf = (t: Record<SideColumns, AnyPgColumn>) => ({
  id: t.id,
  invoiceNo: t.invoiceNo,
  invoiceType: t.invoiceType,
  instance: t.instance,
  orgId: t.orgId,
  vendorId: t.vendorId,
  vendorName: t.vendorName,
  invoiceDate: t.invoiceDate,
  currencyCode: t.currencyCode,
  totalAmount: t.totalAmount,
  status: t.status,
});

/** One page of the stored pairs, newest (higher id) first: a walk of duplicate_suspects_newer_idx. */
export async function findSuspectPage(db: DbOrTx, page: number, pageSize: number) {
  const [items, [total]] = await Promise.all([
    db
      .select({ criteria: duplicateSuspects.criteria, foundAt: duplicateSuspects.foundAt, invoice: sideOf(earlier), other: sideOf(later) })
      .from(duplicateSuspects)
      .innerJoin(earlier, eq(earlier.id, duplicateSuspects.invoiceId))
      .innerJoin(later, eq(later.id, duplicateSuspects.otherInvoiceId))
      .orderBy(desc(duplicateSuspects.otherInvoiceId), desc(duplicateSuspects.invoiceId))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(duplicateSuspects),
  ]);
  // The aliases' columns are the invoices' own: sideOf's generic cannot carry their types through.
  return { items: items as unknown as Array<{ criteria: string; foundAt: Date; invoice: CandidateRow; other: CandidateRow }>, total: total?.n ?? 0 };
}

/** Invoice ids after `afterId`, in id order, `limit` of them: the rescan's keyset walk. */
export async function findInvoiceIdsAfter(db: DbOrTx, afterId: number, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(sql`${invoices.id} > ${afterId}`)
    .orderBy(invoices.id)
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Likely-duplicate pairs waiting for finance (a cleared pair is no longer stored): the work queue's count. */
export async function countSuspects(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(duplicateSuspects);
  return row?.n ?? 0;
}
