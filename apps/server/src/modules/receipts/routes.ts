import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, purchaseOrderOptionSchema, receiptHistoryQuerySchema, receiptHistoryRowSchema } from '@faktura/domain';
import { actorOf } from '../../plugins/auth';
import type { AppDeps } from '../../deps';
import { listPurchaseOrders, receiptHistory } from './service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

export function receiptRoutes(deps: AppDeps): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    app.get(
      '/purchase-orders',
      {
        schema: {
          tags: ['receipts'],
          summary: 'The supplier’s purchase orders in a company (searchable)',
          querystring: receiptHistoryQuerySchema,
          response: { 200: z.object({ items: z.array(purchaseOrderOptionSchema) }), ...errors },
        },
      },
      async (request) => listPurchaseOrders(deps, actorOf(request), request.query),
    );
    app.get(
      '/history',
      {
        schema: {
          tags: ['receipts'],
          summary: 'Receipt and return history of one PO',
          querystring: receiptHistoryQuerySchema,
          response: { 200: z.object({ items: z.array(receiptHistoryRowSchema) }), ...errors },
        },
      },
      async (request) => receiptHistory(deps, actorOf(request), request.query),
    );
    done();
  };
}
