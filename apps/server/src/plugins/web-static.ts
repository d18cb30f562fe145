import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/** Vite names every file under assets/ by its content hash: a changed file gets a new name. */
export const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
/** index.html keeps its name across builds: revalidated on each visit (ETag). */
export const UNHASHED_CACHE = 'no-cache';

/**
 * Serves the web build: the .br or .gz copy written at build time (scripts/precompress.mjs) when
 * the browser accepts it, the file itself otherwise; hashed assets cached for a year, the page that
 * names them revalidated, so a new build reaches the browser on its next visit.
 */
export async function registerWebStatic(app: FastifyInstance, webDist: string) {
  const assetsDir = path.join(path.resolve(webDist), 'assets') + path.sep;
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    // One route per file of the build, found when the server starts (no catch-all under /).
    wildcard: false,
    // The variants are answers to their file's URL, not URLs of their own.
    globIgnore: ['**/*.br', '**/*.gz'],
    preCompressed: true,
    cacheControl: false,
    setHeaders(res, filePath) {
      res.setHeader('cache-control', filePath.startsWith(assetsDir) ? HASHED_ASSET_CACHE : UNHASHED_CACHE);
      // The same URL answers differently by Accept-Encoding: a shared cache must keep them apart.
      res.setHeader('vary', 'accept-encoding');
    },
  });
}
