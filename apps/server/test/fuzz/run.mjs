#!/usr/bin/env node
// `npm run fuzz -- --runs 2000 [--seed N] [vitest options, e.g. -t "po-invoices"]`: the route
// fuzzing `npm test` runs (routes-fuzz.test.ts), with more cases per route and a given or random
// seed, then a per-route report: cases, statuses seen, 5xx and other broken rules.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const root = path.resolve(import.meta.dirname, '../../../..');
const { values, tokens } = parseArgs({ options: { runs: { type: 'string' }, seed: { type: 'string' } }, strict: false, tokens: true });
const runs = Number(values.runs ?? 2000);
const seed = Number(values.seed ?? Math.floor(Math.random() * 2 ** 31));
if (!Number.isInteger(runs) || runs < 1 || !Number.isInteger(seed)) {
  console.error('usage: npm run fuzz -- [--runs N] [--seed N] [vitest options]');
  process.exit(2);
}
// Everything that is not --runs or --seed goes to Vitest.
const passThrough = tokens.filter((token) => token.kind !== 'option' || !['runs', 'seed'].includes(token.name)).map((token) => process.argv[token.index + 2]);

const reportFile = path.join(os.tmpdir(), `faktura-fuzz-${process.pid}.json`);
console.log(`Fuzzing every API route: ${runs} cases each, seed ${seed}`);
const status =
  spawnSync('npx', ['vitest', 'run', '--project', 'server', 'apps/server/test/fuzz/', ...passThrough], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, FUZZ_RUNS: String(runs), FUZZ_SEED: String(seed), FUZZ_REPORT: reportFile },
  }).status ?? 1;

if (!fs.existsSync(reportFile)) {
  console.error('No fuzz report was written.');
  process.exit(status || 1);
}
const { reports } = JSON.parse(fs.readFileSync(reportFile, 'utf8'));
fs.rmSync(reportFile);

const rows = reports.map((report) => ({
  route: report.route,
  cases: report.cases,
  statuses: Object.entries(report.statuses)
    .map(([code, count]) => `${code}×${count}`)
    .join(' '),
  '5xx': report.serverErrors,
  broken: report.violations,
}));
console.log(`\nPer route (seed ${seed}):`);
console.table(rows);
for (const report of reports) {
  for (const failure of report.failures) console.log(`\n${report.route} (route seed ${report.seed}):`, JSON.stringify(failure, null, 2));
}
const total = (key) => reports.reduce((sum, report) => sum + report[key], 0);
console.log(
  `\n${reports.length} routes, ${total('cases')} cases, 5xx found: ${total('serverErrors')}, other broken answers: ${total('violations') - total('serverErrors')}`,
);
process.exit(status);
