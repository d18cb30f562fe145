import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema, invoiceListQuerySchema, invoiceListSchema } from '@faktura/domain';
import { actorOf } from '../../plugins/auth';
import type { AppDeps } from '../../deps';
import { loadVendorScope } from '../auth/index';
import { companyNamer } from '../../lib/company-names';
import { toInvoiceSummary } from './summary';
import { findInvoices } from './repo';

export function invoiceRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/',
      {
        schema: {
          tags: ['invoices'],
          summary: 'Invoices the user may see, newest first, paged and filtered',
          querystring: invoiceListQuerySchema,
          response: { 200: invoiceListSchema, 400: errorBodySchema, 401: errorBodySchema },
        },
      },
      async (request) => {
        const scope = await loadVendorScope(deps.database.db, actorOf(request));
        const [{ items, total, totalCapped }, nameOf] = await Promise.all([findInvoices(deps.database.db, scope, request.query), companyNamer(deps.erp)]);
        return { items: items.map((r) => toInvoiceSummary(r, nameOf)), total, totalCapped, page: request.query.page, pageSize: request.query.pageSize };
      },
    );
  };
}
