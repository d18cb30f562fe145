import { and, asc, desc, eq, gte, inArray, lte, ne, or, sql } from 'drizzle-orm';
import { invoiceTypeCode, kindsAllowing } from '@faktura/domain';
import type { DbOrTx } from '../../db/client';
import { categories, invoices, taskDelegations, users, vendorCategoryMappings } from '../../db/schema/index';
import { delegationsToday, invoiceMappingId, invoicesAllowing } from '../invoices/index';

/** A recommender's tasks: invoices RECOMMEND can start from (by the life cycle's table: non-PO and proxy in REVIEW). */
const awaitingDecision = () => invoicesAllowing('RECOMMEND');

/** The recommender of an invoice's mapping and whether `userId` decides for them today (themselves or by delegation). */
const decider = (userId: number) =>
  or(
    eq(vendorCategoryMappings.recommenderUserId, userId),
    sql`exists (select 1 from ${taskDelegations} where ${and(delegationsToday(vendorCategoryMappings.recommenderUserId), eq(taskDelegations.substituteUserId, userId))})`,
  );

const taskColumns = { invoice: invoices, recommenderId: vendorCategoryMappings.recommenderUserId, recommender: users.username };

/**
 * The invoices `userId` decides: awaiting a recommendation, of a mapping naming them as
 * recommender or naming someone whose delegation to them covers today. Driven from the mappings,
 * so it reads only the mapped suppliers' invoices in those statuses (company + status index).
 */
export async function findTasks(db: DbOrTx, userId: number, limit: number) {
  const m = vendorCategoryMappings;
  return db
    .select(taskColumns)
    .from(m)
    .innerJoin(
      invoices,
      and(eq(invoices.instance, m.instance), eq(invoices.orgId, m.orgId), awaitingDecision(), eq(invoices.vendorId, m.vendorId), eq(m.id, invoiceMappingId)),
    )
    .innerJoin(users, eq(users.id, m.recommenderUserId))
    .where(decider(userId))
    .orderBy(asc(invoices.updatedAt), asc(invoices.id))
    .limit(limit);
}

/** One invoice `userId` decides on (any status, so a decided one can say so; of a kind a recommender decides), locked when asked. */
export async function findTask(db: DbOrTx, userId: number, invoiceId: number, forUpdate = false) {
  const query = db
    .select(taskColumns)
    .from(invoices)
    .innerJoin(vendorCategoryMappings, eq(vendorCategoryMappings.id, invoiceMappingId))
    .innerJoin(users, eq(users.id, vendorCategoryMappings.recommenderUserId))
    .where(and(eq(invoices.id, invoiceId), decider(userId), inArray(invoices.invoiceType, kindsAllowing('RECOMMEND').map(invoiceTypeCode))))
    .limit(1);
  const [row] = forUpdate ? await query.for('update', { of: invoices }) : await query;
  return row;
}

export type DelegationRow = { id: number; delegator: string; substitute: string; startDate: string; endDate: string };

const delegator = sql<string>`(select username from ${users} where ${users.id} = ${taskDelegations.delegatorUserId})`;
const substitute = sql<string>`(select username from ${users} where ${users.id} = ${taskDelegations.substituteUserId})`;

/** Delegations given by or to a user that have not ended before `today`, newest start first. */
export async function findDelegations(db: DbOrTx, userId: number, today: string, side: 'given' | 'received'): Promise<DelegationRow[]> {
  const d = taskDelegations;
  return db
    .select({ id: d.id, delegator, substitute, startDate: d.startDate, endDate: d.endDate })
    .from(d)
    .where(and(eq(side === 'given' ? d.delegatorUserId : d.substituteUserId, userId), gte(d.endDate, today)))
    .orderBy(desc(d.startDate), desc(d.id));
}

/** Active PIC and finance users other than `userId`: who may stand in. */
/** Locks the delegator's user row for the transaction: their delegation saves queue one behind another. */
export async function lockUser(db: DbOrTx, userId: number): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function findSubstitutes(db: DbOrTx, userId: number) {
  return db
    .select({ id: users.id, username: users.username, description: users.description })
    .from(users)
    .where(and(ne(users.id, userId), eq(users.active, 'Y'), inArray(users.typeUser, ['PIC', 'ORACLE'])))
    .orderBy(asc(users.username));
}

export async function overlapsGiven(db: DbOrTx, userId: number, startDate: string, endDate: string): Promise<boolean> {
  const d = taskDelegations;
  const [row] = await db
    .select({ id: d.id })
    .from(d)
    .where(and(eq(d.delegatorUserId, userId), lte(d.startDate, endDate), gte(d.endDate, startDate)))
    .limit(1);
  return !!row;
}

export async function insertDelegation(db: DbOrTx, values: typeof taskDelegations.$inferInsert) {
  const [row] = await db.insert(taskDelegations).values(values).returning({ id: taskDelegations.id });
  return row!.id;
}

/** Deletes one of the user's own delegations; false when there is none of that id. */
export async function deleteDelegation(db: DbOrTx, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(taskDelegations)
    .where(and(eq(taskDelegations.id, id), eq(taskDelegations.delegatorUserId, userId)))
    .returning({ id: taskDelegations.id });
  return rows.length > 0;
}

export async function findCategoryName(db: DbOrTx, categoryId: number | null): Promise<string> {
  if (!categoryId) return '';
  const [row] = await db.select({ name: categories.name }).from(categories).where(eq(categories.id, categoryId));
  return row?.name ?? '';
}

/** How many tasks `userId` decides today (theirs and their delegators'): the work queue's count. */
export async function countTasks(db: DbOrTx, userId: number): Promise<number> {
  const m = vendorCategoryMappings;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(m)
    .innerJoin(
      invoices,
      and(eq(invoices.instance, m.instance), eq(invoices.orgId, m.orgId), awaitingDecision(), eq(invoices.vendorId, m.vendorId), eq(m.id, invoiceMappingId)),
    )
    .where(decider(userId));
  return row?.n ?? 0;
}

/** Delegations in force today that a user gave or received. */
export async function countDelegationsToday(db: DbOrTx, userId: number, today: string): Promise<number> {
  const d = taskDelegations;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(d)
    .where(and(or(eq(d.delegatorUserId, userId), eq(d.substituteUserId, userId)), lte(d.startDate, today), gte(d.endDate, today)));
  return row?.n ?? 0;
}
