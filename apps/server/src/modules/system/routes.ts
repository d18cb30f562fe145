import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDeps } from '../../deps';

export function systemRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/health',
      {
        config: { public: true },
        schema: {
          tags: ['system'],
          summary: 'Liveness and database reachability',
          response: {
            200: z.object({ status: z.literal('ok'), database: z.string() }),
            503: z.object({ status: z.literal('unavailable'), database: z.string() }),
          },
        },
      },
      async (_request, reply) => {
        try {
          await deps.database.rows(sql`select 1`);
          return { status: 'ok' as const, database: deps.database.kind };
        } catch {
          return reply.status(503).send({ status: 'unavailable' as const, database: deps.database.kind });
        }
      },
    );
  };
}
