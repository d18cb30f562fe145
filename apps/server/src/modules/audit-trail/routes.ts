import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { auditFiltersSchema, auditListQuerySchema, auditListSchema, errorBodySchema } from '@faktura/domain';
import type { AppDeps } from '../../deps';
import { requireRole } from '../../plugins/auth';
import * as service from './service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
const financeOnly = requireRole('ORACLE');

/** /api/audit: the audit trail screen (finance only). The audit module records events; this one reads them, so the writers (auth among them) never depend on the HTTP layer. */
export function auditTrailRoutes(deps: Pick<AppDeps, 'database' | 'erp'>): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    app.get(
      '/',
      {
        preHandler: financeOnly,
        schema: {
          tags: ['audit'],
          summary: 'Status and master-data changes, newest first (who, when, what, before → after, reason)',
          querystring: auditListQuerySchema,
          response: { 200: auditListSchema, ...errors },
        },
      },
      async (request) => service.listAuditEvents(deps, request.query),
    );
    app.get(
      '/filters',
      {
        preHandler: financeOnly,
        schema: { tags: ['audit'], summary: 'Users and entities the trail can be filtered by', response: { 200: auditFiltersSchema, ...errors } },
      },
      async () => service.listAuditFilters(deps.database.db),
    );
    done();
  };
}
