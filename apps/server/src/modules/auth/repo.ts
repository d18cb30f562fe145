import { and, count, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { jakartaDate } from '@faktura/domain';
import type { DbOrTx } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { loginFailures, roleMenus, sessions, userVendorMappings, picVendorMappings, users } from '../../db/schema/index';
import { withCompiledRows } from '../../db/row-mapper';

export type UserRow = typeof users.$inferSelect;

export async function setUserLanguage(db: DbOrTx, userId: number, language: string): Promise<void> {
  await db.update(users).set({ language, updatedAt: new Date() }).where(eq(users.id, userId));
}

export async function findUserByUsername(db: DbOrTx, username: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1);
  return row;
}

export async function findMenuCodes(db: DbOrTx, roleCode: string): Promise<number[]> {
  const rows = await db.select({ pageNo: roleMenus.pageNo }).from(roleMenus).where(eq(roleMenus.roleCode, roleCode)).orderBy(roleMenus.pageNo);
  return rows.map((r) => r.pageNo);
}

export async function insertSession(db: DbOrTx, values: { tokenHash: string; userId: number; expiresAt: Date; orgId: number | null; instance: string | null }) {
  const [row] = await db.insert(sessions).values(values).returning({ id: sessions.id });
  return row!.id;
}

/**
 * The live session of a token hash joined with its user, in one round trip (every request pays it).
 * A user whose end date has passed (or whose start date has not come) has no live session, even
 * one opened while the dates allowed it.
 */
export async function findLiveSession(db: DbOrTx, tokenHash: string, now: Date) {
  // Users' calendar days are Jakarta's (WIB), as the proxy mappings' windows.
  const [row] = await liveSessionQuery(db).execute({ tokenHash, now, today: jakartaDate(now) });
  return row;
}

/**
 * The lookup prepared once per database handle: PostgreSQL then plans it once per connection
 * (planning the joins and the mappings' subqueries took several times as long as running them),
 * and the query is not rebuilt on every request.
 */
const liveSessionQuery = preparedPerDatabase(prepareLiveSession);

function prepareLiveSession(db: DbOrTx) {
  const today = sql.placeholder('today');
  return withCompiledRows(
    db
      // Only what the actor is made of (never the password hash).
      .select({
        session: { id: sessions.id, orgId: sessions.orgId, instance: sessions.instance },
        user: {
          id: users.id,
          username: users.username,
          typeUser: users.typeUser,
          roleCode: users.roleCode,
          description: users.description,
          vendorId: users.vendorId,
          defaultOrgId: users.defaultOrgId,
          defaultInstance: users.defaultInstance,
          active: users.active,
        },
        mappings: scopeMappings(today),
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.tokenHash, sql.placeholder('tokenHash')),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, sql.placeholder('now')),
          sql`(${users.endDate} is null or ${users.endDate} >= ${today}::date)`,
          sql`(${users.startDate} is null or ${users.startDate} <= ${today}::date)`,
        ),
      )
      .limit(1)
      .prepare('live_session'),
  );
}

/** A supplier mapping as the scope needs it (email: the vendor's contact for that company). */
export type ScopeMapping = { instance: string; orgId: number; vendorId: number; email: string | null };

/**
 * The mappings that make up a VENDOR's or PIC's scope, as one json column of the session lookup:
 * every scoped request needs them, and read apart they are a second round trip per request.
 * Same rows, order and validity as findVendorMappings / findPicMappings; null for finance.
 */
function scopeMappings(today: ReturnType<typeof sql.placeholder>) {
  const vendor = sql`(select coalesce(json_agg(json_build_object('instance', m.instance, 'orgId', m.org_id, 'vendorId', m.vendor_id, 'email', m.email) order by m.instance, m.org_id), '[]'::json)
    from ${userVendorMappings} m where m.user_id = ${users.id} and m.active = 'Y')`;
  const pic = sql`(select coalesce(json_agg(json_build_object('instance', m.instance, 'orgId', m.org_id, 'vendorId', m.vendor_id, 'email', null) order by m.id), '[]'::json)
    from ${picVendorMappings} m where m.user_id = ${users.id}
      and (m.start_date is null or m.start_date <= ${today}) and (m.end_date is null or m.end_date >= ${today}))`;
  return sql<ScopeMapping[] | null>`case ${users.typeUser} when 'VENDOR' then ${vendor} when 'PIC' then ${pic} end`;
}

/** Ends every live session of a user at once (deactivated, or an end date in the past). */
export async function revokeUserSessions(db: DbOrTx, userId: number, now: Date): Promise<number> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .returning({ id: sessions.id });
  return revoked.length;
}

export async function revokeSession(db: DbOrTx, sessionId: number, now: Date) {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionId));
}

export async function setSessionCompany(db: DbOrTx, sessionId: number, orgId: number, instance: string) {
  await db.update(sessions).set({ orgId, instance }).where(eq(sessions.id, sessionId));
}

export async function countRecentFailures(db: DbOrTx, key: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.key, key), gt(loginFailures.at, since)));
  return Number(row?.n ?? 0);
}

export async function recordFailure(db: DbOrTx, key: string, now: Date, purgeBefore: Date) {
  await db.insert(loginFailures).values({ key, at: now });
  await db.delete(loginFailures).where(and(eq(loginFailures.key, key), lt(loginFailures.at, purgeBefore)));
}

export async function clearFailures(db: DbOrTx, key: string) {
  await db.delete(loginFailures).where(eq(loginFailures.key, key));
}

export async function findVendorMappings(db: DbOrTx, userId: number) {
  return db
    .select({ vendorId: userVendorMappings.vendorId, orgId: userVendorMappings.orgId, instance: userVendorMappings.instance, email: userVendorMappings.email })
    .from(userVendorMappings)
    .where(and(eq(userVendorMappings.userId, userId), eq(userVendorMappings.active, 'Y')))
    .orderBy(userVendorMappings.instance, userVendorMappings.orgId);
}

/** PIC ↔ supplier mappings valid today (an open end date means no end). */
export async function findPicMappings(db: DbOrTx, userId: number, today: string) {
  return db
    .select({ vendorId: picVendorMappings.vendorId, orgId: picVendorMappings.orgId, instance: picVendorMappings.instance })
    .from(picVendorMappings)
    .where(
      and(
        eq(picVendorMappings.userId, userId),
        sql`(${picVendorMappings.startDate} is null or ${picVendorMappings.startDate} <= ${today})`,
        sql`(${picVendorMappings.endDate} is null or ${picVendorMappings.endDate} >= ${today})`,
      ),
    );
}
