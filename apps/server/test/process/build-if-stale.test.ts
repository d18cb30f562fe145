import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * `npm start` runs scripts/build-if-stale.mjs before the server. The real script, copied into a
 * small npm workspace of its own whose @faktura/web "build" only counts its runs and writes
 * dist/index.html, so each case shows whether a start would have rebuilt the web.
 */
const repoRoot = path.resolve(import.meta.dirname, '../../../..');
let root: string;

const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
};
const builds = () => Number(fs.readFileSync(path.join(root, 'builds.txt'), 'utf8'));
const start = () => {
  const result = spawnSync(process.execPath, ['scripts/build-if-stale.mjs'], { cwd: root, encoding: 'utf8' });
  return { status: result.status, output: result.stdout + result.stderr };
};

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'faktura-build-if-stale-'));
  fs.mkdirSync(path.join(root, 'scripts'));
  fs.copyFileSync(path.join(repoRoot, 'scripts/build-if-stale.mjs'), path.join(root, 'scripts/build-if-stale.mjs'));
  write('package.json', JSON.stringify({ name: 'fake-faktura', private: true, workspaces: ['apps/web'] }));
  write('builds.txt', '0');
  // FAIL_BUILD (a file) makes the build fail, as a compile error would.
  const build = [
    "const fs = require('node:fs');",
    "if (fs.existsSync('../../FAIL_BUILD')) process.exit(1);",
    "fs.writeFileSync('../../builds.txt', String(Number(fs.readFileSync('../../builds.txt', 'utf8')) + 1));",
    "fs.mkdirSync('dist', { recursive: true });",
    "fs.writeFileSync('dist/index.html', '<!doctype html>');",
  ].join(' ');
  write('apps/web/package.json', JSON.stringify({ name: '@faktura/web', private: true, scripts: { build: `node -e "${build}"` } }));
  write('apps/web/src/main.tsx', 'export const screen = 1;\n');
  write('packages/domain/src/rules.ts', 'export const rule = 1;\n');
});

afterAll(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

describe('npm start and the web build', { timeout: 120_000 }, () => {
  it('builds when there is no build yet, and not again while the sources are unchanged', () => {
    const first = start();
    expect(first.status, first.output).toBe(0);
    expect(first.output).toContain('Building the web (apps/web/dist is missing or older than the sources)');
    expect(builds()).toBe(1);

    const again = start();
    expect(again.status, again.output).toBe(0);
    expect(again.output).toContain('Web build is current (apps/web/dist matches the sources): not rebuilding.');
    expect(builds()).toBe(1);
  });

  it('builds again after a change to the web, to the domain rules it bundles, or to a new file', () => {
    write('apps/web/src/main.tsx', 'export const screen = 2;\n');
    start();
    expect(builds()).toBe(2);
    write('packages/domain/src/rules.ts', 'export const rule = 2;\n');
    start();
    expect(builds()).toBe(3);
    write('apps/web/src/new-screen.tsx', 'export const other = 1;\n');
    start();
    expect(builds()).toBe(4);
    start();
    expect(builds()).toBe(4);
  });

  it('judges by contents, not dates: touching a source does not rebuild, a missing build does', () => {
    const later = new Date(Date.now() + 60_000);
    fs.utimesSync(path.join(root, 'apps/web/src/main.tsx'), later, later);
    start();
    expect(builds()).toBe(4);
    fs.rmSync(path.join(root, 'apps/web/dist/index.html'));
    start();
    expect(builds()).toBe(5);
  });

  it('stops npm start when the build fails, and builds again on the next start', () => {
    write('apps/web/src/main.tsx', 'export const screen = 3;\n');
    write('FAIL_BUILD', '');
    const failed = start();
    expect(failed.status).not.toBe(0);
    expect(builds()).toBe(5);
    fs.rmSync(path.join(root, 'FAIL_BUILD'));
    const next = start();
    expect(next.status, next.output).toBe(0);
    expect(builds()).toBe(6);
  });
});
