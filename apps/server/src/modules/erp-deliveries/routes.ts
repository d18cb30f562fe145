import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { erpDeliveriesApi } from '@faktura/domain';
import type { AppDeps } from '../../deps';
import { abandonSignal } from '../../lib/cancellable';
import { route } from '../../lib/endpoint';
import { requireRole } from '../../plugins/auth';
import * as service from './service';

const financeOnly = { preHandler: requireRole('ORACLE') };

/** The ERP outbox for operators (finance): deliveries by state with the ERP's answer, and a retry of a failed one. */
export function erpDeliveryRoutes(deps: AppDeps): FastifyPluginCallbackZod {
  const { db } = deps.database;
  return (app, _options, done) => {
    route(app, erpDeliveriesApi.list, financeOnly, async (request, reply) =>
      service.findDeliveries(deps.database, request.query, abandonSignal(request, reply)),
    );
    route(app, erpDeliveriesApi.retry, financeOnly, async (request) => service.retryDelivery(db, request.body.id));
    done();
  };
}
