import { and, asc, count, eq, gte, lte, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { batches, invoiceLines, invoices } from '../../db/schema/index';
import { money } from '@faktura/domain';
import type { VendorScopeEntry } from '../auth/index';
import { withCompiledRows } from '../../db/row-mapper';

/** One supplier's invoices in one company, invoice dates in a range (either end open). */
export type InvoiceReportScope = VendorScopeEntry & { fromDate?: string; toDate?: string };

/** Invoices without a date (drafts) come last. */
const sortDate = sql<string>`coalesce(${invoices.invoiceDate}, '9999-12-31'::date)`;

/** The report's filters, each a value or a placeholder (a prepared statement's); an open end of the range is left out. */
type ReportFilter = {
  vendorId: number | SQLWrapper;
  instance: string | SQLWrapper;
  orgId: number | SQLWrapper;
  fromDate?: string | SQLWrapper;
  toDate?: string | SQLWrapper;
};

function reportWhere(q: ReportFilter, after?: SQL) {
  return and(
    eq(invoices.vendorId, q.vendorId),
    eq(invoices.instance, q.instance),
    eq(invoices.orgId, q.orgId),
    q.fromDate ? gte(invoices.invoiceDate, q.fromDate) : undefined,
    q.toDate ? lte(invoices.invoiceDate, q.toDate) : undefined,
    after,
  );
}

/** The portal's own columns of an invoice report row; the ERP's exchange date and the WHT rate are added by the caller. */
export type InvoiceReportBase = Awaited<ReturnType<typeof listReportInvoices>>[number];

/** What names an invoice in both reports (and opens it from a row). */
const INVOICE_KEY_COLUMNS = {
  id: invoices.id,
  invoiceType: invoices.invoiceType,
  orgId: invoices.orgId,
  vendorId: invoices.vendorId,
  instance: invoices.instance,
  invoiceNo: invoices.invoiceNo,
  invoiceDate: invoices.invoiceDate,
};

const REPORT_COLUMNS = {
  ...INVOICE_KEY_COLUMNS,
  taxNo: invoices.taxNo,
  taxDate: invoices.taxDate,
  currencyCode: invoices.currencyCode,
  amount: invoices.invoiceAmount,
  taxAmount: invoices.taxAmount,
  serviceAmount: invoices.serviceAmount,
  totalAmount: invoices.totalAmount,
  whtCode: invoices.pphCode,
  pphAmount: invoices.pphAmount,
  status: invoices.status,
  sortDate,
};

/** The report's filters as placeholders, for a date range open at either end or not. */
const placeholderFilter = (from: boolean, to: boolean): ReportFilter => ({
  vendorId: sql.placeholder('vendorId'),
  instance: sql.placeholder('instance'),
  orgId: sql.placeholder('orgId'),
  fromDate: from ? sql.placeholder('fromDate') : undefined,
  toDate: to ? sql.placeholder('toDate') : undefined,
});

function prepareReportReads(db: DbOrTx, from: boolean, to: boolean) {
  const shape = `${from ? '_from' : ''}${to ? '_to' : ''}`;
  return {
    page: withCompiledRows(
      db
        .select(REPORT_COLUMNS)
        .from(invoices)
        .where(reportWhere(placeholderFilter(from, to)))
        .orderBy(asc(sortDate), asc(invoices.id))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .prepare(`invoice_report_page${shape}`),
    ),
    count: withCompiledRows(
      db
        .select({ n: count() })
        .from(invoices)
        .where(reportWhere(placeholderFilter(from, to)))
        .prepare(`invoice_report_count${shape}`),
    ),
  };
}

/**
 * The report screen's page and count, prepared once per database handle and date-range shape:
 * the screen asks both on every request, building the selects cost more Node time than
 * PostgreSQL's running them, and PostgreSQL then plans them once per connection.
 */
const reportReads = preparedPerDatabase((db) => ({
  neither: prepareReportReads(db, false, false),
  from: prepareReportReads(db, true, false),
  to: prepareReportReads(db, false, true),
  both: prepareReportReads(db, true, true),
}));
function reportReadsOf(db: DbOrTx, q: InvoiceReportScope) {
  const shapes = reportReads(db);
  return q.fromDate ? (q.toDate ? shapes.both : shapes.from) : q.toDate ? shapes.to : shapes.neither;
}

const placeholderValues = (q: InvoiceReportScope) => ({
  vendorId: q.vendorId,
  instance: q.instance,
  orgId: q.orgId,
  ...(q.fromDate ? { fromDate: q.fromDate } : {}),
  ...(q.toDate ? { toDate: q.toDate } : {}),
});

/** The invoice report's rows in invoice date order (then id), a page at a time; `after` continues after a row (keyset). */
export async function listReportInvoices(
  db: DbOrTx,
  q: InvoiceReportScope,
  page: { limit: number; offset?: number; after?: { sortDate: string; id: number } },
) {
  const rows = page.after
    ? await db
        .select(REPORT_COLUMNS)
        .from(invoices)
        .where(reportWhere(q, sql`(${sortDate}, ${invoices.id}) > (${page.after.sortDate}::date, ${page.after.id})`))
        .orderBy(asc(sortDate), asc(invoices.id))
        .limit(page.limit)
        .offset(page.offset ?? 0)
    : await reportReadsOf(db, q).page.execute({ ...placeholderValues(q), limit: page.limit, offset: page.offset ?? 0 });
  return rows.map((r) => ({ ...r, sortDate: isoDay(r.sortDate) }));
}

export async function countReportInvoices(db: DbOrTx, q: InvoiceReportScope): Promise<number> {
  const [row] = await reportReadsOf(db, q).count.execute(placeholderValues(q));
  return row?.n ?? 0;
}

/** Invoice history by PO: the supplier's invoices with lines on the PO, newest first. */
export async function listInvoicesOfPo(db: DbOrTx, q: VendorScopeEntry & { poHeaderId: number }) {
  const rows = await db
    .select({
      ...INVOICE_KEY_COLUMNS,
      status: invoices.status,
      batchNo: batches.batchNo,
      poLines: count(invoiceLines.id),
      poAmount: sql<string>`coalesce(sum(${invoiceLines.amount}), 0)`,
      totalAmount: invoices.totalAmount,
    })
    .from(invoices)
    .innerJoin(invoiceLines, and(eq(invoiceLines.invoiceId, invoices.id), eq(invoiceLines.poHeaderId, q.poHeaderId)))
    .leftJoin(batches, eq(batches.id, invoices.batchId))
    .where(and(eq(invoices.vendorId, q.vendorId), eq(invoices.instance, q.instance), eq(invoices.orgId, q.orgId)))
    .groupBy(invoices.id, batches.batchNo)
    .orderBy(sql`${invoices.invoiceDate} desc nulls first`, sql`${invoices.id} desc`);
  return rows.map((r) => ({ ...r, poAmount: money(r.poAmount) }));
}

/** A date column as YYYY-MM-DD whichever driver read it. */
function isoDay(value: unknown): string {
  return value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);
}
