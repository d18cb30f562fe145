import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancellable, RequestAbandoned } from '../../src/lib/cancellable';
import { createTestContext, type TestContext } from '../helpers/app';
import { until } from '../helpers/until';

/**
 * On PostgreSQL an abandoned request's statement is cancelled in the database, not left to run to
 * its end: checked in pg_stat_activity (state, never time).
 */
let ctx: TestContext;
let watcher: pg.Client;
let database = '';

beforeAll(async () => {
  ctx = await createTestContext({ databaseName: `faktura_cancel_${process.pid}` });
  database = new URL(ctx.config.databaseUrl!).pathname.slice(1);
  watcher = new pg.Client({ connectionString: ctx.config.databaseUrl! });
  await watcher.connect();
});

afterAll(async () => {
  await watcher.end();
  await ctx.app.close();
  await ctx.database.close();
});

/** The backends of the test database running a statement whose text contains `marker`. */
async function running(marker: string) {
  const { rows } = await watcher.query<{ pid: number; state: string; wait_event_type: string | null }>(
    `select pid, state, wait_event_type from pg_stat_activity where datname = $1 and pid <> pg_backend_pid() and query like '%' || $2 || '%' and query not like '%pg_stat_activity%'`,
    [database, marker],
  );
  return rows.filter((r) => r.state === 'active');
}

describe('cancellable on PostgreSQL', () => {
  it('cancels the running statement when the signal aborts, and closes its connection', async () => {
    const controller = new AbortController();
    const marker = `cancel-probe-${process.pid}`;
    const work = cancellable(ctx.database, controller.signal, (db) => db.execute(sql.raw(`select pg_sleep(600), '${marker}' as probe`)));
    const settled = work.then(
      () => 'finished',
      (error: unknown) => error,
    );
    await until(async () => (await running(marker)).length === 1, { timeoutMs: 30_000, what: 'the statement to start' });
    const { pid } = (await running(marker))[0]!;
    controller.abort(new RequestAbandoned());
    expect(await settled).toBeInstanceOf(RequestAbandoned);
    await until(async () => (await running(marker)).length === 0, { timeoutMs: 30_000, what: 'the statement to stop' });
    // The connection the cancel went to is not handed to another request.
    await until(async () => (await watcher.query('select 1 from pg_stat_activity where pid = $1', [pid])).rowCount === 0, {
      timeoutMs: 30_000,
      what: 'the connection to close',
    });
  });

  it('lets go of every connection when each one the pool has is held by an abandoned request', async () => {
    const max = (ctx.database.db as unknown as { $client: pg.Pool }).$client.options.max;
    const marker = `pool-probe-${process.pid}`;
    const controller = new AbortController();
    // Two more than the pool holds: those two wait for a connection behind the others.
    const works = Array.from({ length: max + 2 }, () =>
      cancellable(ctx.database, controller.signal, (db) => db.execute(sql.raw(`select pg_sleep(600), '${marker}' as probe`))).then(
        () => 'finished',
        (error: unknown) => error,
      ),
    );
    await until(async () => (await running(marker)).length === max, { timeoutMs: 30_000, what: 'the pool to be full' });
    controller.abort(new RequestAbandoned());
    // Each cancel needs a pooled connection: waiting for it while holding one would hang here.
    for (const outcome of await Promise.all(works)) expect(outcome).toBeInstanceOf(RequestAbandoned);
    await until(async () => (await running(marker)).length === 0, { timeoutMs: 30_000, what: 'the statements to stop' });
    expect(await ctx.database.rows(sql`select 1 as one`)).toEqual([{ one: 1 }]);
  });

  it('cancels a Finance Find whose client went away while it waited', async () => {
    const login = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'finance', password: 'demo' } });
    const token = login.json<{ token: string }>().token;
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
    // A lock makes the find's statement wait in the database for as long as the test needs.
    const locker = new pg.Client({ connectionString: ctx.config.databaseUrl! });
    await locker.connect();
    await locker.query('begin');
    await locker.query('lock table invoices in access exclusive mode');
    try {
      const request = http.get(`${base}/api/finance/find?vendorId=3001&page=1&pageSize=5`, { headers: { authorization: `Bearer ${token}` } });
      request.on('error', () => undefined);
      const waiting = async () => (await running('from "invoices"')).filter((r) => r.wait_event_type === 'Lock');
      await until(async () => (await waiting()).length === 1, { timeoutMs: 30_000, what: 'the find to wait on the lock' });
      request.destroy();
      // Still locked: the statement can only have left by being cancelled.
      await until(async () => (await waiting()).length === 0, { timeoutMs: 30_000, what: 'the find to be cancelled' });
      const { rows } = await watcher.query<{ n: number }>(
        `select count(*)::int as n from pg_locks l join pg_class c on c.oid = l.relation where c.relname = 'invoices' and l.mode = 'AccessExclusiveLock' and l.granted`,
      );
      expect(rows[0]!.n).toBe(1);
    } finally {
      await locker.query('rollback');
      await locker.end();
    }
  });
});
