import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { dashboardInvoicesSchema, dashboardReceiptsSchema, errorBodySchema } from '@faktura/domain';
import type { AppDeps } from '../../deps';
import { actorOf, requireRole } from '../../plugins/auth';
import { dashboardInvoices, dashboardReceipts } from './service';

export function dashboardRoutes(deps: AppDeps): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    app.get(
      '/invoices',
      {
        schema: {
          tags: ['dashboard'],
          summary: 'The 10 latest invoices the user may see',
          response: { 200: dashboardInvoicesSchema, 401: errorBodySchema },
        },
      },
      async (request) => ({ items: await dashboardInvoices(deps, actorOf(request)) }),
    );

    app.get(
      '/receipts',
      {
        preHandler: requireRole('VENDOR'),
        schema: {
          tags: ['dashboard'],
          summary: 'The 10 newest received PO lines not yet invoiced (suppliers only)',
          response: { 200: dashboardReceiptsSchema, 401: errorBodySchema, 403: errorBodySchema },
        },
      },
      async (request) => ({ items: await dashboardReceipts(deps, actorOf(request)) }),
    );
    done();
  };
}
