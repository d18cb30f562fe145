import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { dashboardApi } from '@faktura/domain';
import type { AppDeps } from '../../deps';
import { abandonSignal } from '../../lib/cancellable';
import { route } from '../../lib/endpoint';
import { actorOf, requireRole } from '../../plugins/auth';
import { dashboardInvoices, dashboardReceipts } from './service';
import { workQueue } from './work';

export function dashboardRoutes(deps: AppDeps): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    route(app, dashboardApi.invoices, {}, async (request, reply) => ({
      items: await dashboardInvoices(deps, actorOf(request), abandonSignal(request, reply)),
    }));
    route(app, dashboardApi.receipts, { preHandler: requireRole('VENDOR') }, async (request, reply) => ({
      items: await dashboardReceipts(deps, actorOf(request), abandonSignal(request, reply)),
    }));
    route(app, dashboardApi.work, {}, async (request, reply) => workQueue(deps, actorOf(request), abandonSignal(request, reply)));
    done();
  };
}
