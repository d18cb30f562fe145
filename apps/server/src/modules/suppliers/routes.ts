import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, supplierOptionSchema, supplierQuerySchema } from '@faktura/domain';
import type { AppDeps } from '../../deps';
import { actorOf, requireRole } from '../../plugins/auth';
import { findSupplierOptions } from './service';

export function supplierRoutes(deps: AppDeps): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    app.get(
      '/',
      {
        preHandler: requireRole('ORACLE', 'PIC'),
        schema: {
          tags: ['suppliers'],
          summary: 'Suppliers to filter by (finance: all; PIC: mapped)',
          querystring: supplierQuerySchema,
          response: { 200: z.object({ items: z.array(supplierOptionSchema) }), 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema },
        },
      },
      async (request) => ({ items: await findSupplierOptions(deps, actorOf(request), request.query) }),
    );
    done();
  };
}
