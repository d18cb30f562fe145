import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { batches, invoices } from '../../db/schema/index';
import { scopeCondition } from '../../lib/scope-filter';
import type { VendorScope } from '../auth/index';
import type { InvoiceChanges } from '../invoices/index';

/** An invoice by its number (unique per supplier in an instance) in the actor's scope, with its batch number. */
export async function findInvoiceByNumber(db: DbOrTx, scope: VendorScope, q: { instance: string; orgId: number; vendorId: number; invoiceNo: string }) {
  const [row] = await db
    .select({ id: invoices.id, batchNo: batches.batchNo })
    .from(invoices)
    .leftJoin(batches, eq(batches.id, invoices.batchId))
    .where(
      and(
        scopeCondition(scope, invoices),
        eq(invoices.instance, q.instance),
        eq(invoices.orgId, q.orgId),
        eq(invoices.vendorId, q.vendorId),
        sql`upper(${invoices.invoiceNo}) = upper(${q.invoiceNo})`,
      ),
    )
    .limit(1);
  return row;
}

export type FinanceFields = Partial<
  Pick<
    InvoiceChanges,
    'bankAccountId' | 'paymentMethod' | 'termId' | 'glDate' | 'ccid' | 'payGroup' | 'pphCode' | 'taxRate' | 'serviceAmount' | 'pphAmount' | 'totalAmount'
  >
>;

/** Writes finance's fields if the invoice is still at the revision the user read (false: someone changed it). */
export async function updateFinanceFields(db: DbOrTx, id: number, revision: number, values: FinanceFields): Promise<boolean> {
  const rows = await db
    .update(invoices)
    .set({ ...values, revision: revision + 1, updatedAt: new Date() })
    .where(and(eq(invoices.id, id), eq(invoices.revision, revision)))
    .returning({ id: invoices.id });
  return rows.length === 1;
}
