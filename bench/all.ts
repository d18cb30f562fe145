/**
 * Every performance goal in one run: runs each benchmark in turn (its own process, its own
 * output shown as it goes), collects the GOAL lines they print (figure, same-run anchor, ratio,
 * target, load) and ends with them all in one table.
 *
 *   npm run bench -- [--only api,start,web,export,upload] [--label x] [--duration 5 … any API benchmark option]
 *   npm run api -w @faktura/bench -- …   (the API benchmark alone, options in run.ts)
 *   DATABASE_URL=postgres://… npm run bench     (the API goals need a scaled database: seed:scale)
 *
 * Without DATABASE_URL or DATA_DIR the API benchmark is skipped: on the demo data its figures
 * would say nothing about a large buyer.
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';

/**
 * `--only` and `--label` are this runner's; every other option goes to the API benchmark as it is
 * (`npm run bench -- --duration 5 --single 3`: npm's two layers would split a quoted
 * `--api-args "…"` into words, so `--api-args=…` is kept only for scripts that call tsx directly).
 */
function splitArgs(argv: string[]) {
  const own: Record<string, string> = {};
  const api: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const [name, inline] = arg.split(/=(.*)/s, 2) as [string, string | undefined];
    if (name === '--only' || name === '--label' || name === '--api-args') {
      const value = inline ?? argv[++i] ?? '';
      if (name === '--api-args') api.push(...value.split(' ').filter(Boolean));
      else own[name.slice(2)] = value;
    } else api.push(arg);
  }
  return { only: own.only, label: own.label, api };
}
const args = splitArgs(process.argv.slice(2));

type Step = { name: string; script: string; args: string[]; needsData?: boolean };

const STEPS: Step[] = [
  { name: 'api', script: 'api', args: [...(args.label ? ['--label', args.label] : []), ...args.api], needsData: true },
  { name: 'start', script: 'start-time', args: ['--runs', '3'] },
  { name: 'web', script: 'web', args: [] },
  { name: 'export', script: 'export', args: [] },
  { name: 'upload', script: 'expedition-upload', args: [] },
];

const wanted = args.only ? new Set(args.only.split(',')) : null;
const hasData = Boolean(process.env.DATABASE_URL || process.env.DATA_DIR);

function run(step: Step): Promise<{ goals: string[]; code: number | null }> {
  return new Promise((resolve) => {
    const goals: string[] = [];
    const child = spawn('npm', ['run', '-s', step.script, '--', ...step.args], {
      cwd: import.meta.dirname,
      env: process.env,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let pending = '';
    child.stdout.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk);
      pending += chunk.toString('utf8');
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) if (line.startsWith('GOAL ')) goals.push(line);
    });
    child.on('close', (code) => {
      if (pending.startsWith('GOAL ')) goals.push(pending);
      resolve({ goals, code });
    });
  });
}

async function main() {
  const all: Array<{ step: string; line: string }> = [];
  const failed: string[] = [];
  const loadAtStart = os.loadavg()[0]!;
  for (const step of STEPS) {
    if (wanted && !wanted.has(step.name)) continue;
    if (step.needsData && !hasData) {
      console.log(`\n=== ${step.name}: skipped (set DATABASE_URL or DATA_DIR to a database made by seed:scale)`);
      continue;
    }
    console.log(`\n=== ${step.name} (npm run ${step.script}) — load ${os.loadavg()[0]!.toFixed(1)}`);
    const { goals, code } = await run(step);
    if (code !== 0) failed.push(`${step.name} (exit ${code})`);
    for (const line of goals) all.push({ step: step.name, line });
  }
  const met = all.filter((g) => g.line.startsWith('GOAL met')).length;
  console.log(`\n=== Every goal (${met} of ${all.length} met; load ${loadAtStart.toFixed(1)} at start, ${os.loadavg()[0]!.toFixed(1)} at end)`);
  for (const g of all) console.log(`[${g.step}] ${g.line.slice('GOAL '.length)}`);
  if (failed.length) {
    console.log(`\nBenchmarks that failed to run: ${failed.join(', ')}`);
    process.exitCode = 1;
  }
  console.log(`\nMethod and the figures so far: ${path.relative(process.cwd(), path.join(import.meta.dirname, '../docs/benchmarks.md'))}`);
}

void main();
