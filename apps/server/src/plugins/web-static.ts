import path from 'node:path';
import { PassThrough } from 'node:stream';
import { createGzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Actor } from '../lib/actor';
import fastifyStatic from '@fastify/static';
import { clearedPageCookie, firstScreenDrawer, pageCookieToken } from '../first-screen';

/** Vite names every file under assets/ by its content hash: a changed file gets a new name. */
export const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
/** index.html keeps its name across builds: revalidated on each visit (ETag). */
export const UNHASHED_CACHE = 'no-cache';
/** A page with a user's screen drawn in it is theirs alone: never kept. */
export const DRAWN_PAGE_CACHE = 'no-store';

/**
 * Serves the web build: the .br or .gz copy written at build time (scripts/precompress.mjs) when
 * the browser accepts it, the file itself otherwise; hashed assets cached for a year, the page that
 * names them revalidated, so a new build reaches the browser on its next visit. The page itself,
 * opened by a signed-in browser, comes with the dashboard drawn in (first-screen/).
 */
export async function registerWebStatic(app: FastifyInstance, webDist: string, resolveActor: (token: string) => Promise<Actor | null>) {
  const assetsDir = path.join(path.resolve(webDist), 'assets') + path.sep;
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    // One route per file of the build, found when the server starts (no catch-all under /).
    wildcard: false,
    // The variants are answers to their file's URL, not URLs of their own; the page has its routes below.
    globIgnore: ['**/*.br', '**/*.gz', 'index.html'],
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders(res, filePath) {
      res.setHeader('cache-control', filePath.startsWith(assetsDir) ? HASHED_ASSET_CACHE : UNHASHED_CACHE);
      // The same URL answers differently by Accept-Encoding: a shared cache must keep them apart.
      res.setHeader('vary', 'accept-encoding');
    },
  });

  const drawer = firstScreenDrawer(app, webDist, app.log, resolveActor);
  const page = async (request: FastifyRequest, reply: FastifyReply) => {
    const token = drawer ? pageCookieToken(request.headers.cookie) : null;
    if (drawer && token) {
      const secure = request.protocol === 'https';
      const outcome = await drawer.open(token);
      if (outcome.kind === 'drawn') {
        reply.header('cache-control', DRAWN_PAGE_CACHE).header('vary', 'cookie, accept-encoding').type('text/html; charset=utf-8');
        const gzip = /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
        const body = gzip ? createGzip({ level: 6 }) : new PassThrough();
        if (gzip) reply.header('content-encoding', 'gzip');
        // The head now: its script decides at once whether the drawing will show (if not, the app
        // loads meanwhile). The rest is drawn once the head has gone out (compressed, off the
        // event loop), since the drawing's queries would hold it back; a browser gone meanwhile
        // gets nothing more.
        const drawRest = () =>
          setImmediate(
            () =>
              void outcome.tail().then((tail) => {
                if (!body.destroyed) body.end(tail);
              }),
          );
        body.write(outcome.head);
        if (body instanceof PassThrough) drawRest();
        else body.flush(drawRest);
        return reply.send(body);
      }
      if (outcome.kind === 'session-over') reply.header('set-cookie', clearedPageCookie(secure));
    }
    return reply.sendFile('index.html');
  };
  app.get('/', page);
  app.get('/index.html', page);
  if (!drawer) return;
  // The page's script, opened on another screen than the one being drawn, says so (a beacon: the
  // drawing's id as text): the drawing stops, and its work no longer slows that screen's requests.
  app.post('/first-screen/skip', { bodyLimit: 256 }, async (request, reply) => {
    if (typeof request.body === 'string') drawer.skip(request.body);
    return reply.code(204).send();
  });
}
