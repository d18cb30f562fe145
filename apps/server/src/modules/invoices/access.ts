import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { invoices } from '../../db/schema/index';
import { notFound } from '../../lib/errors';
import { scopeCondition } from '../../lib/scope-filter';
import type { VendorScope } from '../auth/index';

export type InvoiceRow = typeof invoices.$inferSelect;

export const INVOICE_NOT_FOUND = 'Invoice not found';

/**
 * Loads an invoice only if the actor's scope covers it. Another supplier's invoice answers
 * exactly like a missing one, so ids can't be probed.
 */
export async function getInvoiceInScope(db: DbOrTx, scope: VendorScope, id: number, options: { forUpdate?: boolean } = {}): Promise<InvoiceRow> {
  const query = db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, id), scopeCondition(scope, invoices)))
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound(INVOICE_NOT_FOUND);
  return row;
}
