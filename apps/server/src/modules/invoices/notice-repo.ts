import { and, eq, gte, inArray, lte, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { batches, invoices, taskDelegations, vendorCategoryMappings } from '../../db/schema/index';

const today = () => new Date().toISOString().slice(0, 10);

/**
 * The vendor-category mapping an invoice is reviewed under: the one it names, else the first
 * mapping of its supplier and category in its company. The recommender and finance user of the
 * mapping decide on it, so the tasks list and the staff notices join on this one expression.
 */
export const invoiceMappingId: SQL<number | null> = sql`coalesce(${invoices.mappingId}, (
  select min(m.id) from ${vendorCategoryMappings} m
  where m.instance = ${invoices.instance} and m.org_id = ${invoices.orgId} and m.vendor_id = ${invoices.vendorId} and m.category_id = ${invoices.categoryId}))`;

/** Delegations of `delegator` that cover today: their substitutes see the delegator's tasks now. */
export const delegationsToday = (delegatorUserId: number | SQLWrapper) => {
  const d = taskDelegations;
  return and(eq(d.delegatorUserId, delegatorUserId), lte(d.startDate, today()), gte(d.endDate, today()));
};

/** The recommender and finance user of each invoice's mapping (null where it has none). */
export async function mappingStaffOf(
  tx: DbOrTx,
  invoiceIds: number[],
): Promise<Array<{ invoiceId: number; recommender: number | null; finance: number | null }>> {
  const m = vendorCategoryMappings;
  return tx
    .select({ invoiceId: invoices.id, recommender: m.recommenderUserId, finance: m.financeUserId })
    .from(invoices)
    .leftJoin(m, eq(m.id, invoiceMappingId))
    .where(inArray(invoices.id, invoiceIds));
}

/** The users standing in for `delegatorUserId` today. */
export async function substitutesToday(tx: DbOrTx, delegatorUserId: number): Promise<number[]> {
  const subs = await tx.select({ userId: taskDelegations.substituteUserId }).from(taskDelegations).where(delegationsToday(delegatorUserId));
  return subs.map((s) => s.userId);
}

/** Batch numbers by batch id. */
export async function batchNosByIds(tx: DbOrTx, batchIds: number[]): Promise<Map<number, string>> {
  if (!batchIds.length) return new Map();
  const found = await tx.select({ id: batches.id, no: batches.batchNo }).from(batches).where(inArray(batches.id, batchIds));
  return new Map(found.map((b) => [b.id, b.no]));
}
