import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { stampDutyApi } from '@faktura/domain';
import type { AppDeps } from '../../deps';
import { abandonSignal } from '../../lib/cancellable';
import { route } from '../../lib/endpoint';
import { requireRole } from '../../plugins/auth';
import * as service from './service';

const financeOnly = { preHandler: requireRole('ORACLE') };

/** /api/stamp-duty: invoices above the stamp-duty threshold with neither e-Meterai serial nor stamped document (finance). */
export function stampDutyRoutes(deps: AppDeps): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    route(app, stampDutyApi.list, financeOnly, async (request, reply) =>
      service.findMissingStampDuty(deps.database, request.query, abandonSignal(request, reply)),
    );
    done();
  };
}
