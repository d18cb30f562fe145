/**
 * Export benchmark (issue 11 "Speed"; issue 16 goal: a 100,000-row export ≤ 1.5× the CPU of our
 * writer alone, memory flat, beside the bare library): the payment report of a supplier with 100,000 payments,
 * downloaded as .xlsx and .xls from the real server (a child process, server-child.ts) while its
 * RSS is sampled from /proc, then the same rows written by the spreadsheet library alone
 * (exceljs's streaming writer) and by our writer alone, in a fresh process each (export-library.ts).
 *
 *   npm run export -w @faktura/bench -- [--rows 100000] [--profile DIR]       (DATABASE_URL=postgres://… or DATA_DIR=…)
 *
 * The generated rows (ERP invoices and payments of vendor 3001 in AAM 82, ids from 900,000,000)
 * replace those of an earlier run.
 */
import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { reportGoal } from './lib/goals';
import type { ChildMessage, Reply } from './lib/protocol';

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const ROWS = Number(arg('--rows') ?? 100_000);
const FIRST_ID = 900_000_000;
const here = import.meta.dirname;

// ------------------------------------------------------------ the server child and its database

// --profile DIR: the server child writes a V8 CPU profile of its whole life there when it stops.
const profileDir = arg('--profile');
const child = fork(path.join(here, 'lib/server-child.ts'), [], {
  execArgv: ['--import', 'tsx', ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [])],
  env: process.env,
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
const pending = new Map<number, (reply: Reply) => void>();
let nextId = 1;
const ready = new Promise<{ port: number; kind: string }>((resolve, reject) => {
  child.on('message', (m: ChildMessage) => {
    if (m.type === 'ready') resolve(m);
    else if (m.type === 'fatal') reject(new Error(m.message));
    else pending.get(m.id)?.(m);
  });
});
function sqlRun(text: string, values: unknown[] = []): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const id = nextId++;
    pending.set(id, (reply) => (reply.type === 'error' ? reject(new Error(reply.message)) : resolve(reply)));
    child.send({ type: 'query', id, query: { text, values } });
  });
}

const { port, kind } = await ready;
const base = `http://127.0.0.1:${port}`;
console.log(`server on ${base} (${kind}); generating ${ROWS.toLocaleString('en')} payments of vendor 3001 in AAM 82…`);
for (const table of ['erp_invoice_payments', 'erp_payments']) await sqlRun(`delete from ${table} where instance = 'AAM' and check_id >= $1`, [FIRST_ID]);
await sqlRun(`delete from erp_ap_invoices where instance = 'AAM' and invoice_id >= $1`, [FIRST_ID]);
const amount = `((g % 9973) * 1000 + (g % 100) / 100.0)::numeric(18,2)`;
const day = `date '2024-01-01' + (g % 700)`;
await sqlRun(
  `insert into erp_ap_invoices (instance, invoice_id, org_id, vendor_id, invoice_num, invoice_date, currency_code, invoice_amount, tax_amount, total_amount, amount_paid, description, source)
   select 'AAM', $1::int + g, 82, 3001, 'BENCH/EXP/' || lpad(g::text, 7, '0'), ${day}, 'IDR', ${amount}, 0, ${amount}, ${amount}, 'Tagihan PO 8226' || lpad((g % 5000)::text, 6, '0'), 'MANUAL'
   from generate_series(1, $2::int) g`,
  [FIRST_ID, ROWS],
);
await sqlRun(
  `insert into erp_payments (instance, check_id, check_num, check_date, vendor_id, org_id, amount, currency_code, payment_method, bank_name, bank_account_num, bank_account_name)
   select 'AAM', $1::int + g, 'B' || lpad(g::text, 7, '0'), ${day} + 30, 3001, 82, ${amount}, 'IDR', 'EFT', 'BCA', '9511700043', 'PT SINAR JAYA ABADI'
   from generate_series(1, $2::int) g`,
  [FIRST_ID, ROWS],
);
await sqlRun(
  `insert into erp_invoice_payments (instance, check_id, invoice_id, payment_num, amount) select 'AAM', $1::int + g, $1::int + g, 1, ${amount} from generate_series(1, $2::int) g`,
  [FIRST_ID, ROWS],
);
await sqlRun('analyze');

// ------------------------------------------------------------ downloads from the server

const login = await fetch(`${base}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: 'vendor', password: 'demo' }),
});
const { token } = (await login.json()) as { token: string };

/** CPU seconds (user + system) a process has used: /proc/<pid>/stat fields 14 and 15, in clock ticks of 10 ms. */
const cpuOf = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};
const rssOf = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

/** One download: time to the last byte, bytes, and the server's RSS growth over its RSS just before. */
async function download(format: 'xls' | 'xlsx', query = '') {
  if (global.gc) global.gc();
  const before = rssOf(child.pid!);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssOf(child.pid!))), 20);
  const cpuBefore = cpuOf(child.pid!);
  const start = performance.now();
  const res = await fetch(`${base}/api/reports/payments/export?orgId=82&instance=AAM&format=${format}${query}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  let bytes = 0;
  let firstByte = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    if (!firstByte) firstByte = performance.now() - start;
    bytes += chunk.length;
  }
  const seconds = (performance.now() - start) / 1000;
  const cpuSeconds = cpuOf(child.pid!) - cpuBefore;
  clearInterval(sampler);
  peak = Math.max(peak, rssOf(child.pid!));
  if (res.status !== 200) throw new Error(`export ${format}: HTTP ${res.status}`);
  return {
    format,
    seconds,
    cpuSeconds,
    firstByteSeconds: firstByte / 1000,
    bytes,
    rssBefore: before,
    growth: peak - before,
    disposition: res.headers.get('content-disposition'),
  };
}

// A small export first: code paths loaded and JIT-warm before anything is measured.
await download('xlsx', '&toDate=2024-01-05');
await download('xls', '&toDate=2024-01-05');
const results = [];
for (const format of ['xlsx', 'xls', 'xlsx', 'xls'] as const) {
  const r = await download(format);
  results.push(r);
  console.log(
    `server ${format}: ${r.seconds.toFixed(2)} s, server CPU ${r.cpuSeconds.toFixed(2)} s (first byte ${r.firstByteSeconds.toFixed(2)} s), ${mb(r.bytes)} MB, RSS ${mb(r.rssBefore)} MB + ${mb(r.growth)} MB peak  ${r.disposition}`,
  );
}
await new Promise<void>((resolve) => {
  child.once('exit', () => resolve());
  child.send({ type: 'stop', id: nextId++ });
});

// ------------------------------------------------------------ the same rows, library alone

const alone = fork(path.join(here, 'lib/export-library.ts'), [], {
  execArgv: ['--import', 'tsx', '--expose-gc'],
  env: process.env,
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
type Alone = { name: string; seconds: number; cpuSeconds: number; bytes: number; growth: number };
const library: Alone[] = [];
alone.on('message', (m: Alone) => library.push(m));
await new Promise<void>((resolve, reject) => {
  alone.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`export-library exited with ${code}`))));
});
console.log(JSON.stringify({ rows: ROWS, database: kind, server: results, library }, null, 2));

/** Memory "flat": the export's peak RSS growth stays below this whatever the row count (the rows are streamed, never all held). */
const FLAT_MB = 64;
const exceljs = library.find((l) => l.name.startsWith('exceljs'));
for (const format of ['xlsx', 'xls'] as const) {
  const runs = results.filter((r) => r.format === format);
  const ours = library.find((l) => l.name === `our writer alone (.${format})`);
  const cpu = Math.min(...runs.map((r) => r.cpuSeconds));
  const growth = Math.max(...runs.map((r) => r.growth)) / 1024 / 1024;
  reportGoal({
    name: `${ROWS.toLocaleString('en')}-row payment export (.${format}), server CPU (best of ${runs.length}, ${kind}); anchor our writer alone${format === 'xlsx' && exceljs ? ` (exceljs streaming alone ${exceljs.cpuSeconds.toFixed(2)} s)` : ''}`,
    figure: cpu,
    anchor: ours?.cpuSeconds,
    unit: 's',
    target: '≤ 1.5× anchor',
    met: ours !== undefined && cpu <= 1.5 * ours.cpuSeconds,
  });
  reportGoal({
    name: `${ROWS.toLocaleString('en')}-row payment export (.${format}), server RSS growth (peak over before, worst of ${runs.length}); anchor our writer alone`,
    figure: growth,
    anchor: ours && ours.growth / 1024 / 1024,
    unit: 'MB',
    target: `flat: ≤ ${FLAT_MB} MB`,
    met: growth <= FLAT_MB,
  });
}
