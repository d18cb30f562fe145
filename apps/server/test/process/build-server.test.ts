import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * `npm start` (scripts/start.mjs) builds the server bundle when its sources changed, as
 * `scripts/build-server.mjs --if-stale` does, then runs it. The real scripts, copied into a small
 * tree of their own (a server and a domain package of a few lines, the real tsx and its esbuild
 * linked in, a vite that only counts its builds), so each case shows whether a start would have
 * bundled again and what the bundle does when it runs.
 */
const repoRoot = path.resolve(import.meta.dirname, '../../../..');
let root: string;

const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
};
const run = (...args: string[]) => {
  const result = spawnSync(process.execPath, ['scripts/build-server.mjs', ...args], { cwd: root, encoding: 'utf8' });
  return { status: result.status, output: result.stdout + result.stderr };
};
const start = () => run('--if-stale');
const built = (output: string) => output.includes('Building the server (apps/server/dist is missing or older than the sources)…');
/** Runs the bundle as `npm start` does and returns what it printed. */
const serve = () => {
  const result = spawnSync(process.execPath, ['apps/server/dist/main.mjs'], { cwd: root, encoding: 'utf8' });
  expect(result.status, result.stderr).toBe(0);
  return result.stdout.trim();
};

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'faktura-build-server-'));
  for (const script of ['build-server.mjs', 'build-web.mjs', 'precompress.mjs', 'start.mjs']) {
    write(`scripts/${script}`, fs.readFileSync(path.join(repoRoot, 'scripts', script), 'utf8'));
  }
  // The vite the web workspace resolves, counting its builds (as in build-web.test.ts).
  write('builds.txt', '0');
  write('apps/web/package.json', JSON.stringify({ name: '@faktura/web', private: true }));
  write('apps/web/src/main.tsx', 'export const screen = 1;\n');
  write('apps/web/node_modules/vite/package.json', JSON.stringify({ name: 'vite', bin: { vite: 'bin/vite.js' } }));
  write(
    'apps/web/node_modules/vite/bin/vite.js',
    [
      "const fs = require('node:fs');",
      // The server's drawing of the first screen (`--ssr`) is part of the same web build: not counted.
      "if (!process.argv.includes('--ssr')) fs.writeFileSync('../../builds.txt', String(Number(fs.readFileSync('../../builds.txt', 'utf8')) + 1));",
      "fs.mkdirSync('dist', { recursive: true });",
      "fs.writeFileSync('dist/index.html', '<!doctype html>');",
    ].join('\n'),
  );
  // tsx as the server workspace resolves it; the script takes esbuild from there.
  fs.mkdirSync(path.join(root, 'node_modules/@faktura'), { recursive: true });
  fs.symlinkSync(path.join(repoRoot, 'node_modules/tsx'), path.join(root, 'node_modules/tsx'), 'dir');
  // An npm package the bundle must leave outside and load at run time.
  write('node_modules/left-outside/package.json', JSON.stringify({ name: 'left-outside', type: 'module', exports: './index.js' }));
  write('node_modules/left-outside/index.js', 'export const where = import.meta.url.includes("/node_modules/left-outside/") ? "node_modules" : "bundle";\n');
  fs.symlinkSync(path.join(root, 'packages/domain'), path.join(root, 'node_modules/@faktura/domain'), 'dir');
  write('apps/server/package.json', JSON.stringify({ name: '@faktura/server', private: true, type: 'module' }));
  write('apps/server/tsconfig.json', JSON.stringify({ compilerOptions: { strict: true } }));
  write('packages/domain/package.json', JSON.stringify({ name: '@faktura/domain', type: 'module', exports: { '.': './src/index.ts' } }));
  write('packages/domain/src/index.ts', 'export const rule: number = 1;\n');
  write('apps/server/src/db/migrations/0000.sql', 'select 1;\n');
  // A module that reads a file beside its source, as the database client reads its migrations.
  write(
    'apps/server/src/db/client.ts',
    [
      "import fs from 'node:fs';",
      "import path from 'node:path';",
      "export const migrations = (): string[] => fs.readdirSync(path.join(import.meta.dirname, 'migrations'));",
      "export const here = (): string => new URL('./migrations/0000.sql', import.meta.url).pathname;",
    ].join('\n'),
  );
  write(
    'apps/server/src/main.ts',
    [
      "import { rule } from '@faktura/domain';",
      "import { where } from 'left-outside';",
      "import { here, migrations } from './db/client';",
      'console.log(JSON.stringify({ rule, where, migrations: migrations(), here: here() }));',
    ].join('\n'),
  );
});

afterAll(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

describe('npm start and the server build', { timeout: 120_000 }, () => {
  it('bundles when there is no bundle yet, and not again while the sources are unchanged', () => {
    expect(run('--check').status).toBe(1);
    const first = start();
    expect(first.status, first.output).toBe(0);
    expect(built(first.output)).toBe(true);
    expect(fs.existsSync(path.join(root, 'apps/server/dist/main.mjs'))).toBe(true);

    const again = start();
    expect(again.status, again.output).toBe(0);
    expect(again.output).toBe('');
    expect(run('--check').output).toContain('server build is current');
  });

  it('runs from the bundle as from the sources: the domain inside, npm packages from node_modules, files found beside their source', () => {
    const printed = JSON.parse(serve()) as { rule: number; where: string; migrations: string[]; here: string };
    expect(printed).toEqual({
      rule: 1,
      where: 'node_modules',
      migrations: ['0000.sql'],
      here: fs.realpathSync(path.join(root, 'apps/server/src/db/migrations/0000.sql')),
    });
    expect(fs.readFileSync(path.join(root, 'apps/server/dist/main.mjs'), 'utf8')).toContain('from "left-outside"');
  });

  it('bundles again after a change to the server, to the domain it bundles, or to a new file', () => {
    write('apps/server/src/main.ts', fs.readFileSync(path.join(root, 'apps/server/src/main.ts'), 'utf8') + '// changed\n');
    expect(built(start().output)).toBe(true);
    write('packages/domain/src/index.ts', 'export const rule: number = 2;\n');
    expect(built(start().output)).toBe(true);
    expect((JSON.parse(serve()) as { rule: number }).rule).toBe(2);
    write('apps/server/src/lib/new-module.ts', 'export const other = 1;\n');
    expect(built(start().output)).toBe(true);
    expect(built(start().output)).toBe(false);
  });

  it('judges by contents, not dates: touching a source does not rebuild, a missing bundle does', () => {
    const later = new Date(Date.now() + 60_000);
    fs.utimesSync(path.join(root, 'apps/server/src/main.ts'), later, later);
    expect(built(start().output)).toBe(false);
    fs.rmSync(path.join(root, 'apps/server/dist/main.mjs'));
    expect(built(start().output)).toBe(true);
  });

  it('npm start (scripts/start.mjs) builds what is stale, then runs the bundle in its own process', () => {
    write('apps/server/src/lib/another.ts', 'export const another = 1;\n');
    const first = spawnSync(process.execPath, ['scripts/start.mjs'], { cwd: root, encoding: 'utf8' });
    expect(first.status, first.stderr).toBe(0);
    const lines = first.stdout.trim().split('\n');
    expect(lines).toContain('Building the web (apps/web/dist is missing or older than the sources)…');
    expect(lines).toContain('Building the server (apps/server/dist is missing or older than the sources)…');
    expect(JSON.parse(lines.at(-1)!)).toMatchObject({ rule: 2, where: 'node_modules' });
    expect(Number(fs.readFileSync(path.join(root, 'builds.txt'), 'utf8'))).toBe(1);

    const again = spawnSync(process.execPath, ['scripts/start.mjs'], { cwd: root, encoding: 'utf8' });
    expect(again.status, again.stderr).toBe(0);
    expect(again.stdout.trim().split('\n').slice(0, -1)).toEqual(['Web build is current (apps/web/dist matches the sources): not rebuilding.']);
    expect(Number(fs.readFileSync(path.join(root, 'builds.txt'), 'utf8'))).toBe(1);
  });

  it('stops npm start when the sources do not compile, and bundles again on the next start', () => {
    const good = fs.readFileSync(path.join(root, 'packages/domain/src/index.ts'), 'utf8');
    write('packages/domain/src/index.ts', 'export const rule: number = ;\n');
    const failed = start();
    expect(failed.status).not.toBe(0);
    write('packages/domain/src/index.ts', good);
    const next = start();
    expect(next.status, next.output).toBe(0);
    expect(built(next.output)).toBe(true);
    expect((JSON.parse(serve()) as { rule: number }).rule).toBe(2);
  });
});
