import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DASHBOARD_TOP, dashboardInvoicesSchema, dashboardReceiptsSchema, errorBodySchema } from '@faktura/domain';
import { actorOf, requireRole } from '../../plugins/auth';
import type { AppDeps } from '../../deps';
import { loadVendorScope } from '../auth/index';
import { findOpenReceipts } from '../receipts/index';
import { findInvoicePage } from '../invoices/index';
import { companyNamer } from '../../lib/company-names';
import { toInvoiceSummary } from '../invoices/index';

export function dashboardRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/invoices',
      {
        schema: {
          tags: ['dashboard'],
          summary: 'The 10 latest invoices the user may see',
          response: { 200: dashboardInvoicesSchema, 401: errorBodySchema },
        },
      },
      async (request) => {
        const scope = await loadVendorScope(deps.database.db, actorOf(request));
        const [rows, nameOf] = await Promise.all([findInvoicePage(deps.database.db, scope, { page: 1, pageSize: DASHBOARD_TOP }), companyNamer(deps.erp)]);
        return { items: rows.map((r) => toInvoiceSummary(r, nameOf)) };
      },
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
      async (request) => {
        const scope = await loadVendorScope(deps.database.db, actorOf(request));
        if (scope.kind === 'all') return { items: [] };
        const nameOf = await companyNamer(deps.erp);
        const perCompany = await Promise.all(
          scope.entries.map(
            async (entry) => (await findOpenReceipts(deps, entry, { limit: DASHBOARD_TOP, offset: 0 }, nameOf(entry.instance, entry.orgId))).items,
          ),
        );
        const items = perCompany
          .flat()
          .sort((a, b) => b.transactionDate.localeCompare(a.transactionDate) || b.rcvTransactionId - a.rcvTransactionId)
          .slice(0, DASHBOARD_TOP);
        return { items };
      },
    );
  };
}
