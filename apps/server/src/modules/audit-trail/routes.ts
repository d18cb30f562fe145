import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { auditApi } from '@faktura/domain';
import type { AppDeps } from '../../deps';
import { abandonSignal } from '../../lib/cancellable';
import { route } from '../../lib/endpoint';
import { requireRole } from '../../plugins/auth';
import * as service from './service';

const financeOnly = { preHandler: requireRole('ORACLE') };

/** /api/audit: the audit trail screen (finance only). The audit module records events; this one reads them, so the writers (auth among them) never depend on the HTTP layer. */
export function auditTrailRoutes(deps: Pick<AppDeps, 'database' | 'erp'>): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    route(app, auditApi.list, financeOnly, async (request, reply) => service.listAuditEvents(deps, request.query, abandonSignal(request, reply)));
    route(app, auditApi.filters, financeOnly, async (request, reply) => service.listAuditFilters(deps, abandonSignal(request, reply)));
    done();
  };
}
