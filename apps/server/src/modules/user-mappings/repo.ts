import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { userVendorMappings, users } from '../../db/schema/index';
import type { VendorScope } from '../../lib/actor';
import { scopeCondition } from '../../lib/scope-filter';

export type MappingRow = typeof userVendorMappings.$inferSelect;
type MappingValues = Pick<MappingRow, 'userId' | 'vendorId' | 'orgId' | 'instance' | 'active' | 'email'>;

/** One page of mappings with their usernames, newest first. */
export async function findMappings(
  db: DbOrTx,
  q: { page: number; pageSize: number; userId?: number; vendorId?: number; instance?: string },
  scope: VendorScope,
) {
  const visible = scopeCondition(scope, userVendorMappings);
  const conditions: SQL[] = visible ? [visible] : [];
  if (q.userId) conditions.push(eq(userVendorMappings.userId, q.userId));
  if (q.vendorId) conditions.push(eq(userVendorMappings.vendorId, q.vendorId));
  if (q.instance) conditions.push(eq(userVendorMappings.instance, q.instance));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ mapping: userVendorMappings, username: users.username })
      .from(userVendorMappings)
      .innerJoin(users, eq(users.id, userVendorMappings.userId))
      .where(where)
      .orderBy(desc(userVendorMappings.createdAt), desc(userVendorMappings.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(userVendorMappings).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** One mapping by id, if it is one of the scope's suppliers'. */
export async function findMapping(db: DbOrTx, id: number, scope: VendorScope, lock = false) {
  const query = db
    .select({ mapping: userVendorMappings, username: users.username })
    .from(userVendorMappings)
    .innerJoin(users, eq(users.id, userVendorMappings.userId))
    .where(and(eq(userVendorMappings.id, id), scopeCondition(scope, userVendorMappings)));
  const [row] = lock ? await query.for('update', { of: userVendorMappings }) : await query;
  return row;
}

export async function findUser(db: DbOrTx, userId: number) {
  const [row] = await db.select({ id: users.id, username: users.username, typeUser: users.typeUser }).from(users).where(eq(users.id, userId));
  return row;
}

export async function insertMapping(db: DbOrTx, values: MappingValues & { createdBy: number }): Promise<MappingRow> {
  const [row] = await db.insert(userVendorMappings).values(values).returning();
  return row!;
}

export async function updateMapping(db: DbOrTx, id: number, values: MappingValues): Promise<MappingRow> {
  const [row] = await db.update(userVendorMappings).set(values).where(eq(userVendorMappings.id, id)).returning();
  return row!;
}
