#!/usr/bin/env node
// The web build: `vite build` in apps/web (the browser's files, then the server's drawing of the
// first screen into dist/.ssr), then a .br and a .gz beside each file
// (scripts/precompress.mjs), then a record in dist of the sources it was built from.
//   node scripts/build-web.mjs              build (what `npm run build -w @faktura/web` runs)
//   node scripts/build-web.mjs --if-stale   build only when apps/web/dist was not built from the
//                                           sources as they are now (what `npm start` does first,
//                                           through scripts/start.mjs)
//   node scripts/build-web.mjs --check      only say whether a build is needed (exit 1 if so)
// "As they are now" is a SHA-256 of every file the build reads (the web and domain sources, their
// configs, the lock file, the post-build step): contents, not mtimes, so a checkout, a copy or a
// clock change can neither hide a change nor force a build. Every build records it, however it was
// started, so a start after `npm test` or `npm run build` does not build again.
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join, dirname, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { precompress } from './precompress.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const web = join(root, 'apps/web');
const dist = join(web, 'dist');
// A dot file: @fastify/static neither lists nor serves it.
const stampPath = join(dist, '.build-inputs');

/** What `vite build` and the post-build step read, besides node_modules (pinned by the lock file). */
const INPUTS = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/build',
  'apps/web/tsconfig.json',
  'apps/web/package.json',
  'packages/domain/src',
  'packages/domain/package.json',
  'packages/domain/tsconfig.json',
  'tsconfig.base.json',
  // Not the root package.json: its scripts (the start command among them) do not shape the build,
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

/** vite's own command-line entry, as the web workspace resolves it: no npm or shell in between. */
function viteBin() {
  const require = createRequire(join(web, 'package.json'));
  const manifest = require.resolve('vite/package.json');
  const { bin } = JSON.parse(readFileSync(manifest, 'utf8'));
  return join(dirname(manifest), typeof bin === 'string' ? bin : bin.vite);
}

/** The server's drawing of the first screen, for Node, into dist/.ssr (apps/web/vite.config.ts). */
const SERVER_RENDER_ENTRY = 'src/app/first-screen/server-render.tsx';

async function build(hash) {
  for (const args of [['build'], ['build', '--ssr', SERVER_RENDER_ENTRY, '--logLevel', 'warn']]) {
    const result = spawnSync(process.execPath, [viteBin(), ...args], { cwd: web, stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
  const { count, raw, br } = await precompress(dist);
  console.log(`precompress: ${count} files, ${(raw / 1000).toFixed(1)} kB → ${(br / 1000).toFixed(1)} kB brotli (and .gz)`);
  // The hash of the sources as they were when the build started: a file saved during the build
  // leaves the record behind it, and the next start builds again.
  writeFileSync(stampPath, `${hash}\n`);
}

/** What `--if-stale` does (and scripts/start.mjs, in the process that then runs the server). */
export async function buildWebIfStale(hash = webInputsHash()) {
  if (isCurrent(hash)) {
    console.log('Web build is current (apps/web/dist matches the sources): not rebuilding.');
    return;
  }
  console.log('Building the web (apps/web/dist is missing or older than the sources)…');
  await build(hash);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const hash = webInputsHash();
  if (process.argv.includes('--check')) {
    const current = isCurrent(hash);
    console.log(current ? 'web build is current' : 'web build is missing or stale');
    process.exit(current ? 0 : 1);
  }
  if (process.argv.includes('--if-stale')) await buildWebIfStale(hash);
  else await build(hash);
}
