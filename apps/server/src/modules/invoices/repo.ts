import { and, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { batches, invoices } from '../../db/schema/index';
import { scopeCondition } from '../../lib/scope-filter';
import type { InvoiceListQuery } from '@faktura/domain';
import type { VendorScope } from '../auth/actor';

export const invoiceSummaryColumns = {
  id: invoices.id,
  invoiceNo: invoices.invoiceNo,
  invoiceDate: invoices.invoiceDate,
  invoiceType: invoices.invoiceType,
  status: invoices.status,
  vendorId: invoices.vendorId,
  vendorName: invoices.vendorName,
  orgId: invoices.orgId,
  instance: invoices.instance,
  batchNo: batches.batchNo,
  currencyCode: invoices.currencyCode,
  totalAmount: invoices.totalAmount,
  createdAt: invoices.createdAt,
};

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function listConditions(scope: VendorScope, q: InvoiceListQuery): SQL | undefined {
  const status = q.status?.toUpperCase();
  return and(
    scopeCondition(scope, invoices),
    // REJECT is the legacy spelling of REJECTED: a filter on either finds both.
    status ? (status === 'REJECT' || status === 'REJECTED' ? sql`${invoices.status} in ('REJECTED', 'REJECT')` : eq(invoices.status, status)) : undefined,
    q.orgId ? eq(invoices.orgId, q.orgId) : undefined,
    q.instance ? eq(invoices.instance, q.instance) : undefined,
    q.vendorId ? eq(invoices.vendorId, q.vendorId) : undefined,
    q.invoiceNo ? ilike(invoices.invoiceNo, `%${escapeLike(q.invoiceNo)}%`) : undefined,
  );
}

/** A page of invoices the scope allows, newest first, with the total for the pager. */
export async function findInvoices(db: DbOrTx, scope: VendorScope, q: InvoiceListQuery) {
  const where = listConditions(scope, q);
  const [items, [total]] = await Promise.all([
    db
      .select(invoiceSummaryColumns)
      .from(invoices)
      .leftJoin(batches, eq(batches.id, invoices.batchId))
      .where(where)
      .orderBy(desc(invoices.createdAt), desc(invoices.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(invoices).where(where),
  ]);
  return { items, total: Number(total?.n ?? 0) };
}
