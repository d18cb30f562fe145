import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { INVOICE_STATUS, invoiceTypeCode, normaliseStatus, type InvoiceListQuery } from '@faktura/domain';
import type { DbOrTx } from '../../db/client';
import { invoices } from '../../db/schema/index';
import { invoiceNumberContains } from '../../lib/invoice-number-search';
import { scopeArms } from '../../lib/scope-filter';
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

function filterConditions(q: Filters): SQL | undefined {
  const status = q.status?.toUpperCase();
  return and(
    status ? (normaliseStatus(status) === INVOICE_STATUS.REJECTED ? inArray(invoices.status, REJECTED_SPELLINGS) : eq(invoices.status, status)) : undefined,
    q.orgId ? eq(invoices.orgId, q.orgId) : undefined,
    q.instance ? eq(invoices.instance, q.instance) : undefined,
    q.vendorId ? eq(invoices.vendorId, q.vendorId) : undefined,
    q.invoiceNo ? invoiceNumberContains(invoices.invoiceNo, q.invoiceNo) : undefined,
    q.kind ? eq(invoices.invoiceType, invoiceTypeCode(q.kind)) : undefined,
  );
}

/** The scope's arms (lib/scope-filter), each with the filters: an exact range of an index apiece. */
function filteredArms(scope: VendorScope, q: Filters): SQL[] {
  const filters = filterConditions(q);
  return scopeArms(scope, invoices).map((arm) => and(arm, filters) ?? sql`true`);
}

const whereOf = (condition: SQL | undefined) => (condition ? sql`where ${condition}` : sql``);

const PAGE_COLUMNS = sql`id, invoice_no, invoice_date::text as invoice_date, invoice_type, status, vendor_id, vendor_name, org_id, instance, batch_id, currency_code, total_amount::text as total_amount, created_at, term_id`;

/**
 * The page's statement: each scope arm ordered and limited on its own index range and the arms
 * merged (Merge Append), then the page cut from the merge.
 */
function pageSql(arms: SQL[], q: { page: number; pageSize: number }): SQL {
  const offset = (q.page - 1) * q.pageSize;
  const armLimit = offset + q.pageSize;
  const union = sql.join(
    arms.map((condition) => sql`(select ${PAGE_COLUMNS} from ${invoices} ${whereOf(condition)} order by created_at desc, id desc limit ${armLimit})`),
    sql` union all `,
  );
  return sql`select * from (${union}) u order by created_at desc, id desc limit ${q.pageSize} offset ${offset}`;
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

const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;

/** One page of invoices, newest first, with its batches' numbers (joined to the page's rows only). */
export async function findInvoicePage(db: DbOrTx, scope: VendorScope, q: Filters & { page: number; pageSize: number }): Promise<InvoiceSummaryRow[]> {
  const arms = filteredArms(scope, q);
  if (arms.length === 0) return [];
  const result = await db.execute(sql`
    select p.*, b.batch_no from (${pageSql(arms, q)}) p
    left join batches b on b.id = p.batch_id
    order by p.created_at desc, p.id desc`);
  return rowsOf(result).map(summaryOf);
}

/** How many invoices match, counted up to COUNT_CAP + 1 (so callers can say "more than"). */
export async function countInvoices(db: DbOrTx, scope: VendorScope, q: Filters): Promise<number> {
  const arms = filteredArms(scope, q);
  if (arms.length === 0) return 0;
  return Number(rowsOf(await db.execute(countSql(arms)))[0]?.n ?? 0);
}

/**
 * A page and the capped count in one statement (one round trip, one connection): the count's
 * single row left-joined to the page, so an empty page still brings its count. Both parts keep
 * the plans they have alone (the count never sees the page, the page never the count).
 */
export async function findInvoices(db: DbOrTx, scope: VendorScope, q: InvoiceListQuery) {
  const arms = filteredArms(scope, q);
  if (arms.length === 0) return { items: [], total: 0, totalCapped: false };
  const rows = rowsOf(
    await db.execute(sql`
      select c.n as matched_count, p.*, b.batch_no from (${countSql(arms)}) c
      left join (${pageSql(arms, q)}) p on true
      left join batches b on b.id = p.batch_id
      order by p.created_at desc, p.id desc`),
  );
  const counted = Number(rows[0]?.matched_count ?? 0);
  const items = rows.filter((r) => r.id !== null && r.id !== undefined).map(summaryOf);
  return { items, total: Math.min(counted, COUNT_CAP), totalCapped: counted > COUNT_CAP };
}
