import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { FindInvoicesQuery, MatchType } from '@faktura/domain';
import type { DbOrTx } from '../../db/client';
import { batches, invoices } from '../../db/schema/index';
import { invoiceNumberContains } from '../../lib/invoice-number-search';
import { prefixPattern } from '../../lib/like';
import { scopeCondition } from '../../lib/scope-filter';
import type { VendorScope } from '../auth/index';

/** Counting stops here: a search matching more is narrowed by the user, never counted exactly. */
const COUNT_CAP = 10_000;

type Filters = Pick<FindInvoicesQuery, 'orgId' | 'instance' | 'batchNo' | 'vendorId' | 'invoiceNo' | 'matchType'>;

function conditions(scope: VendorScope, q: Filters): SQL | undefined {
  return and(
    scopeCondition(scope, invoices),
    q.orgId ? eq(invoices.orgId, q.orgId) : undefined,
    q.instance ? eq(invoices.instance, q.instance) : undefined,
    q.vendorId ? eq(invoices.vendorId, q.vendorId) : undefined,
    // The batch first (batches_no_upper_idx), then its few invoices (invoices_batch_idx): joined
    // instead, PostgreSQL walks every invoice newest first and probes each one's batch.
    q.batchNo?.trim() ? sql`${invoices.batchId} in (select b.id from batches b where upper(b.batch_no) = upper(${q.batchNo.trim()}))` : undefined,
    q.invoiceNo?.trim() ? invoiceNumberContains(invoices.invoiceNo, q.invoiceNo.trim()) : undefined,
    // Stored and kept by the database (see the column), so the filter is a column comparison.
    q.matchType ? eq(invoices.matchType, q.matchType) : undefined,
  );
}

/** Matching invoices counted up to COUNT_CAP: each stops the scan at the cap. */
const countOf = (where: SQL | undefined) =>
  sql<number>`(select count(*)::int from (select 1 from ${invoices} ${where ? sql`where ${where}` : sql``} limit ${COUNT_CAP}) c)`;

/**
 * How many match the filters, up to COUNT_CAP. MATCH is almost every invoice, and no index holds
 * the match type beside the supplier or company, so counting MATCH directly reads every one of
 * the supplier's invoices from the table (a big supplier: ~2,300 pages). Every invoice is MATCH
 * or UNMATCH (the column is kept so), so MATCH = all − UNMATCH instead: "all" from the index
 * alone, as the search without a match type counts it, and UNMATCH from its small partial index.
 * With the cap: UNMATCH exactly (u, below the cap), then "all" up to COUNT_CAP + u, less u. Only
 * when UNMATCH itself reaches the cap is MATCH counted directly. (`offset 0` keeps u a subquery
 * of its own: pulled up, its count would be run once for every use of u.n.)
 */
function countFor(scope: VendorScope, q: Filters): SQL<number> {
  if (q.matchType !== 'MATCH') return countOf(conditions(scope, q));
  const all = conditions(scope, { ...q, matchType: undefined });
  return sql<number>`(select case when u.n < ${COUNT_CAP}
      then least(${COUNT_CAP}, (select count(*)::int from (select 1 from ${invoices} ${all ? sql`where ${all}` : sql``} limit ${COUNT_CAP} + u.n) c) - u.n)
      else ${countOf(conditions(scope, q))} end
    from (select ${countOf(conditions(scope, { ...q, matchType: 'UNMATCH' }))} as n offset 0) u)`;
}

/** The find screen's columns of one invoice, with its batch number. */
function resultColumns(total: SQL<number>) {
  return {
    id: invoices.id,
    invoiceNo: invoices.invoiceNo,
    invoiceDate: invoices.invoiceDate,
    invoiceType: invoices.invoiceType,
    status: invoices.status,
    matchType: sql<MatchType>`${invoices.matchType}`,
    vendorId: invoices.vendorId,
    vendorName: invoices.vendorName,
    orgId: invoices.orgId,
    instance: invoices.instance,
    batchNo: batches.batchNo,
    currencyCode: invoices.currencyCode,
    totalAmount: invoices.totalAmount,
    // The payment term: the expected pay date of an approved invoice the ERP has not scheduled yet.
    termId: invoices.termId,
    total: total.mapWith(Number),
  };
}

type Page = Filters & { page: number; pageSize: number };

/**
 * One page of the find screen's results, newest first, and how many match (up to COUNT_CAP), in
 * one statement: the page's ids first (then only their invoices and batches are read), the count
 * an uncorrelated subquery beside them. Only a page past the last has no row to carry the count,
 * and asks it apart.
 */
export async function findInvoicesForReview(db: DbOrTx, scope: VendorScope, q: Page) {
  const where = conditions(scope, q);
  if (q.invoiceNo?.trim()) {
    const found = await findByInvoiceNumber(db, scope, where, q);
    if (found) return found;
  }
  // The page first, then its batches: joined before the limit, PostgreSQL joins every matching
  // invoice (a supplier's thousands) to batches to sort them, often by hashing all the batches.
  const page = db
    .select({ id: invoices.id, createdAt: invoices.createdAt })
    .from(invoices)
    .where(where)
    .orderBy(desc(invoices.createdAt), desc(invoices.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize)
    .as('page');
  const rows = await db
    .select(resultColumns(countFor(scope, q)))
    .from(page)
    .innerJoin(invoices, eq(invoices.id, page.id))
    .leftJoin(batches, eq(batches.id, invoices.batchId))
    .orderBy(desc(page.createdAt), desc(page.id));
  return withTotal(db, countFor(scope, q), q, rows);
}

/**
 * By e-invoice number ("contains"): the matches come from the gram index as a set, computed
 * once for both the page and the count. Asked for newest first instead, PostgreSQL walks every
 * invoice by date and tests each number (a common text such as a month's prefix, whose matches
 * are all months old, read half a million invoices). A set larger than COUNT_CAP is not complete
 * here: then (undefined) the newest-first walk serves, which finds a common text's page quickly.
 */
async function findByInvoiceNumber(db: DbOrTx, scope: VendorScope, where: SQL | undefined, q: Page) {
  const matched = db.$with('matched').as(
    db
      .select({ id: invoices.id, createdAt: sql<Date>`${invoices.createdAt}`.as('matched_at') })
      .from(invoices)
      .where(where)
      .limit(COUNT_CAP + 1),
  );
  const page = db
    .select({ id: matched.id, createdAt: matched.createdAt })
    .from(matched)
    .orderBy(desc(matched.createdAt), desc(matched.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize)
    .as('page');
  const rows = await db
    .with(matched)
    .select(resultColumns(sql<number>`(select count(*)::int from ${matched})`))
    .from(page)
    .innerJoin(invoices, eq(invoices.id, page.id))
    .leftJoin(batches, eq(batches.id, invoices.batchId))
    .orderBy(desc(page.createdAt), desc(page.id));
  if (rows.length && rows[0]!.total > COUNT_CAP) return undefined;
  if (!rows.length && q.page > 1) return undefined;
  return withTotal(db, countFor(scope, q), q, rows);
}

/** The page without its count column, and the count: a page past the last asks it apart. */
async function withTotal<R extends { total: number }>(db: DbOrTx, count: SQL<number>, q: Page, rows: R[]) {
  const items = rows.map(({ total: _total, ...item }) => item);
  if (rows.length) return { items, total: rows[0]!.total };
  // Nothing on the first page means nothing matches; past it, the count says how many do.
  if (q.page === 1) return { items, total: 0 };
  const [counted] = await db.select({ n: count.mapWith(Number) }).from(sql`(select 1) one`);
  return { items, total: counted?.n ?? 0 };
}

/** upper(invoice_no) in byte order: the expression of invoices_invoice_no_upper_c_idx, so LIKE 'TEXT%' is a range of it, read in order. */
const upperNo = sql`(upper(${invoices.invoiceNo}) COLLATE "C")`;

/**
 * Invoice numbers containing the typed text, in the actor's scope: the e-invoice number
 * autocomplete. Numbers that start with the text come first, in order, from a range of
 * invoices_invoice_no_upper_c_idx (common text such as "INV/2025" then reads only the numbers it
 * lists, where a "contains" search in order walks every number, skipping those that do not
 * match); the rest of the limit is filled with numbers that contain it elsewhere (the gram index),
 * asked only when the prefix ones are too few.
 */
export async function suggestInvoiceNumbers(
  db: DbOrTx,
  scope: VendorScope,
  q: Pick<Filters, 'orgId' | 'instance' | 'vendorId'> & { search: string; limit: number },
) {
  const where = and(
    scopeCondition(scope, invoices),
    q.orgId ? eq(invoices.orgId, q.orgId) : undefined,
    q.instance ? eq(invoices.instance, q.instance) : undefined,
    q.vendorId ? eq(invoices.vendorId, q.vendorId) : undefined,
  );
  const startsWith = sql`${upperNo} like upper(${prefixPattern(q.search)})`;
  // The same number under two suppliers is one suggestion; grouped along the index's own order,
  // so only the numbers listed are read (an incremental sort within equal upper-case numbers).
  const prefixed = await db
    .select({ invoiceNo: invoices.invoiceNo })
    .from(invoices)
    .where(and(where, startsWith))
    .groupBy(upperNo, invoices.invoiceNo)
    .orderBy(upperNo, asc(invoices.invoiceNo))
    .limit(q.limit);
  const found = prefixed.map((r) => r.invoiceNo);
  if (found.length >= q.limit) return found;
  const contained = await db
    .selectDistinct({ invoiceNo: invoices.invoiceNo })
    .from(invoices)
    .where(and(where, invoiceNumberContains(invoices.invoiceNo, q.search), sql`not (${startsWith})`))
    .orderBy(asc(invoices.invoiceNo))
    .limit(q.limit - found.length);
  const seen = new Set(found);
  return [...found, ...contained.map((r) => r.invoiceNo).filter((n) => !seen.has(n))];
}
