import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { AuditListQuery } from '@faktura/domain';
import type { DbOrTx } from '../../db/client';
import { auditEvents, users } from '../../db/schema/index';

/** The day after an ISO date: "to 23-NOV" includes the whole of the 23rd. */
const nextDay = (iso: string) => new Date(Date.parse(`${iso}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** One page of the trail, newest first, with the acting user's name. */
export async function findAuditEvents(db: DbOrTx, q: AuditListQuery) {
  const where = and(
    q.userId ? eq(auditEvents.actorUserId, q.userId) : undefined,
    q.entity ? eq(auditEvents.entity, q.entity) : undefined,
    q.entityId ? eq(auditEvents.entityId, q.entityId) : undefined,
    q.fromDate ? gte(auditEvents.at, sql`${q.fromDate}::date`) : undefined,
    q.toDate ? lt(auditEvents.at, sql`${nextDay(q.toDate)}::date`) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ event: auditEvents, actor: users.username })
      .from(auditEvents)
      .leftJoin(users, eq(users.id, auditEvents.actorUserId))
      .where(where)
      .orderBy(desc(auditEvents.at), desc(auditEvents.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(auditEvents).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** The choices of the trail's filters: users who acted, entities recorded. */
export async function findAuditFilterValues(db: DbOrTx) {
  const [actors, entities] = await Promise.all([
    db
      .selectDistinct({ userId: users.id, username: users.username })
      .from(auditEvents)
      .innerJoin(users, eq(users.id, auditEvents.actorUserId))
      .orderBy(users.username),
    db.selectDistinct({ entity: auditEvents.entity }).from(auditEvents).orderBy(auditEvents.entity),
  ]);
  return { users: actors, entities: entities.map((e) => e.entity) };
}
