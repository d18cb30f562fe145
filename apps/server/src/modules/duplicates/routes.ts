import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { duplicatesApi } from '@faktura/domain';
import type { AppDeps } from '../../deps';
import { abandonSignal } from '../../lib/cancellable';
import { route } from '../../lib/endpoint';
import { actorOf, requireRole } from '../../plugins/auth';
import * as service from './service';

/** Clearing a likely duplicate is a payment control: finance's (decision 025). */
const finance = { preHandler: requireRole('ORACLE') };

/** /api/duplicates: likely-duplicate invoices (same file, or three of number, supplier, date and amount close): the warnings and finance's review queue. */
export function duplicateRoutes(deps: AppDeps): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    route(app, duplicatesApi.queue, finance, async (request, reply) => service.queue(deps, request.query, abandonSignal(request, reply)));
    route(app, duplicatesApi.clear, finance, async (request) => {
      await service.clear(deps, actorOf(request), request.body);
    });
    route(app, duplicatesApi.warnings, {}, async (request) => service.warningsOf(deps, actorOf(request), request.params.id));
    done();
  };
}
