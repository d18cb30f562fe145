import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { VendorScope } from './actor';

type ScopedColumns = { instance: PgColumn; orgId: PgColumn; vendorId: PgColumn };

/**
 * The scope as separate arms: one per (supplier, company) a user is mapped to, or one for
 * finance (undefined: no restriction, whatever company its session chose: a finance list's
 * company is its filter's, and a filter offering every company must reach every company). A list can run each arm on its own index range and merge
 * them, so "newest first" never sorts a whole table; no arms at all means nothing is visible.
 */
export function scopeArms(scope: VendorScope, cols: ScopedColumns): Array<SQL | undefined> {
  if (scope.kind === 'all') return [undefined];
  return scope.entries.map((e) => armOf(cols, e.vendorId, e.instance, e.orgId));
}

/** One (supplier, company) arm, its values given or placeholders. */
const armOf = (cols: ScopedColumns, vendorId: unknown, instance: unknown, orgId: unknown) =>
  and(eq(cols.vendorId, vendorId), eq(cols.instance, instance), eq(cols.orgId, orgId));

/** The arms joined: none sees nothing. */
function joined(arms: Array<SQL | undefined>): SQL | undefined {
  if (arms.length === 0) return sql`false`;
  return arms.length === 1 ? arms[0] : or(...arms);
}

/**
 * SQL condition limiting rows to what an actor may see (docs/architecture.md, "Ownership"): the arms joined. Used by
 * every query over supplier-owned rows, so ownership is enforced in one place. undefined means
 * no restriction.
 */
export function scopeCondition(scope: VendorScope, cols: ScopedColumns): SQL | undefined {
  return joined(scopeArms(scope, cols));
}

/** A scope's shape: requests whose scopes share it run the same statement text (with scopeValues). */
export const scopeShape = (scope: VendorScope): string => (scope.kind === 'all' ? 'all' : `arms${scope.entries.length}`);

/** scopeArms for every scope of a shape, their values as placeholders that scopeValues fills. */
export function scopeArmsOfShape(shape: string, cols: ScopedColumns): Array<SQL | undefined> {
  if (shape === 'all') return [undefined];
  return Array.from({ length: Number(shape.slice('arms'.length)) }, (_, i) =>
    armOf(cols, sql.placeholder(`scope_vendor_${i}`), sql.placeholder(`scope_instance_${i}`), sql.placeholder(`scope_org_${i}`)),
  );
}

/** scopeCondition for every scope of a shape, its values as placeholders that scopeValues fills. */
export function scopeConditionOfShape(shape: string, cols: ScopedColumns): SQL | undefined {
  return joined(scopeArmsOfShape(shape, cols));
}

/** The values of scopeConditionOfShape's placeholders for one scope. */
export function scopeValues(scope: VendorScope): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  if (scope.kind === 'all') return values;
  scope.entries.forEach((e, i) => {
    values[`scope_vendor_${i}`] = e.vendorId;
    values[`scope_instance_${i}`] = e.instance;
    values[`scope_org_${i}`] = e.orgId;
  });
  return values;
}
