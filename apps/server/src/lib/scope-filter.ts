import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { VendorScope } from '../modules/auth/index';

type ScopedColumns = { instance: PgColumn; orgId: PgColumn; vendorId: PgColumn };

/**
 * SQL condition limiting rows to what an actor may see (DESIGN §6). Used by every query over
 * supplier-owned rows, so ownership is enforced in one place. undefined means no restriction.
 */
export function scopeCondition(scope: VendorScope, cols: ScopedColumns): SQL | undefined {
  if (scope.kind === 'all') {
    return scope.company ? and(eq(cols.instance, scope.company.instance), eq(cols.orgId, scope.company.orgId)) : undefined;
  }
  if (scope.entries.length === 0) return sql`false`;
  return or(...scope.entries.map((e) => and(eq(cols.vendorId, e.vendorId), eq(cols.instance, e.instance), eq(cols.orgId, e.orgId))));
}
