import { and, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { invoices } from '../../db/schema/index';
import type { InvoiceListQuery } from '@faktura/domain';
import type { VendorScope, VendorScopeEntry } from '../auth/index';

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
