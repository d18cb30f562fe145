import { and, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { notifications, userVendorMappings } from '../../db/schema/index';
import type { NotificationKind } from '@faktura/domain';

const LIST_LIMIT = 50;

export async function listNotifications(db: DbOrTx, userId: number, kind: NotificationKind, state: 'new' | 'old') {
  return db
    .select()
    .from(notifications)
    .where(
      and(eq(notifications.userId, userId), eq(notifications.kind, kind), state === 'new' ? isNull(notifications.readAt) : isNotNull(notifications.readAt)),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(LIST_LIMIT);
}

export async function countUnread(db: DbOrTx, userId: number) {
  const rows = await db
    .select({ kind: notifications.kind, n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .groupBy(notifications.kind);
  const counts = { notification: 0, message: 0, task: 0 };
  for (const row of rows) if (row.kind in counts) counts[row.kind as NotificationKind] = Number(row.n);
  return counts;
}

export async function markAllRead(db: DbOrTx, userId: number, kind: NotificationKind, at: Date) {
  await db
    .update(notifications)
    .set({ readAt: at })
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind), isNull(notifications.readAt)));
}

export type SupplierNotification = { instance: string; orgId: number; vendorId: number; title: string; body: string; link: string | null };

/** One notification to every active user of the supplier in that company (its user-vendor mappings). */
export async function insertSupplierNotification(db: DbOrTx, n: SupplierNotification) {
  const m = userVendorMappings;
  await db.execute(sql`
    insert into ${notifications} (user_id, kind, title, body, link)
    select distinct ${m.userId}, ${'notification' satisfies NotificationKind}, ${n.title}, ${n.body}, ${n.link} from ${m}
    where ${m.instance} = ${n.instance} and ${m.orgId} = ${n.orgId} and ${m.vendorId} = ${n.vendorId} and ${m.active} = 'Y'`);
}

export type UserNotification = { userId: number; title: string; body: string; link: string | null };

/** Notifications to named users (staff: the recommender, finance, a PIC), one statement for many. */
export async function insertUserNotifications(db: DbOrTx, list: UserNotification[]) {
  if (list.length) await db.insert(notifications).values(list.map((n) => ({ ...n, kind: 'notification' satisfies NotificationKind })));
}
