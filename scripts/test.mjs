#!/usr/bin/env node
// `npm test`: typecheck and lint, unit, API and component tests (Vitest), then the browser
// journeys (Playwright in Debian's Chromium) when Chromium is installed. Ends with one
// "N passed, N failed" line.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const out = fs.mkdtempSync(path.join(os.tmpdir(), 'faktura-test-'));
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const run = (cmd, args, env = {}) => spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

const totals = { passed: 0, failed: 0, skipped: 0 };
let exitCode = 0;

// Static checks first: unformatted code, a type error or a broken lint rule fails the run like a failing test.
for (const script of ['format:check', 'typecheck', 'lint']) {
  if (run('npm', ['run', '--silent', script]) !== 0) {
    console.error(`\nnpm run ${script} failed.`);
    exitCode = 1;
  }
}

const vitestJson = path.join(out, 'vitest.json');
const vitestStatus = run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`]);
if (vitestStatus !== 0) exitCode = 1;
if (!process.env.DATABASE_URL?.startsWith('postgres')) {
  console.log('\nDid not run the multi-instance test (apps/server/test/postgres): it needs DATABASE_URL=postgres://… (a PostgreSQL server).');
}
if (fs.existsSync(vitestJson)) {
  const report = JSON.parse(fs.readFileSync(vitestJson, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
} else exitCode = 1;

// The web build and its login-page budget (docs/benchmarks.md, "How it is measured").
const buildStatus = run('npm', ['run', '--silent', 'build', '-w', '@faktura/web']);
if (buildStatus !== 0 || run('npm', ['run', '--silent', 'size']) !== 0) exitCode = 1;

if (fs.existsSync(chromium)) {
  const pwJson = path.join(out, 'playwright.json');
  const e2eStatus = buildStatus === 0 ? run('npx', ['playwright', 'test', '-c', 'apps/web/playwright.config.ts'], { PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson }) : 1;
  if (e2eStatus !== 0) exitCode = 1;
  if (fs.existsSync(pwJson)) {
    const stats = JSON.parse(fs.readFileSync(pwJson, 'utf8')).stats;
    totals.passed += stats.expected + stats.flaky;
    totals.failed += stats.unexpected;
    totals.skipped += stats.skipped;
  } else exitCode = 1;
} else if (process.env.E2E_REQUIRED) {
  console.error(`\nChromium not found at ${chromium}, but E2E_REQUIRED is set.`);
  exitCode = 1;
} else {
  console.log(`\nSkipped the browser journeys: Chromium not found at ${chromium} (apt-get install chromium, or set CHROMIUM_PATH).`);
}

console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(exitCode || (totals.failed > 0 ? 1 : 0));
