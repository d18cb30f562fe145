import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { receiptsApi } from '@faktura/domain';
import type { AppDeps } from '../../deps';
import { route } from '../../lib/endpoint';
import { actorOf } from '../../plugins/auth';
import { listPurchaseOrders, receiptHistory } from './service';

/** /api/receipts: the receipt and return history screen. */
export function receiptRoutes(deps: AppDeps): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    route(app, receiptsApi.purchaseOrders, {}, async (request) => listPurchaseOrders(deps, actorOf(request), request.query));
    route(app, receiptsApi.history, {}, async (request) => receiptHistory(deps, actorOf(request), request.query));
    done();
  };
}
