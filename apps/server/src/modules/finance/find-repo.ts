import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { FindInvoicesQuery, MatchType } from '@faktura/domain';
import type { DbOrTx } from '../../db/client';
import { batches, invoices } from '../../db/schema/index';
import type { QueryBuilder } from 'drizzle-orm/pg-core';
import { selectPerShape } from '../../db/per-shape';
import { invoiceNumberContains, invoiceNumberMatches } from '../../lib/invoice-number-search';
import { containsPattern, prefixPattern } from '../../lib/like';
import { scopeConditionOfShape, scopeShape, scopeValues } from '../../lib/scope-filter';
import type { VendorScope } from '../auth/index';

/** Counting stops here: a search matching more is narrowed by the user, never counted exactly. */
const COUNT_CAP = 10_000;

type Filters = Pick<FindInvoicesQuery, 'orgId' | 'instance' | 'batchNo' | 'vendorId' | 'invoiceNo' | 'matchType'>;

/** The filters a request may use besides its match type. */
const FILTERS = ['orgId', 'instance', 'vendorId', 'batchNo', 'invoiceNo'] as const;
type FilterName = (typeof FILTERS)[number];

/** Whether a request uses a filter: an empty or zero value is none, and so is a blank number. */
const uses = (q: Filters, name: FilterName): boolean => (name === 'batchNo' || name === 'invoiceNo' ? Boolean(q[name]?.trim()) : Boolean(q[name]));

/**
 * A request's shape: the scope's shape, the filters it uses, its match type (the count is
 * written apart for MATCH) and whether it asks the first page (which has no offset). Requests
 * of one shape run the same statement texts, their values as placeholders.
 */
type Shape = { scope: string; filters: ReadonlySet<string>; matchType: MatchType | undefined; firstPage: boolean };

const shapeKey = (scope: VendorScope, q: Filters & { page: number }): string =>
  [scopeShape(scope), FILTERS.filter((name) => uses(q, name)).join(','), q.matchType ?? '', q.page === 1 ? 'first' : 'later'].join('|');

function shapeOf(key: string): Shape {
  const [scope = 'all', filters = '', matchType = '', page = 'first'] = key.split('|');
  return { scope, filters: new Set(filters.split(',')), matchType: (matchType || undefined) as MatchType | undefined, firstPage: page === 'first' };
}

/** The placeholders' values of one request (a filter it does not use is read by no statement). */
function valuesOf(scope: VendorScope, q: Filters & Partial<Page>): Record<string, unknown> {
  const invoiceNo = q.invoiceNo?.trim();
  return {
    ...scopeValues(scope),
    orgId: q.orgId,
    instance: q.instance,
    vendorId: q.vendorId,
    batchNo: q.batchNo?.trim(),
    invoiceNo,
    invoiceNoPattern: invoiceNo ? containsPattern(invoiceNo) : undefined,
    limit: q.pageSize,
    offset: q.page && q.pageSize ? (q.page - 1) * q.pageSize : 0,
  };
}

/** The filters of a shape; the match type is given apart, as the MATCH count asks UNMATCH too. */
function conditions(shape: Shape, matchType: MatchType | undefined): SQL | undefined {
  const value = (name: string) => sql.placeholder(name);
  return and(
    scopeConditionOfShape(shape.scope, invoices),
    shape.filters.has('orgId') ? eq(invoices.orgId, value('orgId')) : undefined,
    shape.filters.has('instance') ? eq(invoices.instance, value('instance')) : undefined,
    shape.filters.has('vendorId') ? eq(invoices.vendorId, value('vendorId')) : undefined,
    // The batch first (batches_no_upper_idx), then its few invoices (invoices_batch_idx): joined
    // instead, PostgreSQL walks every invoice newest first and probes each one's batch.
    shape.filters.has('batchNo') ? sql`${invoices.batchId} in (select b.id from batches b where upper(b.batch_no) = upper(${value('batchNo')}))` : undefined,
    shape.filters.has('invoiceNo') ? invoiceNumberMatches(invoices.invoiceNo, value('invoiceNo'), value('invoiceNoPattern')) : undefined,
    // Stored and kept by the database (see the column), so the filter is a column comparison.
    matchType ? eq(invoices.matchType, matchType) : undefined,
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
function countFor(shape: Shape): SQL<number> {
  if (shape.matchType !== 'MATCH') return countOf(conditions(shape, shape.matchType));
  const all = conditions(shape, undefined);
  return sql<number>`(select case when u.n < ${COUNT_CAP}
      then least(${COUNT_CAP}, (select count(*)::int from (select 1 from ${invoices} ${all ? sql`where ${all}` : sql``} limit ${COUNT_CAP} + u.n) c) - u.n)
      else ${countOf(conditions(shape, 'MATCH'))} end
    from (select ${countOf(conditions(shape, 'UNMATCH'))} as n offset 0) u)`;
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

/** The page's rows newest first: its ids first (then only their invoices and batches are read). */
const newestFirst = (qb: QueryBuilder, shape: Shape) =>
  qb
    .select({ id: invoices.id, createdAt: invoices.createdAt })
    .from(invoices)
    .where(conditions(shape, shape.matchType))
    .orderBy(desc(invoices.createdAt), desc(invoices.id))
    .limit(sql.placeholder('limit'))
    .offset(shape.firstPage ? 0 : sql.placeholder('offset'))
    .as('page');

/**
 * One page and its count (an uncorrelated subquery beside the page's ids). The page first,
 * then its batches: joined before the limit, PostgreSQL joins every matching invoice (a
 * supplier's thousands) to batches to sort them, often by hashing all the batches.
 */
const pageStatement = selectPerShape((qb, key) => {
  const shape = shapeOf(key);
  const page = newestFirst(qb, shape);
  return qb
    .select(resultColumns(countFor(shape)))
    .from(page)
    .innerJoin(invoices, eq(invoices.id, page.id))
    .leftJoin(batches, eq(batches.id, invoices.batchId))
    .orderBy(desc(page.createdAt), desc(page.id));
});

/** The matches by e-invoice number as a set (see findByInvoiceNumber), a page of them and their count. */
const byNumberStatement = selectPerShape((qb, key) => {
  const shape = shapeOf(key);
  const matched = qb.$with('matched').as(
    qb
      .select({ id: invoices.id, createdAt: sql<Date>`${invoices.createdAt}`.as('matched_at') })
      .from(invoices)
      .where(conditions(shape, shape.matchType))
      .limit(COUNT_CAP + 1),
  );
  const page = qb
    .select({ id: matched.id, createdAt: matched.createdAt })
    .from(matched)
    .orderBy(desc(matched.createdAt), desc(matched.id))
    .limit(sql.placeholder('limit'))
    .offset(shape.firstPage ? 0 : sql.placeholder('offset'))
    .as('page');
  return qb
    .with(matched)
    .select(resultColumns(sql<number>`(select count(*)::int from ${matched})`))
    .from(page)
    .innerJoin(invoices, eq(invoices.id, page.id))
    .leftJoin(batches, eq(batches.id, invoices.batchId))
    .orderBy(desc(page.createdAt), desc(page.id));
});

/** The count alone, for a page past the last (no row there to carry it). */
const countStatement = selectPerShape((qb, key) => qb.select({ n: countFor(shapeOf(key)).mapWith(Number) }).from(sql`(select 1) one`));

/**
 * One page of the find screen's results, newest first, and how many match (up to COUNT_CAP), in
 * one statement. Only a page past the last has no row to carry the count, and asks it apart.
 * Each statement is built once per request shape, its values as placeholders.
 */
export async function findInvoicesForReview(db: DbOrTx, scope: VendorScope, q: Page) {
  const key = shapeKey(scope, q);
  const values = valuesOf(scope, q);
  if (uses(q, 'invoiceNo')) {
    const found = await findByInvoiceNumber(db, key, values, q);
    if (found) return found;
  }
  return withTotal(db, key, values, q, await pageStatement(db, key, values));
}

/**
 * By e-invoice number ("contains"): the matches come from the gram index as a set, computed
 * once for both the page and the count. Asked for newest first instead, PostgreSQL walks every
 * invoice by date and tests each number (a common text such as a month's prefix, whose matches
 * are all months old, read half a million invoices). A set larger than COUNT_CAP is not complete
 * here: then (undefined) the newest-first walk serves, which finds a common text's page quickly.
 */
async function findByInvoiceNumber(db: DbOrTx, key: string, values: Record<string, unknown>, q: Page) {
  const rows = await byNumberStatement(db, key, values);
  if (rows.length && rows[0]!.total > COUNT_CAP) return undefined;
  if (!rows.length && q.page > 1) return undefined;
  return withTotal(db, key, values, q, rows);
}

/** The page and the count: a page past the last asks it apart. */
async function withTotal<R extends { total: number }>(db: DbOrTx, key: string, values: Record<string, unknown>, q: Page, rows: R[]) {
  // The rows keep their count column (copying each row without it cost more than the rest of the
  // mapping): the caller maps each row to what it shows anyway.
  const items = rows;
  if (rows.length) return { items, total: rows[0]!.total };
  // Nothing on the first page means nothing matches; past it, the count says how many do.
  if (q.page === 1) return { items, total: 0 };
  const [counted] = await countStatement(db, key, values);
  return { items, total: counted?.n ?? 0 };
}

/** upper(invoice_no) in byte order: the expression of invoices_invoice_no_upper_c_idx, so LIKE 'TEXT%' is a range of it, read in order. */
const upperNo = sql`(upper(${invoices.invoiceNo}) COLLATE "C")`;

type SuggestQuery = Pick<Filters, 'orgId' | 'instance' | 'vendorId'> & { search: string; limit: number };

/** The autocomplete's shape: the scope's, its filters and whether it has a text at all. */
const suggestKey = (scope: VendorScope, q: SuggestQuery): string =>
  [scopeShape(scope), (['orgId', 'instance', 'vendorId'] as const).filter((name) => q[name]).join(','), q.search ? 'text' : 'empty'].join('|');

/** The autocomplete's scope and filters, and its "starts with" test (placeholder prefix). */
function suggestConditions(key: string) {
  const [scope = 'all', filters = '', text = 'text'] = key.split('|');
  const used = new Set(filters.split(','));
  const where = and(
    scopeConditionOfShape(scope, invoices),
    used.has('orgId') ? eq(invoices.orgId, sql.placeholder('orgId')) : undefined,
    used.has('instance') ? eq(invoices.instance, sql.placeholder('instance')) : undefined,
    used.has('vendorId') ? eq(invoices.vendorId, sql.placeholder('vendorId')) : undefined,
  );
  const startsWith = sql`${upperNo} like upper(${sql.placeholder('prefix')})`;
  // Every number contains the empty text (invoiceNumberContains says so without a pattern).
  const contains =
    text === 'text'
      ? invoiceNumberMatches(invoices.invoiceNo, sql.placeholder('search'), sql.placeholder('searchPattern'))
      : invoiceNumberContains(invoices.invoiceNo, '');
  return { where, startsWith, contains };
}

/**
 * Numbers starting with the text, in order. The same number under two suppliers is one
 * suggestion; grouped along the index's own order, so only the numbers listed are read (an
 * incremental sort within equal upper-case numbers).
 */
const prefixedStatement = selectPerShape((qb, key) => {
  const { where, startsWith } = suggestConditions(key);
  return qb
    .select({ invoiceNo: invoices.invoiceNo })
    .from(invoices)
    .where(and(where, startsWith))
    .groupBy(upperNo, invoices.invoiceNo)
    .orderBy(upperNo, asc(invoices.invoiceNo))
    .limit(sql.placeholder('limit'));
});

/** Numbers containing the text elsewhere than at the start (the gram index), in order. */
const containedStatement = selectPerShape((qb, key) => {
  const { where, startsWith, contains } = suggestConditions(key);
  return qb
    .selectDistinct({ invoiceNo: invoices.invoiceNo })
    .from(invoices)
    .where(and(where, contains, sql`not (${startsWith})`))
    .orderBy(asc(invoices.invoiceNo))
    .limit(sql.placeholder('limit'));
});

/**
 * Invoice numbers containing the typed text, in the actor's scope: the e-invoice number
 * autocomplete. Numbers that start with the text come first, in order, from a range of
 * invoices_invoice_no_upper_c_idx (common text such as "INV/2025" then reads only the numbers it
 * lists, where a "contains" search in order walks every number, skipping those that do not
 * match); the rest of the limit is filled with numbers that contain it elsewhere (the gram index),
 * asked only when the prefix ones are too few. Both built once per request shape.
 */
export async function suggestInvoiceNumbers(db: DbOrTx, scope: VendorScope, q: SuggestQuery) {
  const key = suggestKey(scope, q);
  const values: Record<string, unknown> = {
    ...scopeValues(scope),
    orgId: q.orgId,
    instance: q.instance,
    vendorId: q.vendorId,
    prefix: prefixPattern(q.search),
    search: q.search,
    searchPattern: containsPattern(q.search),
  };
  const prefixed = await prefixedStatement(db, key, { ...values, limit: q.limit });
  const found = prefixed.map((r) => r.invoiceNo);
  if (found.length >= q.limit) return found;
  const contained = await containedStatement(db, key, { ...values, limit: q.limit - found.length });
  const seen = new Set(found);
  return [...found, ...contained.map((r) => r.invoiceNo).filter((n) => !seen.has(n))];
}
