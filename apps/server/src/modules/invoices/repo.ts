import { and, asc, eq, ilike, inArray, isNotNull, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { attachments, invoiceLines, invoices } from '../../db/schema/index';
import { INVOICE_STATUSES, STATUSES_HOLDING_RECEIPTS, type InvoiceListQuery, type InvoiceStatus } from '@faktura/domain';
import { scopeCondition } from '../../lib/scope-filter';
import type { VendorScope, VendorScopeEntry } from '../auth/index';

export type InvoiceRow = typeof invoices.$inferSelect;

/** Totals beyond this are shown as "10,000+": an exact count of a million rows costs a scan. */
export const COUNT_CAP = 10_000;

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
};

type Filters = Pick<InvoiceListQuery, 'status' | 'orgId' | 'instance' | 'vendorId' | 'invoiceNo'>;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function filterConditions(q: Filters): SQL | undefined {
  const status = q.status?.toUpperCase();
  return and(
    // REJECT is the legacy spelling of REJECTED: a filter on either finds both.
    status ? (status === 'REJECT' || status === 'REJECTED' ? sql`${invoices.status} in ('REJECTED', 'REJECT')` : eq(invoices.status, status)) : undefined,
    q.orgId ? eq(invoices.orgId, q.orgId) : undefined,
    q.instance ? eq(invoices.instance, q.instance) : undefined,
    q.vendorId ? eq(invoices.vendorId, q.vendorId) : undefined,
    q.invoiceNo ? ilike(invoices.invoiceNo, `%${escapeLike(q.invoiceNo)}%`) : undefined,
  );
}

const entryCondition = (e: VendorScopeEntry) => and(eq(invoices.vendorId, e.vendorId), eq(invoices.instance, e.instance), eq(invoices.orgId, e.orgId));

/**
 * The scope as separate arms: one per (supplier, company) a user is mapped to, or one for
 * finance. Each arm is an exact range of an index, so "newest first" never sorts a whole table.
 */
function scopeArms(scope: VendorScope, q: Filters): Array<SQL | undefined> {
  const filters = filterConditions(q);
  if (scope.kind === 'all') {
    const company = scope.company ? and(eq(invoices.instance, scope.company.instance), eq(invoices.orgId, scope.company.orgId)) : undefined;
    return [and(company, filters) ?? sql`true`];
  }
  return scope.entries.map((e) => and(entryCondition(e), filters));
}

const whereOf = (condition: SQL | undefined) => (condition ? sql`where ${condition}` : sql``);

/**
 * One page of invoices, newest first. Each scope arm is ordered and limited on its own index
 * range and the arms merged (Merge Append); batches are joined to the page's rows only.
 */
export async function findInvoicePage(db: DbOrTx, scope: VendorScope, q: Filters & { page: number; pageSize: number }): Promise<InvoiceSummaryRow[]> {
  const arms = scopeArms(scope, q);
  if (arms.length === 0) return [];
  const offset = (q.page - 1) * q.pageSize;
  const armLimit = offset + q.pageSize;
  const columns = sql`id, invoice_no, invoice_date::text as invoice_date, invoice_type, status, vendor_id, vendor_name, org_id, instance, batch_id, currency_code, total_amount::text as total_amount, created_at`;
  const union = sql.join(
    arms.map((condition) => sql`(select ${columns} from ${invoices} ${whereOf(condition)} order by created_at desc, id desc limit ${armLimit})`),
    sql` union all `,
  );
  const result = await db.execute(sql`
    select p.*, b.batch_no from (select * from (${union}) u order by created_at desc, id desc limit ${q.pageSize} offset ${offset}) p
    left join batches b on b.id = p.batch_id
    order by p.created_at desc, p.id desc`);
  const rows = (result as unknown as { rows: Array<Record<string, unknown>> }).rows;
  return rows.map((r) => ({
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
  }));
}

/** How many invoices match, counted up to COUNT_CAP + 1 (so callers can say "more than"). */
export async function countInvoices(db: DbOrTx, scope: VendorScope, q: Filters): Promise<number> {
  const arms = scopeArms(scope, q);
  if (arms.length === 0) return 0;
  const union = sql.join(
    arms.map((condition) => sql`(select 1 from ${invoices} ${whereOf(condition)} limit ${COUNT_CAP + 1})`),
    sql` union all `,
  );
  const result = await db.execute(sql`select count(*)::int as n from (select 1 from (${union}) u limit ${COUNT_CAP + 1}) c`);
  return Number((result as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0);
}

export async function findInvoices(db: DbOrTx, scope: VendorScope, q: InvoiceListQuery) {
  const [items, counted] = await Promise.all([findInvoicePage(db, scope, q), countInvoices(db, scope, q)]);
  return { items, total: Math.min(counted, COUNT_CAP), totalCapped: counted > COUNT_CAP };
}

/** The invoices, locked for the rest of the transaction, in id order (so concurrent lockers cannot deadlock). */
export async function lockInvoices(db: DbOrTx, ids: number[]): Promise<InvoiceRow[]> {
  if (!ids.length) return [];
  return db.select().from(invoices).where(inArray(invoices.id, ids)).orderBy(asc(invoices.id)).for('update');
}

/** Only the life cycle's status writer calls this. A reason, when given, replaces the stored one. */
export async function writeStatus(db: DbOrTx, ids: number[], status: InvoiceStatus, reason: string | undefined) {
  await db
    .update(invoices)
    .set({ status, ...(reason === undefined ? {} : { reason }), revision: sql`${invoices.revision} + 1`, updatedAt: new Date() })
    .where(inArray(invoices.id, ids));
}

/**
 * Statuses whose invoices have let go of their receipt lines (POSTED: the ERP's billed quantity
 * takes over). Written as the complement of the domain's list so a legacy spelling (REJECT)
 * still holds its lines.
 */
const RELEASED_STATUSES = INVOICE_STATUSES.filter((s) => !STATUSES_HOLDING_RECEIPTS.includes(s));

/**
 * Receipt lines held by the portal's own invoices in a company: of one supplier, or among the
 * given receipt ids, leaving out one invoice (the one being saved). The portal bills a receipt
 * line's whole open quantity, so a held line has nothing left to invoice.
 */
export async function findHeldReceiptIds(
  db: DbOrTx,
  q: { instance: string; orgId?: number; vendorId?: number; rcvTransactionIds?: number[]; exceptInvoiceId?: number },
): Promise<number[]> {
  if (q.rcvTransactionIds?.length === 0) return [];
  const rows = await db
    .selectDistinct({ id: invoiceLines.rcvTransactionId })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .where(
      and(
        eq(invoices.instance, q.instance),
        q.orgId ? eq(invoices.orgId, q.orgId) : undefined,
        q.vendorId ? eq(invoices.vendorId, q.vendorId) : undefined,
        notInArray(invoices.status, RELEASED_STATUSES),
        q.rcvTransactionIds ? inArray(invoiceLines.rcvTransactionId, q.rcvTransactionIds) : isNotNull(invoiceLines.rcvTransactionId),
        q.exceptInvoiceId ? ne(invoices.id, q.exceptInvoiceId) : undefined,
      ),
    );
  return rows.map((r) => r.id!);
}

export async function countContents(db: DbOrTx, invoiceId: number): Promise<{ fileCount: number; lineCount: number }> {
  const [row] = await db
    .select({
      fileCount: sql<number>`(select count(*) from ${attachments} where ${attachments.invoiceId} = ${invoiceId})`.mapWith(Number),
      lineCount: sql<number>`(select count(*) from ${invoiceLines} where ${invoiceLines.invoiceId} = ${invoiceId})`.mapWith(Number),
    })
    .from(sql`(select 1) as one`);
  return row!;
}

export async function findInvoiceInScope(db: DbOrTx, scope: VendorScope, id: number, forUpdate: boolean): Promise<InvoiceRow | undefined> {
  const query = db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, id), scopeCondition(scope, invoices)))
    .limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}
