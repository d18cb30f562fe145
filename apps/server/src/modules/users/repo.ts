import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { roleMenus, roles, users } from '../../db/schema/index';

export type UserRow = typeof users.$inferSelect;
export type UserValues = Omit<typeof users.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

function listFilter(q: { username?: string; search?: string }): SQL | undefined {
  const conditions: SQL[] = [];
  if (q.username?.trim()) conditions.push(sql`lower(${users.username}) = lower(${q.username.trim()})`);
  if (q.search?.trim()) conditions.push(sql`strpos(lower(${users.username}), lower(${q.search.trim()})) > 0`);
  return conditions.length ? and(...conditions) : undefined;
}

/** One page of users by username; the hash is never selected. */
export async function findUsers(db: DbOrTx, q: { page: number; pageSize: number; username?: string; search?: string }) {
  const where = listFilter(q);
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

export async function findUserByName(db: DbOrTx, username: string, lock = false): Promise<UserRow | undefined> {
  const query = db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
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
