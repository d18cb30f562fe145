import { and, asc, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { FindInvoicesQuery, MatchType } from '@faktura/domain';
import type { DbOrTx } from '../../db/client';
import { batches, invoices } from '../../db/schema/index';
import { containsPattern } from '../../lib/like';
import { scopeCondition } from '../../lib/scope-filter';
import type { VendorScope } from '../auth/index';

/** Counting stops here: a search matching more is narrowed by the user, never counted exactly. */
const COUNT_CAP = 10_000;

/**
 * MATCH_TYPE: an invoice MATCHes when what it claims agrees with what it bills — its amount is
 * the sum of its lines and every priced line is its quantity × unit price (rounded half-up, as
 * the domain prices them). Computed, so it can never drift from the lines.
 */
const matchType = sql<MatchType>`case when ${invoices.invoiceAmount} = coalesce((select sum(l.amount) from invoice_lines l where l.invoice_id = ${invoices.id}), 0)
  and not exists (select 1 from invoice_lines l where l.invoice_id = ${invoices.id} and l.quantity is not null and l.unit_price is not null
    and round(l.quantity * l.unit_price, 2) <> l.amount)
  then 'MATCH' else 'UNMATCH' end`;

type Filters = Pick<FindInvoicesQuery, 'orgId' | 'instance' | 'batchNo' | 'vendorId' | 'invoiceNo' | 'matchType'>;

function conditions(scope: VendorScope, q: Filters): SQL | undefined {
  return and(
    scopeCondition(scope, invoices),
    q.orgId ? eq(invoices.orgId, q.orgId) : undefined,
    q.instance ? eq(invoices.instance, q.instance) : undefined,
    q.vendorId ? eq(invoices.vendorId, q.vendorId) : undefined,
    q.batchNo?.trim() ? sql`upper(${batches.batchNo}) = upper(${q.batchNo.trim()})` : undefined,
    q.invoiceNo?.trim() ? ilike(invoices.invoiceNo, containsPattern(q.invoiceNo.trim())) : undefined,
    q.matchType ? sql`${matchType} = ${q.matchType}` : undefined,
  );
}

/** One page of the find screen's results, newest first, and how many match (up to COUNT_CAP). */
export async function findInvoicesForReview(db: DbOrTx, scope: VendorScope, q: Filters & { page: number; pageSize: number }) {
  const where = conditions(scope, q);
  const [items, counted] = await Promise.all([
    db
      .select({
        id: invoices.id,
        invoiceNo: invoices.invoiceNo,
        invoiceDate: invoices.invoiceDate,
        invoiceType: invoices.invoiceType,
        status: invoices.status,
        matchType,
        vendorId: invoices.vendorId,
        vendorName: invoices.vendorName,
        orgId: invoices.orgId,
        instance: invoices.instance,
        batchNo: batches.batchNo,
        currencyCode: invoices.currencyCode,
        totalAmount: invoices.totalAmount,
      })
      .from(invoices)
      .leftJoin(batches, eq(batches.id, invoices.batchId))
      .where(where)
      .orderBy(desc(invoices.createdAt), desc(invoices.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.execute(
      sql`select count(*)::int as n from (select 1 from ${invoices} left join ${batches} on ${batches.id} = ${invoices.batchId} ${where ? sql`where ${where}` : sql``} limit ${COUNT_CAP}) c`,
    ),
  ]);
  const total = Number((counted as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0);
  return { items, total };
}

/** Invoice numbers containing the typed text, in the actor's scope: the e-invoice number autocomplete. */
export async function suggestInvoiceNumbers(
  db: DbOrTx,
  scope: VendorScope,
  q: Pick<Filters, 'orgId' | 'instance' | 'vendorId'> & { search: string; limit: number },
) {
  const rows = await db
    .selectDistinct({ invoiceNo: invoices.invoiceNo })
    .from(invoices)
    .where(
      and(
        scopeCondition(scope, invoices),
        q.orgId ? eq(invoices.orgId, q.orgId) : undefined,
        q.instance ? eq(invoices.instance, q.instance) : undefined,
        q.vendorId ? eq(invoices.vendorId, q.vendorId) : undefined,
        ilike(invoices.invoiceNo, containsPattern(q.search)),
      ),
    )
    .orderBy(asc(invoices.invoiceNo))
    .limit(q.limit);
  return rows.map((r) => r.invoiceNo);
}
