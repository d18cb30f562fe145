import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { INVOICE_STATUS, invoiceTypeCode, normaliseStatus, type InvoiceListQuery } from '@faktura/domain';
import type { DbOrTx } from '../../db/client';
import { invoices } from '../../db/schema/index';
import { invoiceNumberMatches } from '../../lib/invoice-number-search';
import { containsPattern } from '../../lib/like';
import { rawStatementPerShape } from '../../db/per-shape';
import { scopeArmsOfShape, scopeShape, scopeValues } from '../../lib/scope-filter';
import type { VendorScope } from '../auth/index';

/** REJECT is the legacy spelling of REJECTED: a filter on either finds both. */
const REJECTED_SPELLINGS = [INVOICE_STATUS.REJECTED, 'REJECT'];

/** Totals beyond this are shown as "10,000+": an exact count of a million rows costs a scan. */
const COUNT_CAP = 10_000;

export type InvoiceSummaryRow = {
  id: number;
  invoiceNo: string;
  invoiceDate: string | null;
  invoiceType: string;
  status: string;
  vendorId: number;
  vendorName: string;
  orgId: number;
  instance: string;
  batchId: number | null;
  batchNo: string | null;
  currencyCode: string;
  totalAmount: string;
  createdAt: Date;
  /** The payment term: the expected pay date of an approved invoice the ERP has not scheduled yet. */
  termId: number | null;
};

type Filters = Pick<InvoiceListQuery, 'status' | 'orgId' | 'instance' | 'vendorId' | 'invoiceNo' | 'kind'>;
type Paging = { page: number; pageSize: number };

/**
 * Which filters a request uses (an empty or zero value is no filter) and the scope's shape:
 * requests of one shape run one statement text, built once, their values as placeholders.
 */
function shapeOf(scope: VendorScope, q: Filters): string {
  const status = q.status?.toUpperCase();
  const filters = [
    status ? (normaliseStatus(status) === INVOICE_STATUS.REJECTED ? 'rejected' : 'status') : '',
    q.orgId ? 'orgId' : '',
    q.instance ? 'instance' : '',
    q.vendorId ? 'vendorId' : '',
    q.invoiceNo ? 'invoiceNo' : '',
    q.kind ? 'kind' : '',
  ];
  return `${scopeShape(scope)}|${filters.filter(Boolean).join(',')}`;
}

/** The placeholders' values of one request. */
function valuesOf(scope: VendorScope, q: Filters & Partial<Paging>): Record<string, unknown> {
  const offset = q.page && q.pageSize ? (q.page - 1) * q.pageSize : 0;
  return {
    ...scopeValues(scope),
    status: q.status?.toUpperCase(),
    orgId: q.orgId,
    instance: q.instance,
    vendorId: q.vendorId,
    invoiceNo: q.invoiceNo,
    invoiceNoPattern: q.invoiceNo ? containsPattern(q.invoiceNo) : undefined,
    kind: q.kind ? invoiceTypeCode(q.kind) : undefined,
    pageSize: q.pageSize,
    offset,
    armLimit: offset + (q.pageSize ?? 0),
  };
}

function filterConditions(filters: ReadonlySet<string>): SQL | undefined {
  const value = (name: string) => sql.placeholder(name);
  return and(
    filters.has('rejected') ? inArray(invoices.status, REJECTED_SPELLINGS) : undefined,
    filters.has('status') ? eq(invoices.status, value('status')) : undefined,
    filters.has('orgId') ? eq(invoices.orgId, value('orgId')) : undefined,
    filters.has('instance') ? eq(invoices.instance, value('instance')) : undefined,
    filters.has('vendorId') ? eq(invoices.vendorId, value('vendorId')) : undefined,
    filters.has('invoiceNo') ? invoiceNumberMatches(invoices.invoiceNo, value('invoiceNo'), value('invoiceNoPattern')) : undefined,
    filters.has('kind') ? eq(invoices.invoiceType, value('kind')) : undefined,
  );
}

/** The scope's arms (lib/scope-filter), each with the filters: an exact range of an index apiece. */
function filteredArms(shape: string): SQL[] {
  const [scopeShapeKey = 'all', filters = ''] = shape.split('|');
  const conditions = filterConditions(new Set(filters.split(',')));
  return scopeArmsOfShape(scopeShapeKey, invoices).map((arm) => and(arm, conditions) ?? sql`true`);
}

/** No arms: a user mapped to no company sees nothing (and there is no statement to run). */
const seesNothing = (scope: VendorScope) => scope.kind !== 'all' && scope.entries.length === 0;

const whereOf = (condition: SQL | undefined) => (condition ? sql`where ${condition}` : sql``);

const PAGE_COLUMNS = sql`id, invoice_no, invoice_date::text as invoice_date, invoice_type, status, vendor_id, vendor_name, org_id, instance, batch_id, currency_code, total_amount::text as total_amount, created_at, term_id`;

/**
 * The page's statement: each scope arm ordered and limited on its own index range and the arms
 * merged (Merge Append), then the page cut from the merge.
 */
function pageSql(arms: SQL[]): SQL {
  const union = sql.join(
    arms.map(
      (condition) =>
        sql`(select ${PAGE_COLUMNS} from ${invoices} ${whereOf(condition)} order by created_at desc, id desc limit ${sql.placeholder('armLimit')})`,
    ),
    sql` union all `,
  );
  return sql`select * from (${union}) u order by created_at desc, id desc limit ${sql.placeholder('pageSize')} offset ${sql.placeholder('offset')}`;
}

/** Matching rows counted up to COUNT_CAP + 1, each arm stopping at the cap on its own. */
function countSql(arms: SQL[]): SQL {
  const union = sql.join(
    arms.map((condition) => sql`(select 1 from ${invoices} ${whereOf(condition)} limit ${COUNT_CAP + 1})`),
    sql` union all `,
  );
  return sql`select count(*)::int as n from (select 1 from (${union}) u limit ${COUNT_CAP + 1}) c`;
}

type Row = Record<string, unknown>;

function summaryOf(r: Row): InvoiceSummaryRow {
  return {
    id: Number(r.id),
    invoiceNo: String(r.invoice_no),
    invoiceDate: (r.invoice_date as string | null) ?? null,
    invoiceType: String(r.invoice_type),
    status: String(r.status),
    vendorId: Number(r.vendor_id),
    vendorName: String(r.vendor_name),
    orgId: Number(r.org_id),
    instance: String(r.instance),
    batchId: r.batch_id === null ? null : Number(r.batch_id),
    batchNo: (r.batch_no as string | null) ?? null,
    currencyCode: String(r.currency_code),
    totalAmount: String(r.total_amount),
    createdAt: new Date(r.created_at as string | Date),
    termId: r.term_id === null || r.term_id === undefined ? null : Number(r.term_id),
  };
}

/** One page of invoices, newest first, with its batches' numbers (joined to the page's rows only). */
const pageStatement = rawStatementPerShape(
  (shape) => sql`
    select p.*, b.batch_no from (${pageSql(filteredArms(shape))}) p
    left join batches b on b.id = p.batch_id
    order by p.created_at desc, p.id desc`,
);

export async function findInvoicePage(db: DbOrTx, scope: VendorScope, q: Filters & Paging): Promise<InvoiceSummaryRow[]> {
  if (seesNothing(scope)) return [];
  return (await pageStatement(db, shapeOf(scope, q), valuesOf(scope, q))).map(summaryOf);
}

/** How many invoices match, counted up to COUNT_CAP + 1 (so callers can say "more than"). */
const countStatement = rawStatementPerShape((shape) => countSql(filteredArms(shape)));

export async function countInvoices(db: DbOrTx, scope: VendorScope, q: Filters): Promise<number> {
  if (seesNothing(scope)) return 0;
  return Number((await countStatement(db, shapeOf(scope, q), valuesOf(scope, q)))[0]?.n ?? 0);
}

/**
 * A page and the capped count in one statement (one round trip, one connection): the count's
 * single row left-joined to the page, so an empty page still brings its count. Both parts keep
 * the plans they have alone (the count never sees the page, the page never the count).
 */
const pageAndCountStatement = rawStatementPerShape((shape) => {
  const arms = filteredArms(shape);
  return sql`
      select c.n as matched_count, p.*, b.batch_no from (${countSql(arms)}) c
      left join (${pageSql(arms)}) p on true
      left join batches b on b.id = p.batch_id
      order by p.created_at desc, p.id desc`;
});

export async function findInvoices(db: DbOrTx, scope: VendorScope, q: InvoiceListQuery) {
  if (seesNothing(scope)) return { items: [], total: 0, totalCapped: false };
  const rows = await pageAndCountStatement(db, shapeOf(scope, q), valuesOf(scope, q));
  const counted = Number(rows[0]?.matched_count ?? 0);
  const items = rows.filter((r) => r.id !== null && r.id !== undefined).map(summaryOf);
  return { items, total: Math.min(counted, COUNT_CAP), totalCapped: counted > COUNT_CAP };
}
