import { describe, expect, it } from 'vitest';
import { notificationCountsSchema, notificationListSchema } from '@faktura/domain';
import { injectAs, login, getTestContext } from '../helpers/app';
import { bodyOf } from '../helpers/body';

describe('notifications', () => {
  it('lists new and old notifications of the current user only', async () => {
    const fresh = await injectAs('vendor', { method: 'GET', url: '/api/notifications?kind=notification&state=new' });
    expect(fresh.statusCode).toBe(200);
    const titles = bodyOf(fresh, notificationListSchema).items.map((i: { title: string }) => i.title);
    // The vendor's own unread notifications, newest 50: other test files of this worker add theirs,
    // so the seeded welcome is compared with the database rather than expected on the first page.
    const { database } = await getTestContext();
    const { sql } = await import('drizzle-orm');
    const mine = await database.rows<{ title: string }>(sql`
      select n.title from notifications n join users u on u.id = n.user_id
      where u.username = 'vendor' and n.kind = 'notification' and n.read_at is null
      order by n.created_at desc, n.id desc limit 50`);
    expect(titles).toEqual(mine.map((r) => r.title));
    if (mine.length < 50) expect(titles).toContain('Welcome to Faktura');
    expect(titles).not.toContain('Month-end closing'); // finance's
    const old = await injectAs('vendor', { method: 'GET', url: '/api/notifications?state=old' });
    expect(bodyOf(old, notificationListSchema).items.map((i: { title: string }) => i.title)).toEqual(['Bank account verified']);
  });

  it('counts unread items per kind', async () => {
    const { database } = await getTestContext();
    const { sql } = await import('drizzle-orm');
    const before = bodyOf(await injectAs('pic', { method: 'GET', url: '/api/notifications/counts' }), notificationCountsSchema);
    await database.db.execute(sql`insert into notifications (user_id, kind, title) select id, 'task', 'Approve INV-9' from users where username = 'pic'`);
    const after = bodyOf(await injectAs('pic', { method: 'GET', url: '/api/notifications/counts' }), notificationCountsSchema);
    expect(after).toEqual({ ...before, task: before.task + 1 });
  });

  it('moves all new items of a kind to old on Mark all as read', async () => {
    const { app } = await getTestContext();
    const token = await login('vendor2');
    const headers = { authorization: `Bearer ${token}` };
    const { database } = await getTestContext();
    const { sql } = await import('drizzle-orm');
    await database.db.execute(
      sql`insert into notifications (user_id, kind, title, body) select id, 'notification', 'Batch B-1 received', 'ok' from users where username = 'vendor2'`,
    );
    const before = await app.inject({ method: 'GET', url: '/api/notifications', headers });
    expect(bodyOf(before, notificationListSchema).unread).toBe(1);
    const mark = await app.inject({ method: 'POST', url: '/api/notifications/read-all', headers, payload: { kind: 'notification' } });
    expect(mark.statusCode).toBe(204);
    const after = await app.inject({ method: 'GET', url: '/api/notifications', headers });
    expect(bodyOf(after, notificationListSchema)).toEqual({ items: [], unread: 0 });
    const old = await app.inject({ method: 'GET', url: '/api/notifications?state=old', headers });
    expect(bodyOf(old, notificationListSchema).items.map((i: { title: string }) => i.title)).toContain('Batch B-1 received');
  });

  it('refuses an unknown kind or state', async () => {
    expect((await injectAs('vendor', { method: 'GET', url: '/api/notifications?kind=spam' })).statusCode).toBe(400);
    expect((await injectAs('vendor', { method: 'GET', url: '/api/notifications?state=all' })).statusCode).toBe(400);
  });
});
