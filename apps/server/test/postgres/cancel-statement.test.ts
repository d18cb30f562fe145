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

/** A bearer token of a demo user (each logs in once). */
const tokens = new Map<string, Promise<string>>();
function tokenOf(username: string): Promise<string> {
  if (!tokens.has(username)) {
    tokens.set(
      username,
      ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password: 'demo' } }).then((r) => r.json<{ token: string }>().token),
    );
  }
  return tokens.get(username)!;
}

/** The app on a real socket (the client going away is a socket closing), listening once. */
let base: Promise<string> | undefined;
function listening(): Promise<string> {
  base ??= ctx.app.listen({ port: 0, host: '127.0.0.1' }).then(() => `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`);
  return base;
}

/** Backends of the test database whose statement waits for a lock on `table` (not granted yet). */
async function waitingOn(table: string) {
  const { rows } = await watcher.query<{ pid: number }>(
    `select distinct l.pid from pg_locks l join pg_stat_activity a on a.pid = l.pid
      where a.datname = $1 and l.relation = $2::regclass and not l.granted and a.wait_event_type = 'Lock'`,
    [database, table],
  );
  return rows;
}

/**
 * Holds an ACCESS EXCLUSIVE lock on `table`, so the endpoint's statement on it waits in the database
 * for as long as the test needs; the client then goes away, and the statement must leave while the
 * lock is still held: it can only have been cancelled.
 */
async function abandonWhileLocked(username: string, url: string, table: string) {
  const [token, origin] = await Promise.all([tokenOf(username), listening()]);
  const locker = new pg.Client({ connectionString: ctx.config.databaseUrl! });
  await locker.connect();
  await locker.query('begin');
  await locker.query(`lock table ${table} in access exclusive mode`);
  try {
    const request = http.get(`${origin}${url}`, { headers: { authorization: `Bearer ${token}` } });
    request.on('error', () => undefined);
    await until(async () => (await waitingOn(table)).length === 1, { timeoutMs: 30_000, what: `GET ${url} to wait on the lock of ${table}` });
    request.destroy();
    await until(async () => (await waitingOn(table)).length === 0, { timeoutMs: 30_000, what: `GET ${url} to be cancelled` });
    const { rows } = await watcher.query<{ n: number }>(
      `select count(*)::int as n from pg_locks where relation = $1::regclass and mode = 'AccessExclusiveLock' and granted`,
      [table],
    );
    expect(rows[0]!.n).toBe(1);
  } finally {
    await locker.query('rollback');
    await locker.end();
  }
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
    await abandonWhileLocked('finance', '/api/finance/find?vendorId=3001&page=1&pageSize=5', 'invoices');
  });

  /**
   * Every list and dashboard read of the portal's large tables: [user, URL, the table its cancellable
   * statement reads]. The reads before it (the session, the user's scope) touch none of these tables.
   */
  it.each([
    ['vendor', '/api/invoices?page=1&pageSize=10', 'invoices'],
    ['vendor', '/api/dashboard/invoices', 'invoices'],
    ['vendor', '/api/dashboard/receipts', 'invoice_lines'],
    ['finance', '/api/dashboard/work', 'invoices'],
    ['finance', '/api/finance/invoice-numbers?vendorId=3001&search=SJA', 'invoices'],
    ['vendor', '/api/batches?page=1&pageSize=10', 'batches'],
    ['vendor', '/api/batches/drafts?orgId=82&instance=AAM', 'batches'],
    ['vendor', '/api/batches/available-invoices?orgId=82&instance=AAM', 'invoices'],
    ['pic', '/api/batches/proxy-invoices?orgId=82&instance=AAM', 'invoices'],
    ['finance', '/api/debit-notes?page=1&pageSize=10', 'debit_notes'],
    ['finance', '/api/audit?page=1&pageSize=10', 'audit_events'],
    ['finance', '/api/audit/filters', 'audit_events'],
    ['finance', '/api/duplicates?page=1&pageSize=10', 'duplicate_suspects'],
    ['pic', '/api/tasks', 'invoices'],
    ['pic', '/api/tasks/delegations', 'task_delegations'],
    ['vendor', '/api/notifications?kind=notification&state=new', 'notifications'],
    ['vendor', '/api/notifications/counts', 'notifications'],
    ['vendor', '/api/reports/invoices?orgId=82&instance=AAM&page=1&pageSize=10', 'invoices'],
    ['vendor', '/api/reports/invoice-history?orgId=82&instance=AAM&poHeaderId=1', 'invoices'],
    ['transport', '/api/expedition/lines?orgId=82&instance=AAM&paymentSite=HO&page=1&pageSize=10', 'expedition_lines'],
    ['transport', '/api/expedition/summary?orgId=82&instance=AAM', 'expedition_lines'],
    ['vendor', '/api/po-invoices/pending-receipts?orgId=82&instance=AAM&page=1&pageSize=10', 'invoice_lines'],
    ['vendor', '/api/timeline/expected-payments', 'invoices'],
    ['finance', '/api/stamp-duty?instance=AAM&orgId=82&page=1&pageSize=10', 'invoices'],
    ['finance', '/api/erp-deliveries/failed?page=1&pageSize=10', 'outbox'],
  ])('cancels %s GET %s waiting on a lock of %s when the client goes away', async (user, url, table) => {
    await abandonWhileLocked(user, url, table);
  });
});
