#!/usr/bin/env node
// `npm start` runs this before the server: it builds the web (`npm run build -w @faktura/web`) only
// when apps/web/dist was not built from the sources as they are now, so a restart on an unchanged
// checkout starts the server at once instead of spending half a minute on an identical build.
// "As they are now" is a SHA-256 of every file the build reads (the web and domain sources, their
// configs, the lock file, the post-build step), recorded in dist after a successful build: contents,
// not mtimes, so a checkout, a copy or a clock change can neither hide a change nor force a build.
// Usage: node scripts/build-if-stale.mjs [--check]   (--check: only say whether a build is needed; exit 1 if so)
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join, dirname, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'apps/web/dist');
// A dot file: @fastify/static neither lists nor serves it.
const stampPath = join(dist, '.build-inputs');

/** What `vite build` and the post-build step read, besides node_modules (pinned by the lock file). */
const INPUTS = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/tsconfig.json',
  'apps/web/package.json',
  'packages/domain/src',
  'packages/domain/package.json',
  'packages/domain/tsconfig.json',
  'tsconfig.base.json',
  // Not the root package.json: its scripts (this start command among them) do not shape the build,
  // and the dependency versions it allows are pinned in the lock file.
  'package-lock.json',
  'scripts/precompress.mjs',
];

/** The file itself, or every file under the folder in name order; nothing if it does not exist. */
function* walk(path) {
  if (!existsSync(path)) return;
  if (!statSync(path).isDirectory()) {
    yield path;
    return;
  }
  const entries = readdirSync(path, { withFileTypes: true });
  for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    const child = join(path, entry.name);
    if (entry.isDirectory()) yield* walk(child);
    else if (entry.isFile()) yield child;
  }
}

export function webInputsHash() {
  const hash = createHash('sha256');
  for (const input of INPUTS) {
    for (const file of walk(join(root, input))) {
      // The name too, so a renamed or moved file counts as a change; '/' on every system.
      hash.update(relative(root, file).split(sep).join('/'));
      hash.update('\0');
      hash.update(readFileSync(file));
      hash.update('\0');
    }
  }
  return hash.digest('hex');
}

function isCurrent(hash) {
  return existsSync(join(dist, 'index.html')) && existsSync(stampPath) && readFileSync(stampPath, 'utf8').trim() === hash;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const hash = webInputsHash();
  const current = isCurrent(hash);
  if (process.argv.includes('--check')) {
    console.log(current ? 'web build is current' : 'web build is missing or stale');
    process.exit(current ? 0 : 1);
  }
  if (current) {
    console.log('Web build is current (apps/web/dist matches the sources): not rebuilding.');
    process.exit(0);
  }
  console.log('Building the web (apps/web/dist is missing or older than the sources)…');
  // Through the npm that runs us when there is one (npm_execpath), so no shell is needed; another
  // package manager's path there would not understand npm's arguments.
  const npm = /npm-cli\.[cm]?js$/.test(process.env.npm_execpath ?? '') ? process.env.npm_execpath : undefined;
  const args = ['run', 'build', '-w', '@faktura/web'];
  const result = npm
    ? spawnSync(process.execPath, [npm, ...args], { cwd: root, stdio: 'inherit' })
    : spawnSync('npm', args, { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  // The hash of the sources as they were when the build started: a file saved during the build
  // leaves the stamp behind it, and the next start builds again.
  writeFileSync(stampPath, `${hash}\n`);
}
