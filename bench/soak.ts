/**
 * Load and soak: the server exactly as `npm start` runs it (apps/server/src/main.ts, its own
 * process) on the PostgreSQL in DATABASE_URL, under 50 connections for 5 minutes over a mix of
 * the landed journeys' requests. Records errors and non-2xx answers, latency percentiles per
 * request, and the server's RSS every 5 s (/proc/<pid>/status); prints the RSS growth from the
 * first minute to the last. Exits 1 on any error or non-2xx answer.
 *
 *   DATABASE_URL=postgres://…/faktura_soak npm run soak -w @faktura/bench -- [--duration 300] [--connections 50]
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { invoiceKindOf } from '@faktura/domain';
import { fmt, summarize, type Summary } from './lib/stats';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '300' },
    connections: { type: 'string', default: '50' },
    'sample-every': { type: 'string', default: '5' },
  },
});
const duration = Number(args.duration);
const connections = Number(args.connections);
const sampleSeconds = Number(args['sample-every']);
if (!process.env.DATABASE_URL?.startsWith('postgres')) throw new Error('Set DATABASE_URL to a PostgreSQL database (the soak measures the deployed setup).');

const root = path.resolve(import.meta.dirname, '..');
const log = (msg: string) => console.log(msg);

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const port = (probe.address() as net.AddressInfo).port;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'faktura-soak-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'silent', WEB_DIST: scratch, DATA_DIR: scratch },
  stdio: ['ignore', 'pipe', 'inherit'],
});
// The server must not outlive the soak, whichever way the soak ends.
process.on('exit', () => server.kill('SIGKILL'));
await new Promise<void>((resolve, reject) => {
  server.stdout.on('data', (chunk: Buffer) => {
    if (chunk.toString().includes('Faktura is running')) resolve();
  });
  server.once('exit', (code) => reject(new Error(`server exited with ${code} before it was ready`)));
});

/** Resident set size of the server process, in MB. */
function rssMb(): number {
  const status = fs.readFileSync(`/proc/${server.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]) / 1024;
}

async function login(username: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'demo' }),
  });
  if (!res.ok) throw new Error(`login ${username}: HTTP ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

const tokens = { vendor: await login('vendor'), finance: await login('finance') };
const latest = (await (await fetch(`${base}/api/invoices?page=1&pageSize=50`, { headers: { authorization: `Bearer ${tokens.vendor}` } })).json()) as {
  items: { id: number; invoiceType: string; invoiceNo: string }[];
};
const poInvoice = latest.items.find((i) => invoiceKindOf(i.invoiceType) === 'PO');
if (!poInvoice) throw new Error('The vendor has no PO invoice to open (seed the demo data).');

type Mix = { name: string; path: string; as: keyof typeof tokens | null; share: number; body?: unknown };
/** What a working day's screens ask for; `share` of the connections each (login few: scrypt is CPU on purpose). */
const MIX: Mix[] = [
  { name: 'login (vendor)', path: '/api/auth/login', as: null, share: 0.04, body: { username: 'vendor', password: 'demo' } },
  { name: 'dashboard (vendor)', path: '/api/dashboard/invoices', as: 'vendor', share: 0.12 },
  { name: 'dashboard (finance)', path: '/api/dashboard/invoices', as: 'finance', share: 0.1 },
  { name: 'invoices, status filter (vendor)', path: '/api/invoices?page=1&pageSize=10&status=DRAFT', as: 'vendor', share: 0.12 },
  { name: 'invoices, company filter (finance)', path: '/api/invoices?page=2&pageSize=10&orgId=82&instance=AAM', as: 'finance', share: 0.12 },
  {
    name: 'invoices, number filter (finance)',
    path: `/api/invoices?pageSize=10&invoiceNo=${encodeURIComponent(poInvoice.invoiceNo.slice(0, 4))}`,
    as: 'finance',
    share: 0.1,
  },
  { name: 'batches (vendor)', path: '/api/batches?page=1&pageSize=10', as: 'vendor', share: 0.1 },
  { name: 'pending receipts (vendor, AAM 82)', path: '/api/po-invoices/pending-receipts?orgId=82&instance=AAM&page=1&pageSize=10', as: 'vendor', share: 0.14 },
  { name: 'PO invoice detail (vendor)', path: `/api/po-invoices/${poInvoice.id}`, as: 'vendor', share: 0.16 },
];

type Outcome = { name: string; connections: number; latency: Summary; rps: number; non2xx: number; errors: number };

async function drive(mix: Mix, conns: number): Promise<Outcome> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (mix.as) headers.authorization = `Bearer ${tokens[mix.as]}`;
  if (mix.body !== undefined) headers['content-type'] = 'application/json';
  const samples: number[] = [];
  const instance = autocannon({
    url: base + mix.path,
    method: mix.body === undefined ? 'GET' : 'POST',
    headers,
    body: mix.body === undefined ? undefined : JSON.stringify(mix.body),
    connections: conns,
    duration,
    timeout: 30,
  });
  instance.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) => samples.push(ms));
  const result = await instance;
  return {
    name: mix.name,
    connections: conns,
    latency: summarize(samples),
    rps: samples.length / duration,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

// Whole connections per request kind, at least one each, summing to `connections`.
const split = MIX.map((m) => Math.max(1, Math.floor(m.share * connections)));
for (let i = 0; split.reduce((a, b) => a + b, 0) < connections; i = (i + 1) % split.length) split[i]! += 1;

const rss: { second: number; mb: number }[] = [{ second: 0, mb: rssMb() }];
const started = Date.now();
const sampler = setInterval(() => rss.push({ second: Math.round((Date.now() - started) / 1000), mb: rssMb() }), sampleSeconds * 1000);
log(`Soak: ${connections} connections for ${duration} s on PostgreSQL, server pid ${server.pid}, RSS ${fmt(rss[0]!.mb)} MB at start`);
const outcomes = await Promise.all(MIX.map((m, i) => drive(m, split[i]!)));
clearInterval(sampler);
rss.push({ second: duration, mb: rssMb() });
server.kill('SIGTERM');

log('\n| request | conns | req/s | p50 ms | p95 ms | p99 ms | max ms | non-2xx | errors |\n| --- | --: | --: | --: | --: | --: | --: | --: | --: |');
for (const o of outcomes) {
  log(
    `| ${o.name} | ${o.connections} | ${fmt(o.rps, 0)} | ${fmt(o.latency.p50)} | ${fmt(o.latency.p95)} | ${fmt(o.latency.p99)} | ${fmt(o.latency.max, 0)} | ${o.non2xx} | ${o.errors} |`,
  );
}
const total = outcomes.reduce((t, o) => ({ requests: t.requests + o.latency.n, non2xx: t.non2xx + o.non2xx, errors: t.errors + o.errors }), {
  requests: 0,
  non2xx: 0,
  errors: 0,
});
log(`\nTotal: ${total.requests} requests (${fmt(total.requests / duration, 0)}/s), ${total.non2xx} non-2xx, ${total.errors} errors`);

// At least one sample in each window, however short the run.
const window = Math.max(sampleSeconds, Math.min(60, duration / 2));
const mean = (xs: { mb: number }[]) => xs.reduce((s, x) => s + x.mb, 0) / Math.max(1, xs.length);
const firstMinute = mean(rss.filter((s) => s.second > 0 && s.second <= window));
const lastMinute = mean(rss.filter((s) => s.second >= duration - window));
log(`RSS (MB, every ${sampleSeconds} s): ${rss.map((s) => fmt(s.mb, 0)).join(' ')}`);
log(
  `RSS mean first ${window} s ${fmt(firstMinute)} MB, last ${window} s ${fmt(lastMinute)} MB: growth ${fmt(lastMinute - firstMinute)} MB (${fmt(((lastMinute - firstMinute) / firstMinute) * 100)} %), peak ${fmt(Math.max(...rss.map((s) => s.mb)))} MB`,
);
fs.rmSync(scratch, { recursive: true, force: true });
process.exit(total.non2xx + total.errors > 0 ? 1 : 0);
