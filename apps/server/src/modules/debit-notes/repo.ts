import { and, asc, count, desc, eq, gte, lte } from 'drizzle-orm';
import type { DebitNoteListQuery } from '@faktura/domain';
import type { DbOrTx } from '../../db/client';
import { debitNoteLines, debitNotes } from '../../db/schema/index';
import { scopeCondition } from '../../lib/scope-filter';
import type { VendorScope } from '../auth/index';

export type DebitNoteRow = typeof debitNotes.$inferSelect;

/** One page of the debit notes the scope covers, newest DN date first. */
export async function findDebitNotes(db: DbOrTx, scope: VendorScope, q: DebitNoteListQuery) {
  const where = and(
    scopeCondition(scope, debitNotes),
    q.fromDate ? gte(debitNotes.dnDate, q.fromDate) : undefined,
    q.toDate ? lte(debitNotes.dnDate, q.toDate) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(debitNotes)
      .where(where)
      .orderBy(desc(debitNotes.dnDate), desc(debitNotes.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(debitNotes).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** A debit note the scope covers, with its lines; undefined for one it does not (the caller answers 404). */
export async function findDebitNote(db: DbOrTx, scope: VendorScope, id: number) {
  const [note] = await db
    .select()
    .from(debitNotes)
    .where(and(eq(debitNotes.id, id), scopeCondition(scope, debitNotes)));
  if (!note) return undefined;
  const lines = await db.select().from(debitNoteLines).where(eq(debitNoteLines.debitNoteId, id)).orderBy(asc(debitNoteLines.lineNumber));
  return { note, lines };
}

/** The ERP debit notes of a company already made into portal ones. */
export async function createdErpIds(db: DbOrTx, instance: string): Promise<Set<number>> {
  const rows = await db.select({ id: debitNotes.erpDebitNoteId }).from(debitNotes).where(eq(debitNotes.instance, instance));
  return new Set(rows.map((r) => r.id));
}

export async function insertDebitNote(
  db: DbOrTx,
  values: typeof debitNotes.$inferInsert,
  lines: Array<Omit<typeof debitNoteLines.$inferInsert, 'debitNoteId'>>,
) {
  const [row] = await db.insert(debitNotes).values(values).onConflictDoNothing().returning({ id: debitNotes.id });
  if (!row) return undefined;
  if (lines.length) await db.insert(debitNoteLines).values(lines.map((l) => ({ ...l, debitNoteId: row.id })));
  return row.id;
}
