import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import type { FileStorage } from '../../storage/index';
import { carriesToken } from '../../plugins/metrics';
import { checkHealth, checkReadiness } from './service';

const migrationsSchema = z.object({ applied: z.number().int(), shipped: z.number().int() }).nullable();

/**
 * Probes for operators and load balancers: public, cheap, no data. Which database engine runs and
 * how far its migrations are would help an attacker pick an exploit: anonymous callers get the
 * bare status, a caller with the metrics scraper's token (METRICS_TOKEN) the details.
 */
export function systemRoutes(deps: AppDeps & { store: FileStorage }): FastifyPluginCallbackZod {
  const token = deps.config.metricsToken;
  const operator = (request: FastifyRequest) => token !== null && carriesToken(request, token);
  return (app, _options, done) => {
    app.get(
      '/health',
      {
        config: { public: true },
        schema: {
          tags: ['system'],
          summary: 'Database reachability (the engine only with the metrics token)',
          response: {
            200: z.object({ status: z.literal('ok'), database: z.string().optional() }),
            503: z.object({ status: z.literal('unavailable'), database: z.string().optional() }),
          },
        },
      },
      async (request, reply) => {
        const health = await checkHealth(deps.database);
        const details = operator(request) ? { database: health.database } : {};
        return health.ok ? { status: 'ok' as const, ...details } : reply.status(503).send({ status: 'unavailable' as const, ...details });
      },
    );

    app.get(
      '/health/live',
      {
        config: { public: true },
        schema: {
          tags: ['system'],
          summary: 'Liveness: the process answers (restart it when this fails)',
          response: { 200: z.object({ status: z.literal('ok') }) },
        },
      },
      () => ({ status: 'ok' as const }),
    );

    app.get(
      '/health/ready',
      {
        config: { public: true },
        schema: {
          tags: ['system'],
          summary:
            'Readiness: the database answers, its migrations are current and file storage is usable (send traffic only when this succeeds); engine and migrations only with the metrics token',
          response: {
            200: z.object({ status: z.literal('ready'), database: z.string().optional(), migrations: migrationsSchema.optional() }),
            503: z.object({ status: z.literal('unavailable'), database: z.string().optional(), migrations: migrationsSchema.optional() }),
          },
        },
      },
      async (request, reply) => {
        const { ready, database, migrations } = await checkReadiness(deps.database, deps.store);
        const details = operator(request) ? { database, migrations } : {};
        return ready ? { status: 'ready' as const, ...details } : reply.status(503).send({ status: 'unavailable' as const, ...details });
      },
    );
    done();
  };
}
