import { BATCH_STATUS } from '@faktura/domain';
import { and, asc, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { batchCounters, batches, invoices } from '../../db/schema/index';
import { containsPattern } from '../../lib/like';
import { scopeCondition, scopeConditionOfShape, scopeShape, scopeValues } from '../../lib/scope-filter';
import { selectPerShape } from '../../db/per-shape';
import type { VendorScope } from '../auth/index';
import { invoicesAllowing } from '../invoices/index';

export type BatchRow = typeof batches.$inferSelect;

/** Batch totals are counted up to this (finance sees every batch; an exact count costs a scan). */
const BATCH_COUNT_CAP = 10_000;

/** Next number of a company's batch counter, atomically (an upsert holds the row lock). */
export async function nextBatchNo(db: DbOrTx, instance: string, orgId: number): Promise<string> {
  const [row] = await db
    .insert(batchCounters)
    .values({ instance, orgId, lastNo: 1 })
    .onConflictDoUpdate({ target: [batchCounters.instance, batchCounters.orgId], set: { lastNo: sql`${batchCounters.lastNo} + 1` } })
    .returning({ lastNo: batchCounters.lastNo });
  return `${instance}-${orgId}-${String(row!.lastNo).padStart(5, '0')}`;
}

export async function insertBatch(db: DbOrTx, values: typeof batches.$inferInsert): Promise<BatchRow> {
  const [row] = await db.insert(batches).values(values).returning();
  return row!;
}

export async function getBatchInScope(db: DbOrTx, scope: VendorScope, id: number, forUpdate = false): Promise<BatchRow | undefined> {
  const query = db
    .select()
    .from(batches)
    .where(and(eq(batches.id, id), scopeCondition(scope, batches)))
    .limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function findInvoicesByIds(db: DbOrTx, scope: VendorScope, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select()
    .from(invoices)
    .where(and(inArray(invoices.id, ids), scopeCondition(scope, invoices)))
    .for('update');
}

export async function batchInvoices(db: DbOrTx, batchId: number) {
  return db.select().from(invoices).where(eq(invoices.batchId, batchId)).orderBy(asc(invoices.id));
}

/** Puts invoices in a batch (or takes them out with null); their status is the life cycle's business. */
export async function assignInvoices(db: DbOrTx, batchId: number | null, ids: number[]) {
  if (!ids.length) return;
  await db
    .update(invoices)
    .set({ batchId, updatedAt: new Date(), revision: sql`${invoices.revision} + 1` })
    .where(inArray(invoices.id, ids));
}

export async function updateBatch(db: DbOrTx, id: number, values: Partial<typeof batches.$inferInsert>) {
  await db.update(batches).set(values).where(eq(batches.id, id));
}

type BatchListQuery = { page: number; pageSize: number; status?: string; orgId?: number; instance?: string; batchNo?: string; proxy?: 'Y' | 'N' };

/** The list's filters; a request's shape says which it uses (an empty or zero value is no filter). */
const BATCH_FILTERS = ['status', 'orgId', 'instance', 'batchNo', 'proxy'] as const;

function batchListWhere(scopeShapeKey: string, filters: ReadonlySet<string>): SQL | undefined {
  const value = (name: (typeof BATCH_FILTERS)[number]) => sql.placeholder(name);
  return and(
    scopeConditionOfShape(scopeShapeKey, batches),
    filters.has('status') ? eq(batches.status, value('status')) : undefined,
    filters.has('orgId') ? eq(batches.orgId, value('orgId')) : undefined,
    filters.has('instance') ? eq(batches.instance, value('instance')) : undefined,
    filters.has('batchNo') ? ilike(batches.batchNo, value('batchNo')) : undefined,
    filters.has('proxy') ? eq(batches.isProxy, value('proxy')) : undefined,
  );
}

/** The list's where clause of a shape: its scope's and its filters'. */
function whereOfShape(shape: string): SQL | undefined {
  const [scopeShapeKey = 'all', filters = ''] = shape.split('|');
  return batchListWhere(scopeShapeKey, new Set(filters.split(',')));
}

/**
 * The list's page, built once per shape for the whole process: building the select cost more
 * Node time than PostgreSQL's running it.
 */
const batchPage = selectPerShape((qb, shape) => {
  const where = whereOfShape(shape);
  // Written out: inside a subquery Drizzle would leave both columns unqualified (batch_id = id).
  const invoiceCount = sql<number>`(select count(*) from invoices bi where bi.batch_id = "batches"."id")`.mapWith(Number);
  // The capped count rides on the page's statement as an uncorrelated subquery (computed once, on
  // its own plan): one round trip instead of two. A page past the last has no row to carry it.
  const matched =
    sql<number>`(select count(*)::int from (select 1 from ${batches} ${where ? sql`where ${where}` : sql``} limit ${BATCH_COUNT_CAP + 1}) matching)`.mapWith(
      Number,
    );
  return qb
    .select({ batch: batches, invoiceCount, matched })
    .from(batches)
    .where(where)
    .orderBy(desc(batches.createdAt), desc(batches.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
});

/** How many batches match, counted up to the cap: asked apart only past the last page. */
const batchCount = selectPerShape((qb, shape) =>
  qb.select({ n: count() }).from(
    qb
      .select({ one: sql`1` })
      .from(batches)
      .where(whereOfShape(shape))
      .limit(BATCH_COUNT_CAP + 1)
      .as('matching'),
  ),
);

export async function findBatches(db: DbOrTx, scope: VendorScope, q: BatchListQuery) {
  const used = BATCH_FILTERS.filter((name) => q[name]);
  const shape = `${scopeShape(scope)}|${used.join(',')}`;
  const values: Record<string, unknown> = { ...scopeValues(scope), limit: q.pageSize, offset: (q.page - 1) * q.pageSize };
  for (const name of used) values[name] = name === 'batchNo' ? containsPattern(q.batchNo!) : q[name];
  const rows = await batchPage(db, shape, values);
  let counted = rows[0]?.matched ?? 0;
  if (!rows.length && q.page > 1) {
    const [row] = await batchCount(db, shape, values);
    counted = Number(row?.n ?? 0);
  }
  const items = rows.map(({ batch, invoiceCount }) => ({ batch, invoiceCount }));
  return { items, total: Math.min(counted, BATCH_COUNT_CAP), totalCapped: counted > BATCH_COUNT_CAP };
}

/** Invoices a batch's submission can move (DRAFT PO and non-PO, by the life cycle's table) of one supplier in one company in no batch yet (the Find Invoice modal). */
export async function findBatchableInvoices(db: DbOrTx, company: { instance: string; orgId: number; vendorId: number }) {
  return db
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.instance, company.instance),
        eq(invoices.orgId, company.orgId),
        eq(invoices.vendorId, company.vendorId),
        invoicesAllowing('SUBMIT_BATCH'),
        sql`${invoices.batchId} is null`,
      ),
    )
    .orderBy(desc(invoices.createdAt), desc(invoices.id))
    .limit(500);
}

export async function findDraftBatches(db: DbOrTx, company: { instance: string; orgId: number; vendorId: number }) {
  return db
    .select()
    .from(batches)
    .where(
      and(
        eq(batches.instance, company.instance),
        eq(batches.orgId, company.orgId),
        eq(batches.vendorId, company.vendorId),
        eq(batches.status, BATCH_STATUS.DRAFT),
      ),
    )
    .orderBy(desc(batches.createdAt));
}
