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
  return scope.entries.map((e) => and(eq(cols.vendorId, e.vendorId), eq(cols.instance, e.instance), eq(cols.orgId, e.orgId)));
}

/**
 * SQL condition limiting rows to what an actor may see (docs/architecture.md, "Ownership"): the arms joined. Used by
 * every query over supplier-owned rows, so ownership is enforced in one place. undefined means
 * no restriction.
 */
export function scopeCondition(scope: VendorScope, cols: ScopedColumns): SQL | undefined {
  const arms = scopeArms(scope, cols);
  if (arms.length === 0) return sql`false`;
  return arms.length === 1 ? arms[0] : or(...arms);
}
