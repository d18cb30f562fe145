/**
 * Start-up: how long `npm start` takes from launch until /api/health answers 200, on a data
 * directory that already holds data (the embedded PGlite, the default), and how much memory the
 * server then holds when idle. Goal (issue 16): ≤ 5 s, idle RSS ≤ 350 MB.
 *
 * Each launch is `npm start` exactly as a user types it, in the checkout given by --dir (default:
 * this one; a `git worktree` of an older commit measures "before" without touching this
 * checkout's apps/web/dist), in a process group of its own, stopped with SIGTERM afterwards. The
 * first launch on an empty data directory seeds the demo data and is reported apart. The anchor,
 * measured in the same run: a bare `node` process opening the same data directory with PGlite
 * (the server's PGlite options: same extensions, same start parameters) and answering `select 1`,
 * and its idle RSS. Each goal prints as a GOAL line (bench/lib/goals.ts).
 *
 *   npm run start-time -w @faktura/bench -- [--dir <checkout>] [--runs 3] [--data-dir <dir>] [--idle 15]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pgliteOptions } from '../apps/server/src/db/client';
import { freePort } from './lib/free-port';
import { reportGoal } from './lib/goals';

const { values: args } = parseArgs({
  options: {
    dir: { type: 'string', default: path.resolve(import.meta.dirname, '..') },
    runs: { type: 'string', default: '3' },
    'data-dir': { type: 'string' },
    idle: { type: 'string', default: '15' },
  },
});
const checkout = path.resolve(args.dir);
const runs = Number(args.runs);
const idleMs = Number(args.idle) * 1000;
const dataDir = args['data-dir'] ? path.resolve(args['data-dir']) : fs.mkdtempSync(path.join(os.tmpdir(), 'faktura-bench-start-'));

// USER_HZ: the unit of /proc/<pid>/stat's CPU times, 100 on every Linux build in practice.
const CLOCK_TICKS = 100;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const load = () => os.loadavg()[0]!.toFixed(1);
const seconds = (ms: number) => (ms / 1000).toFixed(2);

/** Every process whose parent chain leads to pid, with its resident memory (Linux /proc). */
function descendants(pid: number): Array<{ pid: number; rssKb: number; cpuTicks: number; command: string }> {
  const parents = new Map<number, number>();
  const cpuTicks = new Map<number, number>();
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
      // The command sits in parentheses and may hold spaces: fields after the last ')'.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parents.set(Number(name), Number(fields[1]));
      // utime, stime, and the same of its children that have exited and been waited for.
      cpuTicks.set(
        Number(name),
        [11, 12, 13, 14].reduce((n, i) => n + Number(fields[i]), 0),
      );
    } catch {
      /* gone meanwhile */
    }
  }
  const tree = new Set([pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [child, parent] of parents) {
      if (tree.has(parent) && !tree.has(child)) {
        tree.add(child);
        grew = true;
      }
    }
  }
  return [...tree].flatMap((p) => {
    try {
      const status = fs.readFileSync(`/proc/${p}/status`, 'utf8');
      const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      const command = fs.readFileSync(`/proc/${p}/cmdline`, 'utf8').split('\0').join(' ').trim().slice(0, 80);
      return [{ pid: p, rssKb, cpuTicks: cpuTicks.get(p) ?? 0, command }];
    } catch {
      return [];
    }
  });
}

async function stop(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const group = -child.pid!;
  try {
    process.kill(group, 'SIGTERM');
  } catch {
    /* already gone */
  }
  const deadline = Date.now() + 30_000;
  await exited;
  // npm exits first; wait for the server behind it to close the database and free the data dir.
  while (Date.now() < deadline) {
    try {
      process.kill(group, 0);
    } catch {
      return;
    }
    await sleep(100);
  }
  process.kill(group, 'SIGKILL');
}

async function healthy(port: number): Promise<boolean> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(1000) });
    return res.status === 200;
  } catch {
    return false;
  }
}

type Launch = {
  readyMs: number;
  cpuS: number;
  built: boolean;
  builtServer: boolean;
  serverRssMb: number;
  treeRssMb: number;
  loadStart: string;
  loadEnd: string;
};

async function launchNpmStart(): Promise<Launch> {
  const port = await freePort();
  const loadStart = load();
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: checkout,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    const deadline = started + 300_000;
    while (!(await healthy(port))) {
      if (child.exitCode !== null) throw new Error(`npm start exited (${child.exitCode}) before answering:\n${output}`);
      if (performance.now() > deadline) throw new Error(`no answer from /api/health within 300 s:\n${output}`);
      await sleep(50);
    }
    const readyMs = performance.now() - started;
    // CPU the launch used until then, exited build steps included (their parents waited for them).
    const cpuS = descendants(child.pid!).reduce((n, p) => n + p.cpuTicks, 0) / CLOCK_TICKS;
    await sleep(idleMs);
    const tree = descendants(child.pid!);
    const server = tree.reduce((a, b) => (b.rssKb > a.rssKb ? b : a));
    return {
      readyMs,
      cpuS,
      // Vite prints "✓ built in …" when it builds.
      built: /built in \d/.test(output),
      // scripts/build-server.mjs says so before it bundles.
      builtServer: output.includes('Building the server'),
      serverRssMb: server.rssKb / 1024,
      treeRssMb: tree.reduce((n, p) => n + p.rssKb, 0) / 1024,
      loadStart,
      loadEnd: load(),
    };
  } finally {
    await stop(child);
  }
}

/** The anchor: PGlite alone on the same data, in a fresh node, until `select 1` answers. */
async function launchPgliteAlone(): Promise<{ readyMs: number; cpuS: number; rssMb: number }> {
  const code = `
    import { PGlite } from '@electric-sql/pglite';
    import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
    const db = new PGlite(${JSON.stringify(path.join(dataDir, 'pglite'))}, { extensions: { pg_trgm }, startParams: ${JSON.stringify(pgliteOptions.startParams ?? null)} ?? undefined });
    await db.query('select 1');
    process.send('ready');
    process.on('message', async () => { await db.close(); process.exit(0); });
  `;
  const started = performance.now();
  const child = spawn(process.execPath, ['--input-type=module', '-e', code], { cwd: checkout, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (status) => reject(new Error(`PGlite alone exited (${status})`)));
  });
  const readyMs = performance.now() - started;
  const cpuS = descendants(child.pid!).reduce((n, p) => n + p.cpuTicks, 0) / CLOCK_TICKS;
  await sleep(idleMs);
  const rssKb = Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.send('stop');
  await exited;
  return { readyMs, cpuS, rssMb: rssKb / 1024 };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]!;

console.log(`npm start → /api/health: ${checkout}, data ${dataDir}, ${os.cpus().length} cores, ${runs} runs, RSS read after ${idleMs / 1000} s idle`);
const rows: Array<[string, Launch]> = [];
if (!fs.existsSync(path.join(dataDir, 'pglite'))) rows.push(['first start (seeds the demo data)', await launchNpmStart()]);
for (let i = 1; i <= runs; i++) rows.push([`start ${i} on existing data`, await launchNpmStart()]);
const anchor = await launchPgliteAlone();

console.log(
  `\n${'launch'.padEnd(34)}  ${'ready s'.padStart(8)}  ${'CPU s'.padStart(6)}  ${'built web/server'.padEnd(16)}  ${'server RSS MB'.padStart(13)}  ${'tree RSS MB'.padStart(11)}  load 1-min start→end`,
);
for (const [name, r] of rows) {
  console.log(
    `${name.padEnd(34)}  ${seconds(r.readyMs).padStart(8)}  ${r.cpuS.toFixed(1).padStart(6)}  ${`${r.built ? 'yes' : 'no'}/${r.builtServer ? 'yes' : 'no'}`.padEnd(16)}  ${r.serverRssMb.toFixed(0).padStart(13)}  ${r.treeRssMb.toFixed(0).padStart(11)}  ${r.loadStart}→${r.loadEnd}`,
  );
}
console.log(
  `${'anchor: PGlite alone, same data'.padEnd(34)}  ${seconds(anchor.readyMs).padStart(8)}  ${anchor.cpuS.toFixed(1).padStart(6)}  ${''.padEnd(16)}  ${anchor.rssMb.toFixed(0).padStart(13)}`,
);

const existing = rows.filter(([name]) => name.startsWith('start ')).map(([, r]) => r);
const ready = median(existing.map((r) => r.readyMs));
const cpu = median(existing.map((r) => r.cpuS));
const rss = median(existing.map((r) => r.serverRssMb));
const meanLoad = existing.reduce((n, r) => n + Number(r.loadStart), 0) / existing.length;
const rebuilt = existing.filter((r) => r.built || r.builtServer).length;
console.log(
  `\nCPU until ready: median ${cpu.toFixed(1)} s (anchor ${anchor.cpuS.toFixed(1)} s); machine: ${os.cpus().length} cores, 1-min load ${load()} now\n`,
);
reportGoal({
  name: `npm start → /api/health 200 on existing data, median of ${existing.length}`,
  figure: ready / 1000,
  anchor: anchor.readyMs / 1000,
  unit: 's',
  target: '≤ 5 s',
  met: ready <= 5000,
  load: meanLoad,
});
reportGoal({
  name: `idle server RSS ${idleMs / 1000} s after start, median of ${existing.length}`,
  figure: rss,
  anchor: anchor.rssMb,
  unit: 'MB',
  target: '≤ 350 MB',
  met: rss <= 350,
  load: meanLoad,
});
// The web and the server are built once: a start on sources that did not change builds neither.
reportGoal({
  name: `starts on unchanged sources that built the web or the server, of ${existing.length}`,
  figure: rebuilt,
  unit: 'starts',
  target: '0',
  met: rebuilt === 0,
  load: meanLoad,
});
