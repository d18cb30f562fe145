#!/usr/bin/env node
// Writes a .br and a .gz copy beside every compressible file of the web build, so the server
// sends them as they are (@fastify/static `preCompressed`) instead of compressing on each request
// or, as before, not at all. Run by scripts/build-web.mjs (`npm run build -w @faktura/web`) after `vite build`.
// Usage: node scripts/precompress.mjs [dir]   (default apps/web/dist)
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { join, dirname, extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompress, gzip, constants } from 'node:zlib';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.map']);
// Below this a compressed answer saves less than its headers cost; the server then sends the file as it is.
const MIN_BYTES = 1024;

/** Every file under dir, skipping dot folders (Vite's .vite/manifest.json is not served). */
function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile()) yield path;
  }
}

/** Compresses on libuv's thread pool, all files at once: a build machine's cores share the work. */
export async function precompress(dir) {
  const done = await Promise.all(
    [...files(dir)]
      .filter((path) => COMPRESSIBLE.has(extname(path)))
      .map(async (path) => {
        const bytes = readFileSync(path);
        if (bytes.length < MIN_BYTES) return null;
        const [brotli, gzipped] = await Promise.all([
          brotliAsync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
          gzipAsync(bytes, { level: 9 }),
        ]);
        // A variant that is not smaller is left out: the server falls back to the next encoding.
        if (brotli.length < bytes.length) writeFileSync(`${path}.br`, brotli);
        if (gzipped.length < bytes.length) writeFileSync(`${path}.gz`, gzipped);
        return { raw: bytes.length, br: Math.min(brotli.length, bytes.length) };
      }),
  );
  const written = done.filter((d) => d !== null);
  return { count: written.length, raw: written.reduce((n, d) => n + d.raw, 0), br: written.reduce((n, d) => n + d.br, 0) };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  const dir = process.argv[2] ?? join(root, 'apps/web/dist');
  const { count, raw, br } = await precompress(dir);
  console.log(`precompress: ${count} files, ${(raw / 1000).toFixed(1)} kB → ${(br / 1000).toFixed(1)} kB brotli (and .gz)`);
}
