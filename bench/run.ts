/**
 * API benchmark: starts the real server (buildApp + reference ERP, as main.ts does) as a child
 * process against the configured database, then measures with autocannon over loopback:
 * login (scrypt, few connections), the dashboard's latest invoices and the invoice list
 * (first and a deep page) as the demo `vendor` and `finance` users. For each endpoint it also
 * replays the exact SQL one request ran (recorded at the driver) to compare endpoint latency
 * with raw SQL latency, and keeps EXPLAIN ANALYZE of the invoice queries.
 *
 *   npm run bench -- [--duration 10] [--warmup 2] [--connections 32] [--only list]
 *   DATABASE_URL=postgres://… npm run bench      (PostgreSQL; else PGlite in DATA_DIR)
 */
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import type { Ask, CapturedQuery, ChildMessage, Reply } from './lib/protocol';
import { reportGoal } from './lib/goals';
import { SCENARIOS, type Scenario } from './lib/scenarios';
import { cpuMeter, type CpuSplit } from './lib/proc-cpu';
import { fmt, summarize, type Summary } from './lib/stats';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    connections: { type: 'string', default: '32' },
    'login-connections': { type: 'string', default: '2' },
    single: { type: 'string', default: '5' },
    'sql-runs': { type: 'string', default: '200' },
    'sql-budget': { type: 'string', default: '15' },
    /** The load at 32 connections and its anchor, taken in this many alternating slices each. */
    rounds: { type: 'string', default: '2' },
    only: { type: 'string' },
    label: { type: 'string' },
    /** A folder: the server's CPU profile of each scenario's load at 32 connections goes there. */
    'profile-dir': { type: 'string' },
  },
});
const num = (v: string | undefined) => Number(v);
const duration = num(args.duration);
const warmup = num(args.warmup);
const connections = num(args.connections);
const loginConnections = num(args['login-connections']);
const singleSeconds = num(args.single);
const sqlRuns = num(args['sql-runs']);
const sqlBudgetMs = num(args['sql-budget']) * 1000;
const rounds = Math.max(1, Math.floor(num(args.rounds)));

/** The budget (bench/README.md, docs/benchmarks.md): list endpoint p95 at 32 connections. */
const TARGET = { listP95Ms: 25, ratio: 1.5 };

const scenarios = SCENARIOS.filter((s) => !args.only || s.name.includes(args.only));

const log = (msg: string) => console.log(msg);

// ---------------------------------------------------------------- the server child process

const childPath = path.join(import.meta.dirname, 'lib/server-child.ts');
const child = fork(childPath, [], { execArgv: ['--import', 'tsx'], env: process.env, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
let nextId = 1;
const pending = new Map<number, (reply: Reply) => void>();
let onReady: ((m: Extract<ChildMessage, { type: 'ready' }>) => void) | null = null;
let onFatal: ((message: string) => void) | null = null;
child.on('message', (m: ChildMessage) => {
  if (m.type === 'ready') onReady?.(m);
  else if (m.type === 'fatal') onFatal?.(m.message);
  else pending.get(m.id)?.(m);
});
child.on('exit', (code) => {
  if (code && code !== 0) onFatal?.(`server child exited with code ${code}`);
});
const ask: Ask = (type, body) =>
  new Promise((resolve, reject) => {
    const id = nextId++;
    pending.set(id, (reply) => {
      pending.delete(id);
      if (reply.type === 'error') reject(new Error(reply.message));
      else resolve(reply);
    });
    child.send({ type, id, ...body });
  });

async function sqlRows(text: string, values: unknown[] = []): Promise<Record<string, unknown>[]> {
  const reply = await ask('query', { query: { text, values } });
  return reply.type === 'rows' ? reply.rows : [];
}

/** One stretch of replays: each replay's time, the wall time, and the CPU spent (µs, in all). */
type SqlSlice = { times: number[]; wallMs: number; cpu: CpuSplit };

async function sqlSlice(queries: CapturedQuery[], runs: number, concurrency: number, budgetMs = sqlBudgetMs): Promise<SqlSlice> {
  const cpuOf = cpuMeter(child.pid!);
  const reply = await ask('time-sql', { queries, runs, concurrency, budgetMs });
  // The replay runs in the server child: its CPU is the anchor's client.
  const { server, postgres } = cpuOf(1);
  return {
    times: reply.type === 'times' ? reply.times : [],
    wallMs: reply.type === 'times' ? reply.wallMs : 0,
    cpu: { server: 0, client: server, postgres },
  };
}

type SqlResult = Summary & { rps: number; cpu: CpuSplit };

/** Latencies of the replayed statements over one or more stretches, replays a second, CPU µs per replay. */
function sqlResult(slices: SqlSlice[]): SqlResult {
  const times = slices.flatMap((x) => x.times);
  const wallMs = slices.reduce((sum, x) => sum + x.wallMs, 0);
  return {
    ...summarize(times),
    rps: wallMs > 0 ? (times.length * 1000) / wallMs : NaN,
    cpu: perUnit(
      slices.map((x) => x.cpu),
      times.length,
    ),
  };
}

/** CPU totals (µs) of several stretches, per unit of work. */
function perUnit(totals: CpuSplit[], units: number): CpuSplit {
  const per = (key: keyof CpuSplit) => (units > 0 ? totals.reduce((sum, t) => sum + t[key], 0) / units : NaN);
  return { server: per('server'), client: per('client'), postgres: per('postgres') };
}

async function timeSql(queries: CapturedQuery[], runs: number, concurrency: number, budgetMs = sqlBudgetMs): Promise<SqlResult> {
  return sqlResult([await sqlSlice(queries, runs, concurrency, budgetMs)]);
}

// ---------------------------------------------------------------- HTTP side

let base = '';

async function login(username: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'demo' }),
  });
  if (!res.ok) throw new Error(`login ${username}: HTTP ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

type LoadResult = {
  connections: number;
  seconds: number;
  requests: number;
  rps: number;
  latency: Summary;
  non2xx: number;
  errors: number;
  /** CPU µs per request: the server, autocannon (this process), PostgreSQL. */
  cpu: CpuSplit;
};

/** One stretch of load: each answer's latency, its length, and the CPU spent (µs, in all). */
type LoadSlice = { samples: number[]; seconds: number; non2xx: number; errors: number; cpu: CpuSplit };

async function loadSlice(s: Scenario, path: string, headers: Record<string, string>, conns: number, seconds: number): Promise<LoadSlice> {
  const samples: number[] = [];
  const instance = autocannon({
    url: base + path,
    method: s.method,
    headers,
    body: s.body === undefined ? undefined : JSON.stringify(s.body),
    connections: conns,
    duration: seconds,
    timeout: 30,
  });
  instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => samples.push(responseTime));
  const cpuOf = cpuMeter(child.pid!);
  const result = await instance;
  await ask('drain', {});
  return { samples, seconds, non2xx: result.non2xx, errors: result.errors + result.timeouts, cpu: cpuOf(1) };
}

function loadResult(conns: number, slices: LoadSlice[]): LoadResult {
  const samples = slices.flatMap((x) => x.samples);
  const seconds = slices.reduce((sum, x) => sum + x.seconds, 0);
  return {
    connections: conns,
    seconds,
    requests: samples.length,
    rps: samples.length / seconds,
    latency: summarize(samples),
    non2xx: slices.reduce((sum, x) => sum + x.non2xx, 0),
    errors: slices.reduce((sum, x) => sum + x.errors, 0),
    cpu: perUnit(
      slices.map((x) => x.cpu),
      samples.length,
    ),
  };
}

async function load(s: Scenario, path: string, headers: Record<string, string>, conns: number, seconds: number): Promise<LoadResult> {
  return loadResult(conns, [await loadSlice(s, path, headers, conns, seconds)]);
}

type ScenarioResult = {
  name: string;
  method: string;
  path: string;
  as: string | null;
  endpoint: LoadResult;
  endpointSingle: LoadResult | null;
  sqlSerial: Summary | null;
  sqlLoaded: SqlResult | null;
  ratio: number | null;
  ratioLoaded: number | null;
  queries: CapturedQuery[];
  explain: { query: string; plan: string }[];
  /** Shared buffers (hit + read) the request's read statements touch, from EXPLAIN (ANALYZE, BUFFERS). */
  buffers: number | null;
  target: { p95: boolean; ratio: boolean } | null;
  /** 1-minute load average of the machine when the scenario started and ended (shared machine). */
  load: { start: number; end: number };
  /** The first bytes of the probe response (to check the scenario returns what it should). */
  probe: string;
};

/** The `nextCursor` of one answer: where the page after it starts. */
async function cursorOf(path: string, headers: Record<string, string>): Promise<string | null> {
  const res = await fetch(base + path, { headers });
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status} ${(await res.text()).slice(0, 300)}`);
  return ((await res.json()) as { nextCursor?: string | null }).nextCursor ?? null;
}

/** Buffers the statements touch: the top node of EXPLAIN (ANALYZE, BUFFERS) counts its children's. */
async function buffersOf(queries: CapturedQuery[]): Promise<number> {
  let total = 0;
  for (const q of queries) {
    const [row] = await sqlRows(`explain (analyze, buffers, format json) ${q.text}`, q.values);
    const json = row ? Object.values(row)[0] : undefined;
    const plan = (typeof json === 'string' ? JSON.parse(json) : json) as Array<{ Plan: Record<string, number> }> | undefined;
    total += (plan?.[0]?.Plan['Shared Hit Blocks'] ?? 0) + (plan?.[0]?.Plan['Shared Read Blocks'] ?? 0);
  }
  return total;
}

/** Pending PO and receipts (issue 16): any page ≤ 20 ms at one connection, buffers independent of the page. */
const PENDING_GOAL = { p95Ms: 20, bufferRatio: 1.2 };

function reportPendingGoals(results: ScenarioResult[]) {
  const byName = (name: string) => results.find((r) => r.name === name);
  const first = byName('pending PO page 1 (vendor, AAM 82)');
  const deep = byName('pending PO page 200 by cursor (vendor, AAM 82)');
  for (const r of [first, deep, byName('pending PO page 1, PO range (vendor, AAM 82)')]) {
    if (!r?.endpointSingle || !r.sqlSerial) continue;
    reportGoal({
      name: `${r.name}: p95 at 1 connection (anchor: its SQL p95)`,
      figure: r.endpointSingle.latency.p95,
      anchor: r.sqlSerial.p95,
      unit: 'ms',
      target: `≤ ${PENDING_GOAL.p95Ms} ms`,
      met: r.endpointSingle.latency.p95 <= PENDING_GOAL.p95Ms,
      load: r.load.end,
    });
  }
  if (first?.buffers && deep?.buffers !== null && deep?.buffers !== undefined) {
    reportGoal({
      name: 'pending PO buffers per request, page 200 by cursor (anchor: page 1)',
      figure: deep.buffers,
      anchor: first.buffers,
      unit: 'buffers',
      target: `≤ ${PENDING_GOAL.bufferRatio}× page 1 (independent of the page number)`,
      met: deep.buffers <= first.buffers * PENDING_GOAL.bufferRatio,
      load: deep.load.end,
    });
  }
}

/**
 * Finds, lists and dashboards (issue 16). Find and autocomplete: p95 at one connection ≤ 20 ms and
 * ≤ 2× its own statements replayed serially (their plans are index scans: test/perf and
 * test/db plan tests). Lists and dashboards: at 32 connections ≥ 0.8× the requests per second of
 * their statements replayed at the same concurrency, and at one connection p95 ≤ SQL p95 + 1 ms.
 */
const API_GOAL = { findP95Ms: 20, findRatio: 2, throughputRatio: 0.8, overheadMs: 1 };
const isFind = (name: string) => name.startsWith('find');
const isList = (name: string) => /^(list|dashboard|batches|invoice report)/.test(name);

function reportApiGoals(results: ScenarioResult[]) {
  for (const r of results) {
    if (!r.endpointSingle || !r.sqlSerial) continue;
    const single = r.endpointSingle.latency.p95;
    if (isFind(r.name)) {
      reportGoal({
        name: `${r.name}: p95 at 1 connection (anchor: its SQL p95)`,
        figure: single,
        anchor: r.sqlSerial.p95,
        unit: 'ms',
        target: `≤ ${API_GOAL.findP95Ms} ms and ≤ ${API_GOAL.findRatio}× anchor`,
        met: single <= API_GOAL.findP95Ms && single <= API_GOAL.findRatio * r.sqlSerial.p95,
        load: r.load.end,
      });
    } else if (isList(r.name) && r.sqlLoaded) {
      reportGoal({
        name: `${r.name}: requests/s at ${r.endpoint.connections} connections (anchor: its SQL replayed at the same concurrency)`,
        figure: r.endpoint.rps,
        anchor: r.sqlLoaded.rps,
        unit: 'req/s',
        target: `≥ ${API_GOAL.throughputRatio}× anchor`,
        met: r.endpoint.rps >= API_GOAL.throughputRatio * r.sqlLoaded.rps,
        load: r.load.end,
      });
      reportGoal({
        name: `${r.name}: p95 at 1 connection (anchor: its SQL p95)`,
        figure: single,
        anchor: r.sqlSerial.p95,
        unit: 'ms',
        target: `≤ anchor + ${API_GOAL.overheadMs} ms`,
        met: single <= r.sqlSerial.p95 + API_GOAL.overheadMs,
        load: r.load.end,
      });
    }
  }
}

async function runScenario(s: Scenario, tokens: Record<string, string>): Promise<ScenarioResult | null> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (s.as) headers.authorization = `Bearer ${tokens[s.as]}`;
  if (s.body !== undefined) headers['content-type'] = 'application/json';
  const cursor = s.cursorFrom ? await cursorOf(s.cursorFrom, headers) : null;
  if (s.cursorFrom && !cursor) {
    // Too few lines in this database for that page (a small seed): nothing to continue from.
    console.log(`• ${s.name}: skipped, ${s.cursorFrom} is not a full page`);
    return null;
  }
  const path = cursor ? `${s.path}&after=${encodeURIComponent(cursor)}` : s.path;

  // One request with the driver recording: the SQL this endpoint runs, and a status check.
  // Let requests still in flight from the previous scenario drain first.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const loadStart = os.loadavg()[0]!;
  await ask('capture-start', {});
  const probe = await fetch(base + path, { method: s.method, headers, body: s.body === undefined ? undefined : JSON.stringify(s.body) });
  const probeText = await probe.text();
  const capturedReply = await ask('capture-stop', {});
  if (!probe.ok) throw new Error(`${s.name}: HTTP ${probe.status} ${probeText.slice(0, 300)}`);
  // Login writes (session, audit): replaying its SQL would insert rows, and scrypt dominates anyway.
  // Reads only: a stray write (a straggling request of another scenario) must not be replayed.
  const recorded = capturedReply.type === 'captured' ? capturedReply.queries : [];
  const queries = s.login ? [] : recorded.filter((q) => /^\s*(select|with)\b/i.test(q.text) && !/\b(insert|update|delete)\b/i.test(q.text));

  const conns = s.login ? loginConnections : connections;
  process.stdout.write(`• ${s.name}: warm-up ${warmup} s, `);
  await load(s, path, headers, conns, warmup);
  // The load and its anchor (the statements replayed at the same concurrency, as long, after the
  // same warm-up) alternate in slices, so both see the same machine: the shared cores' speed
  // drifts from minute to minute, and a 5 s load followed 10 s later by its anchor swung the ratio.
  const slices = s.login ? 1 : rounds;
  if (!s.login) await sqlSlice(queries, Number.MAX_SAFE_INTEGER, connections, warmup * 1000);
  process.stdout.write(`${duration} s at ${conns} connections${slices > 1 ? ` and its anchor in ${slices} alternating slices` : ''}, `);
  const profileDir = args['profile-dir'];
  const loadSlices: LoadSlice[] = [];
  const anchorSlices: SqlSlice[] = [];
  for (let i = 0; i < slices; i++) {
    // Only a load slice is profiled (the anchor replays in the same process).
    if (profileDir && i === 0) await ask('profile-start', {});
    loadSlices.push(await loadSlice(s, path, headers, conns, duration / slices));
    if (profileDir && i === 0) {
      fs.mkdirSync(profileDir, { recursive: true });
      await ask('profile-stop', { file: `${profileDir}/${s.name.replace(/[^\w]+/g, '-')}.cpuprofile` });
    }
    if (!s.login) anchorSlices.push(await sqlSlice(queries, Number.MAX_SAFE_INTEGER, connections, (duration / slices) * 1000));
  }
  const endpoint = loadResult(conns, loadSlices);
  const sqlLoaded = s.login ? null : sqlResult(anchorSlices);
  let endpointSingle: LoadResult | null = null;
  let sqlSerial: Summary | null = null;
  const explain: { query: string; plan: string }[] = [];
  if (!s.login) {
    process.stdout.write(`${singleSeconds} s at 1 connection, `);
    endpointSingle = await load(s, path, headers, 1, singleSeconds);
    process.stdout.write(`SQL ×${sqlRuns}, `);
    await timeSql(queries, 5, 1); // warm the statement path
    sqlSerial = await timeSql(queries, sqlRuns, 1);
    for (const q of queries.filter((q) => /"(invoices|batches|erp_rcv_transactions)"/.test(q.text))) {
      const rows = await sqlRows(`explain (analyze, buffers) ${q.text}`, q.values);
      explain.push({ query: q.text, plan: rows.map((r) => String(Object.values(r)[0])).join('\n') });
    }
  }
  const buffers = s.login ? null : await buffersOf(queries);
  console.log('done');
  const ratio = sqlSerial ? endpoint.latency.p95 / sqlSerial.p95 : null;
  const ratioLoaded = sqlLoaded ? endpoint.latency.p95 / sqlLoaded.p95 : null;
  return {
    name: s.name,
    method: s.method,
    path,
    as: s.as,
    endpoint,
    endpointSingle,
    sqlSerial,
    sqlLoaded,
    ratio,
    ratioLoaded,
    queries,
    explain,
    buffers,
    target: s.list ? { p95: endpoint.latency.p95 <= TARGET.listP95Ms, ratio: ratio !== null && ratio <= TARGET.ratio } : null,
    load: { start: loadStart, end: os.loadavg()[0]! },
    probe: probeText.slice(0, 400),
  };
}

const cpuCell = (c: CpuSplit) => `${fmt(c.server, 0)} / ${fmt(c.client, 0)} / ${fmt(c.postgres, 0)}`;

function table(results: ScenarioResult[]): string {
  const head =
    '| scenario | conns | req/s | p50 ms | p95 ms | p99 ms | p95 @1 conn | raw SQL p50 / p95 ms | ratio p95 / SQL p95 | SQL p95 @32 | ratio vs SQL @32 | CPU µs/request: server / autocannon / PostgreSQL | SQL replay @32 req/s, CPU µs: client / PostgreSQL | buffers | errors | load 1 min |\n' +
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |';
  const rows = results.map((r) => {
    const e = r.endpoint;
    const mark = r.target ? (r.target.p95 ? ' ✅' : ' ❌') : '';
    return `| ${r.name} | ${e.connections} | ${fmt(e.rps, 0)} | ${fmt(e.latency.p50)} | ${fmt(e.latency.p95)}${mark} | ${fmt(e.latency.p99)} | ${fmt(r.endpointSingle?.latency.p95)} | ${r.sqlSerial ? `${fmt(r.sqlSerial.p50, 2)} / ${fmt(r.sqlSerial.p95, 2)}` : '—'} | ${fmt(r.ratio)}${r.target ? (r.target.ratio ? ' ✅' : ' ❌') : ''} | ${fmt(r.sqlLoaded?.p95)} | ${fmt(r.ratioLoaded, 2)} | ${cpuCell(e.cpu)} | ${r.sqlLoaded ? `${fmt(r.sqlLoaded.rps, 0)}, ${fmt(r.sqlLoaded.cpu.client, 0)} / ${fmt(r.sqlLoaded.cpu.postgres, 0)}` : '—'} | ${r.buffers ?? '—'} | ${e.non2xx + e.errors} | ${fmt(r.load.start)}–${fmt(r.load.end)} |`;
  });
  return [head, ...rows].join('\n');
}

async function main() {
  const startedAt = new Date().toISOString();
  const ready = await new Promise<Extract<ChildMessage, { type: 'ready' }>>((resolve, reject) => {
    onReady = resolve;
    onFatal = (message) => reject(new Error(message));
  });
  onFatal = (message) => console.error(`server: ${message}`);
  base = `http://127.0.0.1:${ready.port}`;
  const [version] = await sqlRows('select version() as v');
  const [counts] = await sqlRows(
    'select (select count(*) from invoices) as invoices, (select count(*) from invoice_lines) as lines, (select count(*) from batches) as batches, (select count(*) from erp_suppliers) as suppliers',
  );
  const database = {
    kind: ready.kind,
    version: typeof version?.v === 'string' ? version.v : '',
    invoices: Number(counts?.invoices ?? 0),
    lines: Number(counts?.lines ?? 0),
    batches: Number(counts?.batches ?? 0),
    suppliers: Number(counts?.suppliers ?? 0),
  };
  const loadAtStart = os.loadavg();
  const machine = {
    cpus: os.cpus().length,
    cpu: os.cpus()[0]?.model ?? '',
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    os: `${os.type()} ${os.release()}`,
  };
  log(`Server on ${base}, ${database.kind}: ${database.version.split(' on ')[0]}, ${database.invoices.toLocaleString('en')} invoices`);
  log(`Machine: ${machine.cpus} × ${machine.cpu}, ${machine.memoryGb} GB, Node ${machine.node}\n`);

  const tokens = { vendor: await login('vendor'), finance: await login('finance'), financeAam82: await login('finance') };
  // A finance session that chose a company (PUT /api/auth/company): the list is narrowed to it.
  const chosen = await fetch(`${base}/api/auth/company`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${tokens.financeAam82}`, 'content-type': 'application/json' },
    body: JSON.stringify({ orgId: 82, instance: 'AAM' }),
  });
  if (!chosen.ok) throw new Error(`choose company: HTTP ${chosen.status} ${await chosen.text()}`);
  const results: ScenarioResult[] = [];
  for (const s of scenarios) {
    const result = await runScenario(s, tokens);
    if (result) results.push(result);
  }

  const label = args.label ?? `${database.kind}-${database.invoices}`;
  const dir = path.join(import.meta.dirname, 'results');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${startedAt.replace(/[:.]/g, '-')}-${label}.json`);
  const settings = { duration, warmup, rounds, connections, loginConnections, singleSeconds, sqlRuns, sqlBudgetMs, target: TARGET };
  // Other work on the machine skews the figures: keep the load averages with them.
  const load = { atStart: loadAtStart, atEnd: os.loadavg() };
  fs.writeFileSync(file, JSON.stringify({ startedAt, label, machine, load, database, settings, results }, null, 2));

  console.log(`\n${table(results)}\n`);
  reportApiGoals(results);
  reportPendingGoals(results);
  console.log(
    `Raw SQL = the statements one request ran (recorded at the driver), replayed in order through the server's pool; ×${sqlRuns} serially and ${connections}-way concurrently.`,
  );
  const misses = results.filter((r) => r.target && (!r.target.p95 || !r.target.ratio));
  if (misses.length)
    console.log(`Target (list p95 ≤ ${TARGET.listP95Ms} ms and ≤ ${TARGET.ratio}× raw SQL p95) missed by: ${misses.map((r) => r.name).join(', ')}`);
  console.log(`Load average (1/5/15 min) at start ${load.atStart.map((n) => n.toFixed(2)).join(' ')}, at end ${load.atEnd.map((n) => n.toFixed(2)).join(' ')}`);
  console.log(`Results: ${path.relative(process.cwd(), file)}`);
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(async () => {
    if (child.connected) await ask('stop', {}).catch(() => undefined);
    if (child.exitCode === null) child.kill('SIGTERM');
  });
