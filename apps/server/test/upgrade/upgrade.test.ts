import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { testConfig, type Config } from '../../src/config';
import { openDatabase, type Database, type Db } from '../../src/db/client';
import { seedDemoIfEmpty } from '../../src/db/seed/index';
import { createReferenceErp } from '../../src/erp/reference/index';
import { runUpgradeJobs } from '../../src/upgrade-jobs/index';
import { readRelease, restoreRelease, rowsNow, qualified } from './release-db';

// A database the previous release wrote must start under this code: its migrations are applied
// on top, every row is kept, and the API reads the rows as they were. fixtures/<tag>/ is that
// release's own output (scripts/upgrade-fixture.mjs), never today's seed.
const RELEASE = 'v0.1.0';
const release = readRelease(RELEASE);
const { manifest } = release;
const DEMO_USERS = Object.keys(manifest.tokens);

type Row = Record<string, unknown>;
const rowsOf = (table: string): Row[] => release.rows.get(table)!.map((line) => JSON.parse(line) as Row);
const journalLength = (dir: string) => (JSON.parse(fs.readFileSync(path.join(dir, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] }).entries.length;
const migrationsAdded = journalLength(path.join(import.meta.dirname, '../../src/db/migrations')) - journalLength(release.migrationsFolder);

/**
 * The fixture's pending upload (a create form left unsaved) is as old as the fixture: the hourly
 * clean-up of unsaved uploads (tested on its own) would remove it a day after the fixture was
 * recorded. Here the upgrade starts as if right after the release stopped.
 */
const pendingUploadMaxAgeHours = 24 * 365 * 50;

type Target = { name: string; prepare: (filesDir: string) => Promise<{ config: Config; drop: () => Promise<void> }> };

/** Embedded: the release's database in a data directory, opened by the server as `npm start` does. */
const pglite: Target = {
  name: 'PGlite',
  async prepare(filesDir) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'faktura-upgrade-'));
    const client = new PGlite(path.join(dataDir, 'pglite'));
    await restoreRelease(drizzlePglite(client) as unknown as Db, release, (db, config) => migratePglite(db as never, config));
    await client.close();
    return {
      config: testConfig({ databaseUrl: null, memoryDb: false, dataDir, filesDir, pendingUploadMaxAgeHours }),
      drop: () => {
        fs.rmSync(dataDir, { recursive: true, force: true });
        return Promise.resolve();
      },
    };
  },
};

/** A database of its own on the PostgreSQL server of DATABASE_URL, dropped afterwards. */
const postgres = (serverUrl: string): Target => ({
  name: 'PostgreSQL',
  async prepare(filesDir) {
    const name = `faktura_upgrade_${process.pid}`;
    const admin = async (statement: string) => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(statement);
      await client.end();
    };
    await admin(`drop database if exists ${name} with (force)`);
    await admin(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const pool = new pg.Pool({ connectionString: url.toString() });
    await restoreRelease(drizzlePg(pool) as unknown as Db, release, (db, config) => migratePg(db as never, config));
    await pool.end();
    return {
      config: testConfig({ databaseUrl: url.toString(), filesDir, pendingUploadMaxAgeHours }),
      drop: () => admin(`drop database if exists ${name} with (force)`),
    };
  },
});

const serverUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
const targets = [pglite, ...(serverUrl?.startsWith('postgres') ? [postgres(serverUrl)] : [])];

describe.each(targets)(`a database ${RELEASE} wrote, started on today's code ($name)`, (target) => {
  let app: FastifyInstance;
  let database: Database;
  let seeded: boolean;
  let drop = async () => {};
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'faktura-upgrade-files-'));

  beforeAll(async () => {
    fs.cpSync(path.join(release.dir, 'files'), filesDir, { recursive: true });
    const prepared = await target.prepare(filesDir);
    drop = prepared.drop;
    // The start path of main.ts: open (migrations under the start-up lock), then seed only an empty database.
    database = await openDatabase(prepared.config);
    seeded = await seedDemoIfEmpty(database);
    app = await buildApp({ config: prepared.config, database, erp: createReferenceErp(database.db) });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await drop();
    fs.rmSync(filesDir, { recursive: true, force: true });
  });

  const get = (username: string, url: string, token = manifest.tokens[username]) =>
    app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  async function allPages<T>(username: string, url: string): Promise<T[]> {
    const items: T[] = [];
    for (let page = 1; ; page++) {
      const res = await get(username, `${url}${url.includes('?') ? '&' : '?'}page=${page}&pageSize=50`);
      expect(res.statusCode, `${username} ${url}: ${res.body}`).toBe(200);
      const body = res.json<{ items: T[] }>();
      items.push(...body.items);
      if (body.items.length < 50) return items;
    }
  }

  it('does not load the demo data again, and records the migrations it applied', async () => {
    expect(seeded).toBe(false);
    const [users] = await database.rows<{ n: string | number }>(sql`select count(*) as n from users`);
    expect(Number(users!.n)).toBe(release.rows.get('public.users')!.length);
    const applied = await database.rows<{ hash: string }>(sql`select hash from drizzle.__drizzle_migrations order by created_at`);
    expect(applied.length).toBe(release.rows.get('drizzle.__drizzle_migrations')!.length + migrationsAdded);
  });

  it('keeps every row of every table, value for value', async () => {
    for (const table of manifest.tables) {
      const now = await rowsNow(database.db, table);
      const expected = release.rows.get(`${table.schema}.${table.name}`)!;
      if (table.name === '__drizzle_migrations') {
        expect(now.length, qualified(table)).toBe(expected.length + migrationsAdded);
        expect(now.slice(0, expected.length).sort(), qualified(table)).toEqual([...expected].sort());
      } else {
        expect(now.length, qualified(table)).toBe(table.rows);
        expect(now.sort(), qualified(table)).toEqual([...expected].sort());
      }
    }
  });

  it(`accepts the sessions ${RELEASE} made, and its users log in with their passwords`, async () => {
    for (const username of DEMO_USERS) {
      const me = await get(username, '/api/auth/me');
      expect(me.statusCode, `${username}'s ${RELEASE} session: ${me.body}`).toBe(200);
      expect(me.json<{ user: { username: string } }>().user.username).toBe(username);
      const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password: 'demo' }, remoteAddress: '10.9.0.2' });
      expect(login.statusCode, `${username} logs in: ${login.body}`).toBe(200);
    }
  });

  it('lists the users as they were', async () => {
    const listed = await allPages<{ id: number; username: string; typeUser: string; role: string; active: string }>('finance', '/api/users');
    const expected = rowsOf('public.users').map((u) => ({ id: u.id, username: u.username, typeUser: u.type_user, role: u.role_code, active: u.active }));
    expect(listed.map(({ id, username, typeUser, role, active }) => ({ id, username, typeUser, role, active })).sort((a, b) => a.id - b.id)).toEqual(
      expected.sort((a, b) => Number(a.id) - Number(b.id)),
    );
  });

  it('shows every invoice, with its lines, to the users who saw it before', async () => {
    type Summary = { id: number; invoiceNo: string; invoiceType: string; status: string; vendorId: number; batchId: number | null; totalAmount: string };
    const seenBy = new Map<number, { username: string; summary: Summary }>();
    for (const username of DEMO_USERS) {
      for (const summary of await allPages<Summary>(username, '/api/invoices')) seenBy.set(summary.id, { username, summary });
    }
    const lines = rowsOf('public.invoice_lines');
    for (const invoice of rowsOf('public.invoices')) {
      const seen = seenBy.get(invoice.id as number);
      expect(seen, `invoice ${String(invoice.invoice_no)} is listed to someone`).toBeDefined();
      const { id, invoiceNo, invoiceType, status, vendorId, batchId, totalAmount } = seen!.summary;
      expect({ id, invoiceNo, invoiceType, status, vendorId, batchId, totalAmount: Number(totalAmount) }).toEqual({
        id: invoice.id,
        invoiceNo: invoice.invoice_no,
        invoiceType: invoice.invoice_type,
        status: invoice.status,
        vendorId: invoice.vendor_id,
        batchId: invoice.batch_id,
        totalAmount: Number(invoice.total_amount),
      });
      const detailUrl = invoice.invoice_type === '' ? `/api/po-invoices/${invoice.id as number}` : `/api/non-po-invoices/${invoice.id as number}`;
      const detail = await get(seen!.username, detailUrl);
      expect(detail.statusCode, `${detailUrl} as ${seen!.username}: ${detail.body}`).toBe(200);
      const shown = detail
        .json<{ lines: { id: number; lineNum: number; amount: string }[] }>()
        .lines.map((l) => ({ id: l.id, lineNum: l.lineNum, amount: Number(l.amount) }));
      const stored = lines.filter((l) => l.invoice_id === invoice.id).map((l) => ({ id: l.id, lineNum: l.line_num, amount: Number(l.amount) }));
      expect(
        shown.sort((a, b) => a.id - b.id),
        `lines of ${String(invoice.invoice_no)}`,
      ).toEqual(stored.sort((a, b) => Number(a.id) - Number(b.id)));
    }
  });

  it('serves the stored files byte for byte', async () => {
    const owners = new Map(rowsOf('public.users').map((u) => [u.id, u.username as string]));
    const uploadedBy = new Map(rowsOf('public.attachments').map((a) => [a.id, owners.get(a.uploaded_by)!]));
    for (const file of manifest.files) {
      const res = await get(uploadedBy.get(file.id)!, `/api/files/${file.id}`);
      expect(res.statusCode, `${file.originalName}: ${res.body}`).toBe(200);
      expect(crypto.createHash('sha256').update(res.rawPayload).digest('hex'), file.originalName).toBe(file.sha256);
    }
  });

  it('shows the batches as they were', async () => {
    type Batch = { id: number; batchNo: string; status: string; vendorId: number; amount: string };
    const seen = new Map<number, Batch>();
    for (const username of DEMO_USERS) for (const batch of await allPages<Batch>(username, '/api/batches')) seen.set(batch.id, batch);
    const stored = rowsOf('public.batches').map((b) => ({ id: b.id, batchNo: b.batch_no, status: b.status, vendorId: b.vendor_id, amount: Number(b.amount) }));
    const shown = [...seen.values()].map((b) => ({ id: b.id, batchNo: b.batchNo, status: b.status, vendorId: b.vendorId, amount: Number(b.amount) }));
    expect(shown.sort((a, b) => a.id - b.id)).toEqual(stored.sort((a, b) => Number(a.id) - Number(b.id)));
  });

  it('shows the ERP outbox as it was: counts by status and the failed deliveries', async () => {
    const outbox = rowsOf('public.outbox');
    const res = await get('finance', '/api/erp-deliveries/failed?pageSize=50');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ items: { id: number; invoiceId: number | null; attempts: number; lastError: string | null }[]; counts: Record<string, number> }>();
    const count = (status: string) => outbox.filter((o) => o.status === status).length;
    expect(body.counts).toEqual({
      pending: count('PENDING'),
      delivering: count('DELIVERING'),
      delivered: count('DELIVERED'),
      rejected: count('REJECTED'),
      failed: count('FAILED'),
    });
    expect(body.items.map(({ id, invoiceId, attempts, lastError }) => ({ id, invoiceId, attempts, lastError }))).toEqual(
      outbox.filter((o) => o.status === 'FAILED').map((o) => ({ id: o.id, invoiceId: o.invoice_id, attempts: o.attempts, lastError: o.last_error })),
    );
    expect(body.items.length).toBeGreaterThan(0);
  });

  it('compares the invoices it saved for likely duplicates once, after the start (a job a migration queued), and finance sees the pairs', async () => {
    const jobs = () => database.rows<{ name: string; done: boolean }>(sql`select name, done_at is not null as done from upgrade_jobs order by name`);
    const pairs = async () =>
      (await database.rows<{ pair: string }>(sql`select invoice_id || '-' || other_invoice_id as pair from duplicate_suspects order by 1`)).map((r) => r.pair);
    expect(await jobs()).toEqual([{ name: 'rescan-likely-duplicates', done: false }]);
    expect(await pairs()).toEqual([]);

    expect(await runUpgradeJobs(database.db)).toEqual(['rescan-likely-duplicates']);
    expect(await jobs()).toEqual([{ name: 'rescan-likely-duplicates', done: true }]);
    const found = await pairs();
    // The release's demo invoices hold likely repeats, as today's demo does.
    expect(found.length).toBeGreaterThan(0);
    const queue = await get('finance', '/api/duplicates?pageSize=50');
    expect(queue.statusCode, queue.body).toBe(200);
    const listed = queue.json<{ items: { invoice: { invoiceId: number }; other: { invoiceId: number } }[] }>().items;
    expect(listed.map((p) => `${p.invoice.invoiceId}-${p.other.invoiceId}`).sort()).toEqual(found);

    // Done is done: the next start runs nothing.
    expect(await runUpgradeJobs(database.db)).toEqual([]);
    expect(await pairs()).toEqual(found);
  });
});
