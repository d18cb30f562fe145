import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, failedDeliveriesQuerySchema, failedDeliveriesResponseSchema, retryDeliveryResponseSchema, rowIdSchema } from '@faktura/domain';
import type { AppDeps } from '../../deps';
import { requireRole } from '../../plugins/auth';
import * as service from './service';

const financeOnly = requireRole('ORACLE');

/** The ERP outbox for operators (finance): deliveries by state with the ERP's answer, and a retry of a failed one. */
export function erpDeliveryRoutes(deps: AppDeps): FastifyPluginCallbackZod {
  const { db } = deps.database;
  return (app, _options, done) => {
    app.get(
      '/failed',
      {
        preHandler: financeOnly,
        schema: {
          tags: ['erp-deliveries'],
          summary: 'Deliveries to the ERP by state (default failed and waiting), failed first, with attempts, the ERP answer and the queue counts',
          querystring: failedDeliveriesQuerySchema,
          response: { 200: failedDeliveriesResponseSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema },
        },
      },
      async (request) => service.findDeliveries(db, request.query),
    );

    app.post(
      '/retry',
      {
        preHandler: financeOnly,
        schema: {
          tags: ['erp-deliveries'],
          summary: 'Queue a failed delivery again',
          body: z.strictObject({ id: rowIdSchema }),
          response: {
            200: retryDeliveryResponseSchema,
            400: errorBodySchema,
            401: errorBodySchema,
            403: errorBodySchema,
            404: errorBodySchema,
            409: errorBodySchema,
          },
        },
      },
      async (request) => service.retryDelivery(db, request.body.id),
    );
    done();
  };
}
