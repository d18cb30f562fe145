import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { VendorMappingListQuery } from '@faktura/domain';
import type { DbOrTx } from '../../db/client';
import { categories, invoices, users, vendorCategoryMappings } from '../../db/schema/index';

export type VendorMappingRow = typeof vendorCategoryMappings.$inferSelect;
const m = vendorCategoryMappings;
const finance = alias(users, 'finance_user');
const recommender = alias(users, 'recommender_user');

const joined = (db: DbOrTx) =>
  db
    .select({ mapping: m, categoryName: categories.name, financeUser: finance.username, recommender: recommender.username })
    .from(m)
    .innerJoin(categories, eq(categories.id, m.categoryId))
    .leftJoin(finance, eq(finance.id, m.financeUserId))
    .leftJoin(recommender, eq(recommender.id, m.recommenderUserId));
export type JoinedMapping = Awaited<ReturnType<ReturnType<typeof joined>['execute']>>[number];

/** One page of mappings by company, category and vendor. `vendorIds`: vendors whose name matched the search. */
export async function findMappings(db: DbOrTx, q: VendorMappingListQuery, vendorIds?: number[]) {
  const where = and(
    q.instance ? eq(m.instance, q.instance) : undefined,
    q.orgId ? eq(m.orgId, q.orgId) : undefined,
    q.categoryId ? eq(m.categoryId, q.categoryId) : undefined,
    vendorIds ? (vendorIds.length ? inArray(m.vendorId, vendorIds) : sql`false`) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    joined(db)
      .where(where)
      .orderBy(asc(m.instance), asc(m.orgId), asc(categories.name), asc(m.vendorId), asc(m.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(m).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findMapping(db: DbOrTx, id: number, lock = false): Promise<JoinedMapping | undefined> {
  const query = joined(db).where(eq(m.id, id));
  const [row] = lock ? await query.for('update', { of: m }) : await query;
  return row;
}

export async function categoryOfCompany(db: DbOrTx, id: number, c: { instance: string; orgId: number }) {
  // FOR SHARE: a category being deleted at this moment is either gone or stays until the mapping is in.
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.id, id), eq(categories.instance, c.instance), eq(categories.orgId, c.orgId)))
    .for('share');
  return row;
}

export async function listCategoriesOf(db: DbOrTx, c: { instance: string; orgId: number }) {
  return db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(and(eq(categories.instance, c.instance), eq(categories.orgId, c.orgId)))
    .orderBy(asc(categories.name));
}

/** Active users of these types, usable as finance user or recommender. */
export async function listActiveUsers(db: DbOrTx, types: string[]) {
  return db
    .select({ userId: users.id, username: users.username, description: users.description, typeUser: users.typeUser })
    .from(users)
    .where(and(inArray(users.typeUser, types), eq(users.active, 'Y'), sql`(${users.endDate} is null or ${users.endDate} >= current_date)`))
    .orderBy(asc(users.username));
}

export async function duplicateOf(db: DbOrTx, f: { instance: string; orgId: number; categoryId: number; vendorId: number }, exceptId?: number) {
  const [row] = await db
    .select({ id: m.id })
    .from(m)
    .where(
      and(
        eq(m.instance, f.instance),
        eq(m.orgId, f.orgId),
        eq(m.categoryId, f.categoryId),
        eq(m.vendorId, f.vendorId),
        exceptId ? ne(m.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row;
}

export async function insertMapping(db: DbOrTx, values: typeof m.$inferInsert): Promise<VendorMappingRow> {
  const [row] = await db.insert(m).values(values).returning();
  return row!;
}

export async function updateMapping(db: DbOrTx, id: number, values: Partial<typeof m.$inferInsert>) {
  await db.update(m).set(values).where(eq(m.id, id));
}

export async function deleteMapping(db: DbOrTx, id: number) {
  await db.delete(m).where(eq(m.id, id));
}

export async function countInvoicesUsing(db: DbOrTx, id: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(invoices).where(eq(invoices.mappingId, id));
  return Number(row?.n ?? 0);
}
