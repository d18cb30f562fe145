import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../src/config';
import { openDatabase, type Database } from '../../src/db/client';
import { seedDemo } from '../../src/db/seed/index';
import type { ErpPort } from '../../src/erp/port';
import { createReferenceErp } from '../../src/erp/reference/index';
import { startOutboxWorker } from '../../src/outbox/index';
import { deliveryCounts, processedInvoices, submitToErp, testOutboxSettings } from '../outbox/helpers';

/**
 * Outbox workers on one PostgreSQL database, as production runs them: two racing in one process
 * on separate connection pools, and a real `main.ts --worker` process SIGKILLed mid-delivery and
 * replaced. Each test counts the ERP's invoices (and interface rows) against the submissions.
 */
const root = path.resolve(import.meta.dirname, '../../../..');
const serverUrl = process.env.DATABASE_URL!;
const name = `faktura_outbox_${process.pid}`;
const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
const children: ChildProcess[] = [];
let admin: pg.Client;
let database: Database;

beforeAll(async () => {
  admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  database = await openDatabase(testConfig({ databaseUrl }));
  await seedDemo(database.db);
});

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await database?.close();
  await admin?.query(`drop database if exists ${name} with (force)`);
  await admin?.end();
});

async function statusCounts(): Promise<Record<string, number>> {
  const rows = await database.rows<{ status: string; n: string }>(sql`select status, count(*) as n from outbox group by status`);
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
}

async function until(done: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(await statusCounts())}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
const queueEmpty = async () => {
  const c = await statusCounts();
  return !c.PENDING && !c.DELIVERING;
};

/** Every submission imported once: POSTED, one ERP invoice, one delivered row, one interface row per key. */
async function expectEachDeliveredOnce(ids: number[]) {
  const counts = await deliveryCounts(ids, database);
  expect(counts.filter((c) => c.status !== 'POSTED' || c.erpInvoices !== 1 || c.outboxStatus !== 'DELIVERED')).toEqual([]);
  const [dup] = await database.rows<{ n: string }>(
    sql`select count(*) as n from (select reference_key1 from erp_ap_invoices_interface group by reference_key1 having count(*) > 1) d`,
  );
  expect(Number(dup!.n)).toBe(0);
}

describe('outbox workers on PostgreSQL', () => {
  it('two workers racing never deliver a row twice (FOR UPDATE SKIP LOCKED)', async () => {
    const ids = await processedInvoices(200, {}, database);
    for (let i = 0; i < ids.length; i += 50) await submitToErp(ids.slice(i, i + 50), database);
    const second = await openDatabase(testConfig({ databaseUrl }));
    const calls = new Map<string, number>();
    const counted = (erp: ErpPort, delivered: { n: number }): ErpPort => ({
      ...erp,
      submitInvoice: async (s) => {
        calls.set(s.idempotencyKey, (calls.get(s.idempotencyKey) ?? 0) + 1);
        delivered.n += 1;
        return erp.submitInvoice(s);
      },
    });
    const byA = { n: 0 };
    const byB = { n: 0 };
    // Each worker also delivers its claimed rows three at a time (OUTBOX_CONCURRENCY).
    const settings = testOutboxSettings({ batchSize: 6, concurrency: 3 });
    const a = startOutboxWorker({ database, erp: counted(createReferenceErp(database.db), byA), settings });
    const b = startOutboxWorker({ database: second, erp: counted(createReferenceErp(second.db), byB), settings });
    try {
      await until(queueEmpty, 90_000, 'the queue to empty');
    } finally {
      await a.stop();
      await b.stop();
      await second.close();
    }
    expect(byA.n + byB.n).toBe(200);
    expect(byA.n > 0 && byB.n > 0).toBe(true);
    expect([...calls.values()].every((n) => n === 1)).toBe(true);
    await expectEachDeliveredOnce(ids);
  });

  it('a worker process SIGKILLed mid-delivery: after a restart nothing is lost and nothing doubled', async () => {
    const ids = await processedInvoices(300, {}, database);
    for (let i = 0; i < ids.length; i += 100) await submitToErp(ids.slice(i, i + 100), database);
    const startWorker = () => {
      const env = {
        ...process.env,
        DATABASE_URL: databaseUrl,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'silent',
        OUTBOX_BATCH_SIZE: '5',
        OUTBOX_LEASE_SECONDS: '2',
        OUTBOX_POLL_MS: '50',
        ERP_PAYMENT_RUN_MINUTES: '0',
      };
      const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts', '--worker'], {
        cwd: root,
        env,
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      children.push(child);
      return child;
    };
    // Rows the test before delivered stay DELIVERED: this test counts from them.
    const deliveredBefore = (await statusCounts()).DELIVERED ?? 0;
    const first = startWorker();
    await until(async () => ((await statusCounts()).DELIVERED ?? 0) >= deliveredBefore + 40, 90_000, 'the first worker to deliver');
    // Kill it while it holds claimed rows (what it has mid-delivery).
    await until(async () => ((await statusCounts()).DELIVERING ?? 0) > 0, 10_000, 'a claimed row');
    first.kill('SIGKILL');
    await new Promise((resolve) => first.once('exit', resolve));
    const atKill = await statusCounts();
    expect(atKill.DELIVERING ?? 0).toBeGreaterThan(0);
    expect(atKill.DELIVERED ?? 0).toBeLessThan(deliveredBefore + 300);

    const second = startWorker();
    await until(queueEmpty, 120_000, 'the restarted worker to empty the queue');
    second.kill('SIGKILL');
    await expectEachDeliveredOnce(ids);
  });

  it('outlives PostgreSQL closing its idle connections (workers idle between polls): the next pass reconnects', async () => {
    const idle = await openDatabase(testConfig({ databaseUrl }));
    try {
      await idle.rows(sql`select 1`);
      const ended = await admin.query<{ pid: number }>('select pid, pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
      const pids = ended.rows.map((r) => r.pid);
      // Terminating only signals the backends: wait until they are gone, as an operator's restart leaves them.
      const gone = async () => (await admin.query('select 1 from pg_stat_activity where pid = any($1::int[])', [pids])).rowCount === 0;
      await until(gone, 10_000, 'the terminated backends to exit');
      // A pass that takes a connection whose termination notice the pool has not read yet fails
      // with 57P01, as a worker's pass may; the next pass must get a new connection and succeed.
      // Any other error fails the test.
      const failures: string[] = [];
      const pass = async () => {
        try {
          const [row] = await idle.rows<{ ok: number }>(sql`select 1 as ok`);
          return Number(row!.ok) === 1;
        } catch (error) {
          const code = (error as { cause?: { code?: string } }).cause?.code;
          if (code !== '57P01') throw error;
          failures.push(code);
          return false;
        }
      };
      await until(pass, 10_000, 'a pass on a new connection');
      expect(failures.length).toBeLessThanOrEqual(pids.length);
    } finally {
      await idle.close();
    }
  });
});
