import type { Notification, NotificationCounts, NotificationKind } from '@faktura/domain';
import type { Database, DbOrTx } from '../../db/client';
import { cancellable, type RequestSignal } from '../../lib/cancellable';
import * as repo from './repo';

/** New (unread) or old (read) items of one kind for a user, with the unread count of that kind. */
export async function listNotifications(database: Database, userId: number, kind: NotificationKind, state: 'new' | 'old', signal?: RequestSignal) {
  const [rows, counts] = await cancellable(database, signal, (own) =>
    Promise.all([repo.listNotifications(own, userId, kind, state), repo.countUnread(own, userId)]),
  );
  const items: Notification[] = rows.map((r) => ({
    id: r.id,
    kind: r.kind as NotificationKind,
    title: r.title,
    body: r.body,
    link: r.link,
    createdAt: r.createdAt.toISOString(),
    readAt: r.readAt?.toISOString() ?? null,
  }));
  return { items, unread: counts[kind] };
}

export function unreadCounts(database: Database, userId: number, signal?: RequestSignal): Promise<NotificationCounts> {
  return cancellable(database, signal, (own) => repo.countUnread(own, userId));
}

/** Mark all as read: the new items of a kind move to old. */
export function markAllRead(db: DbOrTx, userId: number, kind: NotificationKind): Promise<void> {
  return repo.markAllRead(db, userId, kind, new Date());
}

/** Tells each supplier's users something about their invoices, in the caller's transaction. */
export async function notifySuppliers(tx: DbOrTx, notices: repo.SupplierNotification[]): Promise<void> {
  for (const notice of notices) await repo.insertSupplierNotification(tx, notice);
}

/** Tells named users (staff) something about invoices, in the caller's transaction. */
export function notifyUsers(tx: DbOrTx, notices: repo.UserNotification[]): Promise<void> {
  return repo.insertUserNotifications(tx, notices);
}
