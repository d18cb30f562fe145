import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, supplierOptionSchema, supplierQuerySchema, type SupplierOption } from '@faktura/domain';
import { actorOf, requireRole } from '../../plugins/auth';
import type { AppDeps } from '../../deps';
import { loadVendorScope } from '../auth/index';

const LIMIT = 50;

/**
 * Supplier choices for finance and PIC filters: finance searches the ERP's suppliers; a PIC sees
 * only the suppliers mapped to it. Suppliers never list other suppliers.
 */
export function supplierRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/',
      {
        preHandler: requireRole('ORACLE', 'PIC'),
        schema: {
          tags: ['suppliers'],
          summary: 'Suppliers to filter by (finance: all; PIC: mapped)',
          querystring: supplierQuerySchema,
          response: { 200: z.object({ items: z.array(supplierOptionSchema) }), 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema },
        },
      },
      async (request) => {
        const { instance = request.actor?.company?.instance ?? 'AAM', orgId, search } = request.query;
        const scope = await loadVendorScope(deps.database.db, { ...actorOf(request), company: null });
        const term = search?.trim().toLowerCase() ?? '';
        if (scope.kind === 'all') {
          const found = await deps.erp.listSuppliers({ instance, orgId, search: term || undefined, limit: LIMIT });
          return { items: found.map((s) => ({ vendorId: s.vendorId, instance: s.instance, name: s.name, vendorNumber: s.vendorNumber })) };
        }
        const mapped = scope.entries.filter((e) => e.instance === instance && (!orgId || e.orgId === orgId));
        const unique = [...new Set(mapped.map((e) => e.vendorId))];
        const suppliers = await Promise.all(unique.map((id) => deps.erp.getSupplier(instance, id)));
        const items: SupplierOption[] = suppliers.flatMap((s) =>
          s && (!term || s.name.toLowerCase().includes(term))
            ? [{ vendorId: s.vendorId, instance: s.instance, name: s.name, vendorNumber: s.vendorNumber }]
            : [],
        );
        return { items };
      },
    );
  };
}
