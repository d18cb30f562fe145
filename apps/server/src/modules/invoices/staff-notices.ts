import { STAFF_NOTICES, TASK_PATHS, invoiceDetailPath, invoiceKindOf, reviewLinkOf, type InvoiceAction } from '@faktura/domain';
import { and, eq, gte, inArray, lte, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { batches, invoices, taskDelegations, vendorCategoryMappings } from '../../db/schema/index';
import type { InvoiceRow } from './repo';

export type StaffNotice = { userId: number; title: string; body: string; link: string | null };

const today = () => new Date().toISOString().slice(0, 10);

/**
 * The vendor-category mapping an invoice is reviewed under: the one it names, else the first
 * mapping of its supplier and category in its company. The recommender and finance user of the
 * mapping decide on it, so the tasks list and the notices below join on this one expression.
 */
export const invoiceMappingId: SQL<number | null> = sql`coalesce(${invoices.mappingId}, (
  select min(m.id) from ${vendorCategoryMappings} m
  where m.instance = ${invoices.instance} and m.org_id = ${invoices.orgId} and m.vendor_id = ${invoices.vendorId} and m.category_id = ${invoices.categoryId}))`;

/** Delegations of `delegator` that cover today: their substitutes see the delegator's tasks now. */
export const delegationsToday = (delegatorUserId: number | SQLWrapper) => {
  const d = taskDelegations;
  return and(eq(d.delegatorUserId, delegatorUserId), lte(d.startDate, today()), gte(d.endDate, today()));
};

type Recipient = { invoiceId: number; userId: number | null };

async function recipients(tx: DbOrTx, action: InvoiceAction, ids: number[]): Promise<Recipient[]> {
  const m = vendorCategoryMappings;
  const base = tx
    .select({ invoiceId: invoices.id, recommender: m.recommenderUserId, finance: m.financeUserId })
    .from(invoices)
    .leftJoin(m, eq(m.id, invoiceMappingId))
    .where(inArray(invoices.id, ids));
  if (action === 'RECOMMEND') return (await base).map((r) => ({ invoiceId: r.invoiceId, userId: r.finance }));
  if (action !== 'SEND_TO_RECOMMENDER') return [];
  const rows = await base;
  const withSubstitutes: Recipient[] = [];
  for (const r of rows) {
    withSubstitutes.push({ invoiceId: r.invoiceId, userId: r.recommender });
    if (r.recommender === null) continue;
    const subs = await tx.select({ userId: taskDelegations.substituteUserId }).from(taskDelegations).where(delegationsToday(r.recommender));
    for (const s of subs) withSubstitutes.push({ invoiceId: r.invoiceId, userId: s.userId });
  }
  return withSubstitutes;
}

async function batchNos(tx: DbOrTx, rows: InvoiceRow[]): Promise<Map<number, string>> {
  const ids = rows.map((r) => r.batchId).filter((id): id is number => id !== null);
  if (!ids.length) return new Map();
  const found = await tx.select({ id: batches.id, no: batches.batchNo }).from(batches).where(inArray(batches.id, ids));
  return new Map(found.map((b) => [b.id, b.no]));
}

/**
 * What staff are told about a status change, besides the supplier (SUPPLIER_NOTICES): the
 * recommender and today's substitutes when an invoice is sent for recommendation (a link to the
 * task), finance when the recommender approves (a link to its review), the PIC who entered a
 * proxy invoice when it is declined. One notice per user per invoice.
 */
export async function staffNotices(tx: DbOrTx, action: InvoiceAction, rows: InvoiceRow[], reason: string | null): Promise<StaffNotice[]> {
  if (!rows.length) return [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  if (action === 'DECLINE') {
    return rows
      .filter((r) => invoiceKindOf(r.invoiceType) === 'PROXY' && r.createdBy !== null)
      .map((r) => ({ userId: r.createdBy!, ...STAFF_NOTICES.DECLINE(r.invoiceNo, reason ?? ''), link: invoiceDetailPath(r) }));
  }
  const found = await recipients(
    tx,
    action,
    rows.map((r) => r.id),
  );
  const batchNoOf = action === 'RECOMMEND' ? await batchNos(tx, rows) : new Map<number, string>();
  const seen = new Set<string>();
  const out: StaffNotice[] = [];
  for (const { invoiceId, userId } of found) {
    const row = byId.get(invoiceId);
    const key = `${invoiceId}/${userId}`;
    if (!row || userId === null || seen.has(key)) continue;
    seen.add(key);
    if (action === 'SEND_TO_RECOMMENDER') {
      out.push({ userId, ...STAFF_NOTICES.SEND_TO_RECOMMENDER(row.invoiceNo, row.vendorName), link: TASK_PATHS.task(row.id) });
    } else {
      const link = reviewLinkOf({ ...row, batchNo: row.batchId === null ? null : (batchNoOf.get(row.batchId) ?? null), status: 'PROCESSED' }, 'ORACLE').path;
      out.push({ userId, ...STAFF_NOTICES.RECOMMEND(row.invoiceNo, row.vendorName), link });
    }
  }
  return out;
}
