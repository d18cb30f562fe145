import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import type { FileStorage } from '../../storage/index';
import { checkHealth, checkReadiness } from './service';

const migrationsSchema = z.object({ applied: z.number().int(), shipped: z.number().int() }).nullable();

/** Probes for operators and load balancers: public, cheap, no data. */
export function systemRoutes(deps: AppDeps & { store: FileStorage }): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    app.get(
      '/health',
      {
        config: { public: true },
        schema: {
          tags: ['system'],
          summary: 'Database reachability',
          response: {
            200: z.object({ status: z.literal('ok'), database: z.string() }),
            503: z.object({ status: z.literal('unavailable'), database: z.string() }),
          },
        },
      },
      async (_request, reply) => {
        const health = await checkHealth(deps.database);
        return health.ok
          ? { status: 'ok' as const, database: health.database }
          : reply.status(503).send({ status: 'unavailable' as const, database: health.database });
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
          summary: 'Readiness: the database answers, its migrations are current and file storage is usable (send traffic only when this succeeds)',
          response: {
            200: z.object({ status: z.literal('ready'), database: z.string(), migrations: migrationsSchema }),
            503: z.object({ status: z.literal('unavailable'), database: z.string(), migrations: migrationsSchema }),
          },
        },
      },
      async (_request, reply) => {
        const { ready, database, migrations } = await checkReadiness(deps.database, deps.store);
        return ready ? { status: 'ready' as const, database, migrations } : reply.status(503).send({ status: 'unavailable' as const, database, migrations });
      },
    );
    done();
  };
}
