#!/usr/bin/env node
// The server as `npm start` runs it: apps/server/src and the domain package transpiled and bundled
// by esbuild into one file, apps/server/dist/main.mjs, built only when its sources changed.
//   node scripts/build-server.mjs              build
//   node scripts/build-server.mjs --if-stale   build only when apps/server/dist was not built from
//                                              the sources as they are now (what `npm start` does,
//                                              through scripts/start.mjs)
//   node scripts/build-server.mjs --check      only say whether a build is needed (exit 1 if so)
// Why: `node --import tsx` transpiles every one of the server's ~300 modules on every start and
// keeps the transforms in memory; one prebuilt file loads in a fraction of the time and memory.
// npm packages stay outside the bundle (loaded from node_modules as before); only our TypeScript
// (the server and @faktura/domain) goes in. `npm run dev`, the worker script and the tests still
// run the sources through tsx.
// "As they are now" is a SHA-256 of every file the bundle is made from, as for the web build
// (scripts/build-web.mjs): contents, not mtimes.
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, dirname, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const server = join(root, 'apps/server');
const dist = join(server, 'dist');
const entry = join(server, 'src/main.ts');
export const serverBundle = join(dist, 'main.mjs');
const stampPath = join(dist, '.build-inputs');

/** What the bundle is made from, besides node_modules (pinned by the lock file). */
const INPUTS = [
  'apps/server/src',
  'apps/server/package.json',
  'apps/server/tsconfig.json',
  'packages/domain/src',
  'packages/domain/package.json',
  'packages/domain/tsconfig.json',
  'tsconfig.base.json',
  'package-lock.json',
  // The recipe itself: a change to how the bundle is made makes a new one.
  'scripts/build-server.mjs',
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

export function serverInputsHash() {
  const hash = createHash('sha256');
  for (const input of INPUTS) {
    for (const file of walk(join(root, input))) {
      hash.update(relative(root, file).split(sep).join('/'));
      hash.update('\0');
      hash.update(readFileSync(file));
      hash.update('\0');
    }
  }
  return hash.digest('hex');
}

function isCurrent(hash) {
  return existsSync(serverBundle) && existsSync(stampPath) && readFileSync(stampPath, 'utf8').trim() === hash;
}

/**
 * import.meta.dirname and import.meta.url name the module's own place: a module reads files beside
 * its source (the migrations, their journal) and starts a worker from a file beside it. In the
 * bundle they would name apps/server/dist, so each module's are rewritten to its source's place,
 * relative to the bundle (no absolute path is baked in: a moved checkout still works).
 */
const sourcePlaces = {
  name: 'source-places',
  setup(build) {
    build.onLoad({ filter: /\.[cm]?ts$/ }, (args) => {
      const text = readFileSync(args.path, 'utf8');
      if (!text.includes('import.meta.')) return undefined;
      const dir = JSON.stringify(relative(dist, dirname(args.path)).split(sep).join('/'));
      const file = JSON.stringify(relative(dist, args.path).split(sep).join('/'));
      return {
        contents: text.replaceAll('import.meta.dirname', `__fakturaSourceDir(${dir})`).replaceAll('import.meta.url', `__fakturaSourceUrl(${file})`),
        loader: 'ts',
      };
    });
  },
};

/** npm packages load from node_modules at run time; the workspace's own TypeScript is bundled. */
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@faktura/') ? undefined : { path: args.path, external: true }));
  },
};

/** esbuild as tsx (a dependency of the server) installs it: no package of its own to keep in step. */
function loadEsbuild() {
  const fromServer = createRequire(join(server, 'package.json'));
  return createRequire(fromServer.resolve('tsx/package.json'))('esbuild');
}

/**
 * A server started from an earlier bundle imports its chunks on first use (a print, an S3 call),
 * so the chunks a new build no longer names stay a while and go once they are a week old.
 */
function pruneOldChunks(current) {
  const weekAgo = Date.now() - 7 * 24 * 3600 * 1000;
  for (const name of readdirSync(dist)) {
    const file = join(dist, name);
    if (!current.has(file) && name !== '.build-inputs' && statSync(file).mtimeMs < weekAgo) rmSync(file, { force: true });
  }
}

export async function buildServer(hash = serverInputsHash()) {
  const esbuild = loadEsbuild();
  mkdirSync(dist, { recursive: true });
  rmSync(stampPath, { force: true });
  const result = await esbuild.build({
    entryPoints: { main: entry },
    outdir: dist,
    bundle: true,
    // A module the server imports with import() on first use (S3, PDF documents) becomes a chunk
    // of its own, so the npm packages it imports load only then, not at every start.
    splitting: true,
    // Beside main.mjs: the rewritten import.meta places are relative to this folder.
    chunkNames: '[name]-[hash]',
    outExtension: { '.js': '.mjs' },
    platform: 'node',
    format: 'esm',
    target: 'node20',
    tsconfig: join(server, 'tsconfig.json'),
    plugins: [sourcePlaces, externalPackages],
    // Error stacks name the TypeScript source (node --enable-source-maps); class names survive for logs.
    sourcemap: 'linked',
    keepNames: true,
    logLevel: 'warning',
    metafile: true,
    banner: {
      js: [
        "import { resolve as __fakturaResolve } from 'node:path';",
        "import { pathToFileURL as __fakturaFileUrl } from 'node:url';",
        'const __fakturaSourceDir = (relative) => __fakturaResolve(import.meta.dirname, relative);',
        'const __fakturaSourceUrl = (relative) => __fakturaFileUrl(__fakturaResolve(import.meta.dirname, relative)).href;',
      ].join('\n'),
    },
  });
  // esbuild answers from a service process of its own: scripts/start.mjs runs the server next, in this process.
  await esbuild.stop();
  pruneOldChunks(new Set(Object.keys(result.metafile.outputs).map((file) => join(root, file))));
  // The hash of the sources as they were when the build started: a file saved during the build
  // leaves the record behind it, and the next start builds again.
  writeFileSync(stampPath, `${hash}\n`);
}

async function buildAndSay(hash) {
  const started = Date.now();
  await buildServer(hash);
  console.log(`Server built into ${relative(root, serverBundle)} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

/** What `--if-stale` does (and scripts/start.mjs, in the process that then runs the bundle). */
export async function buildServerIfStale(hash = serverInputsHash()) {
  if (isCurrent(hash)) return;
  console.log('Building the server (apps/server/dist is missing or older than the sources)…');
  await buildAndSay(hash);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const hash = serverInputsHash();
  if (process.argv.includes('--check')) {
    const current = isCurrent(hash);
    console.log(current ? 'server build is current' : 'server build is missing or stale');
    process.exit(current ? 0 : 1);
  }
  if (process.argv.includes('--if-stale')) await buildServerIfStale(hash);
  else await buildAndSay(hash);
}
