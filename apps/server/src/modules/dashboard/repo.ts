import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { batches, invoices } from '../../db/schema/index';
import { scopeCondition } from '../../lib/scope-filter';
import type { VendorScope } from '../auth/actor';
import { invoiceSummaryColumns } from '../invoices/repo';

export async function latestInvoices(db: DbOrTx, scope: VendorScope, limit: number) {
  return db
    .select(invoiceSummaryColumns)
    .from(invoices)
    .leftJoin(batches, eq(batches.id, invoices.batchId))
    .where(scopeCondition(scope, invoices))
    .orderBy(desc(invoices.createdAt), desc(invoices.id))
    .limit(limit);
}
