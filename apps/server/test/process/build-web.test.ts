import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * `npm start` runs `scripts/build-web.mjs --if-stale` before the server; `npm run build -w
 * @faktura/web` (and so `npm test`) runs it without. The real scripts, copied into a small tree of
 * their own whose `vite` only counts its builds (the browser's; the server's drawing, `--ssr`, only
 * writes dist/.ssr) and writes dist/index.html, so each case shows
 * whether a start would have rebuilt the web.
 */
const repoRoot = path.resolve(import.meta.dirname, '../../../..');
let root: string;

const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
};
const builds = () => Number(fs.readFileSync(path.join(root, 'builds.txt'), 'utf8'));
const run = (...args: string[]) => {
  const result = spawnSync(process.execPath, ['scripts/build-web.mjs', ...args], { cwd: root, encoding: 'utf8' });
  return { status: result.status, output: result.stdout + result.stderr };
};
const start = () => run('--if-stale');

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'faktura-build-web-'));
  for (const script of ['build-web.mjs', 'precompress.mjs']) {
    write(`scripts/${script}`, fs.readFileSync(path.join(repoRoot, 'scripts', script), 'utf8'));
  }
  write('builds.txt', '0');
  write('apps/web/package.json', JSON.stringify({ name: '@faktura/web', private: true }));
  // The vite the web workspace resolves; FAIL_BUILD (a file) makes it fail, as a compile error would.
  write('apps/web/node_modules/vite/package.json', JSON.stringify({ name: 'vite', bin: { vite: 'bin/vite.js' } }));
  write(
    'apps/web/node_modules/vite/bin/vite.js',
    [
      "const fs = require('node:fs');",
      "if (process.argv[2] !== 'build' || fs.existsSync('../../FAIL_BUILD')) process.exit(1);",
      // The second build, the server's drawing of the first screen, writes only into dist/.ssr.
      "if (process.argv.includes('--ssr')) {",
      "  fs.mkdirSync('dist/.ssr', { recursive: true });",
      "  fs.writeFileSync('dist/.ssr/server-render.js', 'export {};\\n');",
      '  process.exit(0);',
      '}',
      "fs.writeFileSync('../../builds.txt', String(Number(fs.readFileSync('../../builds.txt', 'utf8')) + 1));",
      "fs.rmSync('dist', { recursive: true, force: true });",
      "fs.mkdirSync('dist/assets', { recursive: true });",
      "fs.writeFileSync('dist/index.html', '<!doctype html>');",
      "fs.writeFileSync('dist/assets/index-B2x9Qk1a.js', 'export const x = 1;\\n'.repeat(200));",
    ].join('\n'),
  );
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
    // Both builds ran: the browser's files and the server's drawing of the first screen.
    expect(fs.existsSync(path.join(root, 'apps/web/dist/index.html'))).toBe(true);
    expect(fs.existsSync(path.join(root, 'apps/web/dist/.ssr/server-render.js'))).toBe(true);

    const again = start();
    expect(again.status, again.output).toBe(0);
    expect(again.output).toContain('Web build is current (apps/web/dist matches the sources): not rebuilding.');
    expect(builds()).toBe(1);
  });

  it('precompresses what it built', () => {
    expect(fs.existsSync(path.join(root, 'apps/web/dist/assets/index-B2x9Qk1a.js.br'))).toBe(true);
    expect(fs.existsSync(path.join(root, 'apps/web/dist/assets/index-B2x9Qk1a.js.gz'))).toBe(true);
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

  it('always builds without --if-stale, and a start after such a build (npm test, npm run build) does not build again', () => {
    const always = run();
    expect(always.status, always.output).toBe(0);
    expect(builds()).toBe(7);
    start();
    expect(builds()).toBe(7);
  });
});
