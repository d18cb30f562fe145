import { and, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { invoiceLines, invoices } from '../../db/schema/index';

/**
 * Quantities the portal has put on invoices the ERP has not imported yet, per receipt
 * transaction. Once POSTED, the ERP's own billed quantity counts them instead.
 */
export async function portalBilledQuantities(db: DbOrTx, instance: string, rcvTransactionIds: number[]): Promise<Map<number, string>> {
  if (rcvTransactionIds.length === 0) return new Map();
  const rows = await db
    .select({ rcvTransactionId: invoiceLines.rcvTransactionId, quantity: sql<string>`sum(${invoiceLines.quantity})::text` })
    .from(invoiceLines)
    .innerJoin(invoices, sql`${invoices.id} = ${invoiceLines.invoiceId}`)
    .where(and(inArray(invoiceLines.rcvTransactionId, rcvTransactionIds), sql`${invoices.instance} = ${instance}`, ne(invoices.status, 'POSTED')))
    .groupBy(invoiceLines.rcvTransactionId);
  return new Map(rows.map((r) => [r.rcvTransactionId!, r.quantity]));
}
