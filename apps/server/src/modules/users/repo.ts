import { and, asc, count, eq, exists, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { roleMenus, roles, userVendorMappings, users } from '../../db/schema/index';
import type { VendorScope } from '../../lib/actor';
import { scopeCondition } from '../../lib/scope-filter';

export type UserRow = typeof users.$inferSelect;
export type UserValues = Omit<typeof users.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/**
 * The users a scope may read: finance every one; anyone else the staff (every non-supplier user)
 * and the users mapped to one of its suppliers in that supplier's company.
 */
export function visibleUsers(db: DbOrTx, scope: VendorScope): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  const ofItsSuppliers = db
    .select({ one: sql`1` })
    .from(userVendorMappings)
    .where(and(eq(userVendorMappings.userId, users.id), scopeCondition(scope, userVendorMappings)));
  return or(ne(users.typeUser, 'VENDOR'), exists(ofItsSuppliers));
}

function listFilter(q: { username?: string; search?: string }, visible: SQL | undefined): SQL | undefined {
  const conditions: SQL[] = visible ? [visible] : [];
  if (q.username?.trim()) conditions.push(sql`lower(${users.username}) = lower(${q.username.trim()})`);
  if (q.search?.trim()) conditions.push(sql`strpos(lower(${users.username}), lower(${q.search.trim()})) > 0`);
  return conditions.length ? and(...conditions) : undefined;
}

/** One page of the visible users by username. */
export async function findUsers(db: DbOrTx, q: { page: number; pageSize: number; username?: string; search?: string }, visible?: SQL) {
  const where = listFilter(q, visible);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(asc(sql`lower(${users.username})`), asc(users.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findUserByName(db: DbOrTx, username: string, lock = false, visible?: SQL): Promise<UserRow | undefined> {
  const query = db
    .select()
    .from(users)
    .where(and(sql`lower(${users.username}) = lower(${username})`, visible))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function insertUser(db: DbOrTx, values: UserValues): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function updateUser(db: DbOrTx, id: number, values: Partial<UserValues>): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row!;
}

/** Every role with its menu page codes. */
export async function listRoles(db: DbOrTx) {
  const [roleRows, menuRows] = await Promise.all([
    db.select().from(roles).orderBy(roles.code),
    db.select().from(roleMenus).orderBy(roleMenus.roleCode, roleMenus.pageNo),
  ]);
  return roleRows.map((r) => ({ ...r, pageNos: menuRows.filter((m) => m.roleCode === r.code).map((m) => m.pageNo) }));
}

export async function lockRole(db: DbOrTx, code: string) {
  const [row] = await db.select().from(roles).where(eq(roles.code, code)).for('update');
  return row;
}

/** Replaces a role's menu page codes. */
export async function replaceRoleMenus(db: DbOrTx, code: string, pageNos: number[]) {
  await db.delete(roleMenus).where(eq(roleMenus.roleCode, code));
  if (pageNos.length) await db.insert(roleMenus).values(pageNos.map((pageNo) => ({ roleCode: code, pageNo })));
}
