/**
 * Outbox throughput: how many submissions per second real `main.ts --worker` processes deliver
 * to the reference ERP on PostgreSQL, with one worker and with two. Each round makes N finance-ready
 * invoices, starts the workers on an empty queue, submits the invoices as finance does
 * (transitionInvoices SUBMIT_TO_ERP, which writes the outbox rows) and times until the queue is
 * empty; then it checks every invoice was imported exactly once.
 *
 *   DATABASE_URL=postgres://… npm run outbox -w @faktura/bench -- [--invoices 2000] [--workers 1,2] [--batch 10] [--concurrency 1]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config';
import { isEmpty, openDatabase, type Database } from '../apps/server/src/db/client';
import { seedDemo } from '../apps/server/src/db/seed/index';
import { transitionInvoices } from '../apps/server/src/modules/invoices/index';

const { values: args } = parseArgs({
  options: {
    invoices: { type: 'string', default: '2000' },
    workers: { type: 'string', default: '1,2' },
    batch: { type: 'string', default: '10' },
    concurrency: { type: 'string', default: '1' },
  },
});
const count = Number(args.invoices);
const root = path.resolve(import.meta.dirname, '..');
const config = loadConfig();
if (!config.databaseUrl) throw new Error('The outbox benchmark runs on PostgreSQL: set DATABASE_URL (workers are separate processes).');

/** N non-PO invoices of PT Sinar Jaya Abadi in PROCESSED with finance's fields, two account-coded lines each. */
async function makeInvoices(database: Database, round: string): Promise<number[]> {
  const rows = await database.rows<{ id: number }>(sql`
    with account as (select min(code_combination_id) as ccid from erp_accounts where instance = 'AAM' and org_id = 82 and enabled = 'Y'),
    made as (
      insert into invoices (invoice_no, invoice_date, gl_date, description, status, invoice_type, vendor_id, vendor_name, vendor_site_id, org_id, instance,
        invoice_amount, tax_amount, pph_amount, total_amount, ccid, bank_account_id, payment_method, term_id, pay_group)
      select 'BENCH-OB-' || ${round} || '-' || g, '2026-11-10', '2026-11-12', 'Outbox benchmark', 'PROCESSED', 'INVOICE NON PO', 3001, 'PT Sinar Jaya Abadi', 30011, 82, 'AAM',
        1500000, 165000, 30000, 1635000, (select ccid from account), 30011, 'EFT', 11, 'VENDOR'
      from generate_series(1, ${count}) g
      returning id
    ),
    lines as (
      insert into invoice_lines (invoice_id, line_num, item_description, amount, coa_id)
      select made.id, n, 'Jasa ' || n, case when n = 1 then 1000000 else 500000 end, (select ccid from account) from made, generate_series(1, 2) n
    )
    select id from made order by id`);
  return rows.map((r) => Number(r.id));
}

async function submit(database: Database, ids: number[]): Promise<number> {
  const [finance] = await database.rows<{ id: number }>(sql`select id from users where username = 'finance'`);
  const actor = {
    userId: Number(finance!.id),
    username: 'finance',
    typeUser: 'ORACLE' as const,
    sessionId: 0,
    role: '',
    description: '',
    vendorId: null,
    defaultOrgId: null,
    defaultInstance: null,
    company: null,
  };
  const facts = { bankAccountId: 30011, paymentMethod: 'EFT', termId: 11, payGroup: 'VENDOR' };
  const started = performance.now();
  for (let i = 0; i < ids.length; i += 100) {
    await database.db.transaction((tx) => transitionInvoices(tx, { actor, action: 'SUBMIT_TO_ERP', invoiceIds: ids.slice(i, i + 100), facts }));
  }
  return performance.now() - started;
}

function startWorker(): Promise<ChildProcess> {
  const env = {
    ...process.env,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    OUTBOX_POLL_MS: '20',
    OUTBOX_BATCH_SIZE: String(args.batch),
    OUTBOX_CONCURRENCY: String(args.concurrency),
    ERP_PAYMENT_RUN_MINUTES: '0',
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts', '--worker'], { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('outbox worker is running')) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`worker exited with ${code}`)));
  });
}

async function waiting(database: Database): Promise<number> {
  const [row] = await database.rows<{ n: string }>(sql`select count(*) as n from outbox where status in ('PENDING', 'DELIVERING')`);
  return Number(row!.n);
}

async function round(database: Database, workers: number) {
  const ids = await makeInvoices(database, `${Date.now()}-${workers}`);
  const children = await Promise.all(Array.from({ length: workers }, startWorker));
  const submitMs = await submit(database, ids);
  const started = performance.now();
  while ((await waiting(database)) > 0) await new Promise((r) => setTimeout(r, 50));
  const deliverMs = performance.now() - started;
  for (const c of children) c.kill('SIGTERM');
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const [check] = await database.rows<{ posted: string; erp: string }>(sql`
    select count(*) filter (where i.status = 'POSTED') as posted,
      (select count(*) from erp_ap_invoices e where e.instance = 'AAM' and e.portal_invoice_id in (${list})) as erp
    from invoices i where i.id in (${list})`);
  const perSecond = (count / deliverMs) * 1000;
  console.log(
    `${workers} worker(s) × ${args.concurrency} at a time, ${count} submissions: submitted in ${(submitMs / 1000).toFixed(1)} s (${((count / submitMs) * 1000).toFixed(0)}/s), ` +
      `delivered in ${(deliverMs / 1000).toFixed(1)} s = ${perSecond.toFixed(0)} deliveries/s; POSTED ${check!.posted}, ERP invoices ${check!.erp}`,
  );
}

const database = await openDatabase(config);
if (await isEmpty(database)) await seedDemo(database.db);
for (const workers of String(args.workers).split(',').map(Number)) await round(database, workers);
await database.close();
