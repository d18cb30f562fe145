import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { invoiceTimelineApi } from '@faktura/domain';
import type { AppDeps } from '../../deps';
import { abandonSignal } from '../../lib/cancellable';
import { route } from '../../lib/endpoint';
import { actorOf, requireRole } from '../../plugins/auth';
import { getTimeline, upcomingPayments } from './service';

/** /api/timeline: an invoice's timeline (every step, who, when, why) and its supplier-facing status and expected pay date. */
export function invoiceTimelineRoutes(deps: AppDeps): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    // Every user type may ask; the invoice scope decides (another supplier's invoice is 404, as if missing).
    route(app, invoiceTimelineApi.upcoming, { preHandler: requireRole('VENDOR', 'PIC', 'ORACLE') }, async (request, reply) =>
      upcomingPayments(deps, actorOf(request), undefined, abandonSignal(request, reply)),
    );
    route(app, invoiceTimelineApi.get, { preHandler: requireRole('VENDOR', 'PIC', 'ORACLE') }, async (request) =>
      getTimeline(deps, actorOf(request), request.params.id),
    );
    done();
  };
}
