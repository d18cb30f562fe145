import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { ProxyMappingListQuery } from '@faktura/domain';
import type { DbOrTx } from '../../db/client';
import { picVendorMappings, users } from '../../db/schema/index';

export type ProxyMappingRow = typeof picVendorMappings.$inferSelect;
const p = picVendorMappings;

const joined = (db: DbOrTx) => db.select({ mapping: p, username: users.username }).from(p).innerJoin(users, eq(users.id, p.userId));

/** One page of PIC ↔ supplier mappings, by PIC and newest window first. */
export async function findMappings(db: DbOrTx, q: ProxyMappingListQuery) {
  const where = and(
    q.instance ? eq(p.instance, q.instance) : undefined,
    q.orgId ? eq(p.orgId, q.orgId) : undefined,
    q.userId ? eq(p.userId, q.userId) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    joined(db)
      .where(where)
      .orderBy(asc(users.username), asc(p.instance), asc(p.orgId), asc(p.vendorId), desc(p.startDate), asc(p.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(p).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findMapping(db: DbOrTx, id: number, lock = false) {
  const query = joined(db).where(eq(p.id, id));
  const [row] = lock ? await query.for('update', { of: p }) : await query;
  return row;
}

/** Active PIC users: who a supplier can be mapped to. */
export async function listPicUsers(db: DbOrTx) {
  return db
    .select({ userId: users.id, username: users.username, description: users.description })
    .from(users)
    .where(and(eq(users.typeUser, 'PIC'), eq(users.active, 'Y')))
    .orderBy(asc(users.username));
}

/**
 * Another window of the same PIC, supplier and company that shares a day with this one (open
 * ends reach forever). Locks the PIC's row first, so two overlapping saves cannot both pass.
 */
export async function overlapping(
  db: DbOrTx,
  w: { userId: number; vendorId: number; instance: string; orgId: number; startDate: string; endDate: string | null },
  exceptId?: number,
) {
  await db.select({ id: users.id }).from(users).where(eq(users.id, w.userId)).for('update');
  const [row] = await db
    .select({ id: p.id })
    .from(p)
    .where(
      and(
        eq(p.userId, w.userId),
        eq(p.vendorId, w.vendorId),
        eq(p.instance, w.instance),
        eq(p.orgId, w.orgId),
        exceptId ? ne(p.id, exceptId) : undefined,
        w.endDate ? sql`(${p.startDate} is null or ${p.startDate} <= ${w.endDate})` : undefined,
        sql`(${p.endDate} is null or ${p.endDate} >= ${w.startDate})`,
      ),
    )
    .limit(1);
  return row;
}

export async function insertMapping(db: DbOrTx, values: typeof p.$inferInsert): Promise<ProxyMappingRow> {
  const [row] = await db.insert(p).values(values).returning();
  return row!;
}

export async function updateMapping(db: DbOrTx, id: number, values: Partial<typeof p.$inferInsert>) {
  await db.update(p).set(values).where(eq(p.id, id));
}

export async function deleteMapping(db: DbOrTx, id: number) {
  await db.delete(p).where(eq(p.id, id));
}

export async function usernameOf(db: DbOrTx, userId: number): Promise<string | null> {
  const [row] = await db.select({ username: users.username }).from(users).where(eq(users.id, userId));
  return row?.username ?? null;
}
