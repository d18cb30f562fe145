import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { HTTP_MESSAGES } from '@faktura/domain';
import { HttpError } from '../lib/errors';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether the request carries the scraper's token (compared in constant time); also what unlocks the health probes' details. */
export function carriesToken(request: FastifyRequest, token: string): boolean {
  const sent = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(sent), digest(token));
}

/**
 * Prometheus metrics at /metrics: process defaults, request counts and latencies per route, and what
 * `extend` adds (the ERP outbox by status).
 * They tell an outsider the routes, load and versions, so they are served only to a scraper that
 * sends METRICS_TOKEN; with no token configured the endpoint does not exist.
 */
export function registerMetrics(app: FastifyInstance, metricsToken: string | null, extend?: (registry: Registry) => void) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  // Metrics of the app's own parts (the ERP outbox's queue), collected at scrape time.
  extend?.(registry);
  const labelNames = ['method', 'route', 'status'] as const;
  const duration = new Histogram({
    name: 'faktura_http_request_duration_seconds',
    help: 'HTTP request duration',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  const total = new Counter({ name: 'faktura_http_requests_total', help: 'HTTP requests', labelNames, registers: [registry] });

  // A callback hook, as nothing here waits: an async one costs every request a promise.
  app.addHook('onResponse', (request, reply, done) => {
    const labels = { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) };
    total.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
    done();
  });

  if (!metricsToken) return;
  app.get('/metrics', { config: { public: true }, schema: { hide: true } }, async (request, reply) => {
    if (!carriesToken(request, metricsToken)) throw new HttpError('UNAUTHENTICATED', [HTTP_MESSAGES.metricsToken]);
    reply.header('content-type', registry.contentType);
    return registry.metrics();
  });
}
