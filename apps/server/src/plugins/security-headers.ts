import type { FastifyInstance } from 'fastify';
import { routedPath } from '../lib/routed-path';
import { FIRST_SCREEN_SCRIPT_HASHES } from '../first-screen';

/**
 * The web app may run only its own scripts (no inline script but the page's own two, allowed by
 * their hashes: first-screen/activation.ts; so injected markup cannot run),
 * talk only to its own origin, and never be framed. Styles allow 'unsafe-inline' because Ant
 * Design writes its component styles at run time (CSS-in-JS); style injection cannot read the
 * token or run code. docs/decisions/006 explains the choice and the token's storage.
 */
export const WEB_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  `script-src 'self' ${FIRST_SCREEN_SCRIPT_HASHES}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** JSON and files from the API are data, never a page: nothing may load or frame them. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

const isApi = (path: string) => path === '/api' || path.startsWith('/api/');
// Swagger UI serves its own page and scripts with a policy of its own.
const isApiDocs = (path: string) => path.startsWith('/api/docs');

/** Headers on every answer: the web app's policy, and no caching or sniffing of API data. */
export function registerSecurityHeaders(app: FastifyInstance) {
  // A callback hook: nothing here waits, and an async one costs every answer a promise.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
    reply.header('x-frame-options', 'DENY');
    const path = routedPath(request);
    if (isApiDocs(path)) return done(null, payload);
    if (isApi(path)) {
      // Invoice data, tokens and attachments must not stay in a browser or proxy cache.
      reply.header('cache-control', 'no-store');
      reply.header('content-security-policy', API_CONTENT_SECURITY_POLICY);
    } else {
      reply.header('content-security-policy', WEB_CONTENT_SECURITY_POLICY);
    }
    done(null, payload);
  });
}
