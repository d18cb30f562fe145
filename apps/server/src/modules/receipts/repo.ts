import { and, eq, isNotNull, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { invoiceLines, invoices } from '../../db/schema/index';
import type { VendorScopeEntry } from '../auth/index';

/**
 * Receipt lines on the supplier's live portal invoices (not yet posted to the ERP). The portal
 * bills a receipt line's whole open quantity, so such a line has nothing left to invoice; once
 * POSTED, the ERP's own billed quantity accounts for it.
 */
export async function findBilledReceiptIds(db: DbOrTx, entry: VendorScopeEntry): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: invoiceLines.rcvTransactionId })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .where(
      and(
        eq(invoices.instance, entry.instance),
        eq(invoices.orgId, entry.orgId),
        eq(invoices.vendorId, entry.vendorId),
        ne(invoices.status, 'POSTED'),
        isNotNull(invoiceLines.rcvTransactionId),
      ),
    );
  return rows.map((r) => r.id!);
}
