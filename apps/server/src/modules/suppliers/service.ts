import type { SupplierOption } from '@faktura/domain';
import type { AppDeps } from '../../deps';
import { loadVendorScope, type Actor } from '../auth/index';

const LIMIT = 50;

/**
 * Supplier choices for finance and PIC filters: finance searches the ERP's suppliers; a PIC sees
 * only the suppliers mapped to it. Suppliers never list other suppliers (the route refuses them).
 */
export async function findSupplierOptions(
  ctx: Pick<AppDeps, 'database' | 'erp'>,
  actor: Actor,
  q: { instance?: string; orgId?: number; search?: string },
): Promise<SupplierOption[]> {
  const { instance = actor.company?.instance ?? 'AAM', orgId, search } = q;
  const scope = await loadVendorScope(ctx.database.db, { ...actor, company: null });
  const term = search?.trim().toLowerCase() ?? '';
  if (scope.kind === 'all') {
    const found = await ctx.erp.listSuppliers({ instance, orgId, search: term || undefined, limit: LIMIT });
    return found.map((s) => ({ vendorId: s.vendorId, instance: s.instance, name: s.name, vendorNumber: s.vendorNumber }));
  }
  const mapped = scope.entries.filter((e) => e.instance === instance && (!orgId || e.orgId === orgId));
  const unique = [...new Set(mapped.map((e) => e.vendorId))];
  const suppliers = await Promise.all(unique.map((id) => ctx.erp.getSupplier(instance, id)));
  return suppliers.flatMap((s) =>
    s && (!term || s.name.toLowerCase().includes(term)) ? [{ vendorId: s.vendorId, instance: s.instance, name: s.name, vendorNumber: s.vendorNumber }] : [],
  );
}
