import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  INVOICE_STATUSES,
  STATUSES_HOLDING_RECEIPTS,
  attachmentSchema,
  batchDetailSchema,
  loginResponseSchema,
  meResponseSchema,
  pendingReceiptsResponseSchema,
  poInvoiceDetailSchema,
} from '@faktura/domain';
import { SAMPLE_PDF, multipart } from '../helpers/files';
import { uniqueNumbers } from '../helpers/po-invoices';

/**
 * Two app instances as `npm start` runs them, on one fresh PostgreSQL database and one files
 * directory: what a load balancer in front of N stateless instances relies on (docs/architecture.md
 * "Deployment"). Sessions, counters and the receipt-line guard live in the database, so an instance
 * may die mid-request without losing or doubling a write.
 */
const root = path.resolve(import.meta.dirname, '../../../..');
const serverUrl = process.env.DATABASE_URL!;
const database = `faktura_multi_${process.pid}`;
const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${database}` }).toString();
const portA = 4300 + (process.pid % 500) * 2;
const [baseA, baseB] = [portA, portA + 1].map((port) => `http://127.0.0.1:${port}`) as [string, string];
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'faktura-multi-'));
const servers: ChildProcess[] = [];
let admin: pg.Client;
let db: pg.Client;

function startServer(port: number, seed: boolean): Promise<ChildProcess> {
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    SEED_DEMO: String(seed),
    STORAGE: 'local',
    FILES_DIR: path.join(scratch, 'files'),
    DATA_DIR: scratch,
    WEB_DIST: scratch,
    LOG_LEVEL: 'silent',
    PENDING_UPLOAD_LIMIT: '100',
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] });
  servers.push(child);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('server did not start in time')), 90_000);
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Faktura is running')) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.once('exit', (code) => reject(new Error(`server on ${port} exited early with ${code}`)));
  });
}

beforeAll(async () => {
  admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${database}`);
  db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  // B only once A has migrated and seeded: a second instance joins a database that is ready.
  await startServer(portA, true);
  await startServer(portA + 1, false);
  expect((await fetch(`${baseB}/api/health/ready`)).status).toBe(200);
});

afterAll(async () => {
  for (const server of servers) server.kill('SIGKILL');
  await db?.end();
  await admin?.query(`drop database if exists ${database} with (force)`);
  await admin?.end();
  fs.rmSync(scratch, { recursive: true, force: true });
});

/** A fetched answer's JSON body parsed with the contract's schema, typed by it. */
async function bodyOf<Schema extends z.ZodType>(res: Response, schema: Schema): Promise<z.infer<Schema>> {
  return schema.parse(await res.json());
}

let token = '';
const call = (base: string, route: string, init: { method?: string; body?: unknown } = {}) =>
  fetch(base + route, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${token}`, ...(init.body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });

async function uploadPdf(base: string): Promise<number> {
  const { payload, headers } = multipart('faktur.pdf', SAMPLE_PDF);
  const res = await fetch(`${base}/api/files`, { method: 'POST', headers: { ...headers, authorization: `Bearer ${token}` }, body: payload });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await bodyOf(res, attachmentSchema)).id;
}

/** Open receipt lines of `vendor` in AAM 82, each billable by one invoice. */
let openLines: number[] = [];
const takeLines = (n: number) => openLines.splice(0, n);

/** A create form over one receipt line, its PDF uploaded beforehand on the instance it goes to. */
async function poInvoiceForm(base: string, rcvTransactionId: number) {
  return {
    orgId: 82,
    instance: 'AAM',
    ...uniqueNumbers(),
    invoiceDate: '2026-11-10',
    taxInvoiceDate: '2026-11-10',
    description: 'Multi-instance load',
    lines: [{ rcvTransactionId }],
    attachmentIds: [await uploadPdf(base)],
  };
}

describe('two instances on one PostgreSQL', () => {
  it('accepts on one instance the session made on the other', async () => {
    const login = await fetch(`${baseA}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'vendor', password: 'demo' }),
    });
    expect(login.status).toBe(200);
    token = (await bodyOf(login, loginResponseSchema)).token;
    const me = await call(baseB, '/api/auth/me');
    expect(me.status).toBe(200);
    expect((await bodyOf(me, meResponseSchema)).user.username).toBe('vendor');
    const pending = await call(baseB, '/api/po-invoices/pending-receipts?orgId=82&instance=AAM&pageSize=100');
    openLines = (await bodyOf(pending, pendingReceiptsResponseSchema)).items.map((l) => l.rcvTransactionId);
    expect(openLines.length).toBeGreaterThanOrEqual(28);
    expect(new Set(openLines).size).toBe(openLines.length);
  });

  it('never hands out one batch number twice when both instances create batches at once', async () => {
    // A batch needs an invoice: one DRAFT invoice each, made beforehand.
    const invoiceIds: number[] = [];
    for (const line of takeLines(12)) {
      const res = await call(baseB, '/api/po-invoices', { method: 'POST', body: await poInvoiceForm(baseB, line) });
      expect(res.status).toBe(201);
      invoiceIds.push((await bodyOf(res, poInvoiceDetailSchema)).id);
    }
    const answers = await Promise.all(
      invoiceIds.map((id, i) => call(i % 2 ? baseB : baseA, '/api/batches', { method: 'POST', body: { orgId: 82, instance: 'AAM', invoiceIds: [id] } })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(12).fill(201));
    const numbers = await Promise.all(answers.map(async (a) => (await bodyOf(a, batchDetailSchema)).batchNo));
    expect(new Set(numbers).size).toBe(12);
  });

  it('loses nothing and writes nothing twice when one instance is killed in the middle of a load', async () => {
    const lines = takeLines(16);
    const jobs = await Promise.all(
      lines.map(async (rcvTransactionId, i) => {
        const base = i % 2 ? baseB : baseA;
        return { base, form: await poInvoiceForm(base, rcvTransactionId), status: 0, id: 0 };
      }),
    );
    // Two request streams per instance; A dies once three of its creates have answered.
    let answeredOnA = 0;
    let killed: () => void = () => {};
    const aKilled = new Promise<void>((resolve) => (killed = resolve));
    const stream = async (queue: typeof jobs) => {
      for (let job = queue.shift(); job; job = queue.shift()) {
        try {
          const res = await call(job.base, '/api/po-invoices', { method: 'POST', body: job.form });
          job.status = res.status;
          if (res.status === 201) job.id = (await bodyOf(res, poInvoiceDetailSchema)).id;
        } catch {
          job.status = -1; // the connection died with the instance
        }
        if (job.base === baseA && ++answeredOnA === 3) {
          servers[0]!.kill('SIGKILL');
          killed();
        }
      }
    };
    const onA = jobs.filter((j) => j.base === baseA);
    const onB = jobs.filter((j) => j.base === baseB);
    await Promise.all([stream(onA), stream(onA), stream(onB), stream(onB)]);
    await aKilled;

    const ok = jobs.filter((j) => j.status === 201);
    const failed = jobs.filter((j) => j.status !== 201);
    expect(failed.length, 'A was killed before its last creates').toBeGreaterThan(0);
    expect(failed.every((j) => j.base === baseA && j.status === -1)).toBe(true);
    expect(onB.every((j) => j.status === 201)).toBe(true);

    const numbers = jobs.map((j) => j.form.invoiceNo);
    const stored = await db.query<{ id: number; invoice_no: string }>('select id, invoice_no from invoices where invoice_no = any($1)', [numbers]);
    const count = (no: string) => stored.rows.filter((r) => r.invoice_no === no).length;
    for (const job of ok) expect(stored.rows.filter((r) => r.invoice_no === job.form.invoiceNo).map((r) => r.id)).toEqual([job.id]);
    for (const job of failed) expect(count(job.form.invoiceNo)).toBeLessThanOrEqual(1);
    const duplicates = await db.query('select upper(invoice_no) from invoices group by instance, vendor_id, upper(invoice_no) having count(*) > 1');
    expect(duplicates.rows).toEqual([]);
    // Invoices that still hold their receipt lines, as the server counts them (invoices/repo.ts).
    const released = INVOICE_STATUSES.filter((status) => !STATUSES_HOLDING_RECEIPTS.includes(status));
    const doubleBilled = await db.query(
      `select l.rcv_transaction_id from invoice_lines l join invoices i on i.id = l.invoice_id
       where l.rcv_transaction_id is not null and i.status <> all($1)
       group by l.rcv_transaction_id having count(*) > 1`,
      [released],
    );
    expect(doubleBilled.rows).toEqual([]);

    // B keeps serving, including every invoice A wrote before it died.
    for (const row of stored.rows) expect((await call(baseB, `/api/po-invoices/${row.id}`)).status).toBe(200);
    expect((await fetch(`${baseB}/api/health/ready`)).status).toBe(200);
  });
});
