import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { invoiceLines, invoices, withholdingSlips } from '../../db/schema/index';

/** The portal's side of these invoices: faktur number, PPh code and amount, the lines' rates, and the slip finance recorded. */
export async function findWithholding(db: DbOrTx, invoiceIds: number[]) {
  if (!invoiceIds.length) return { heads: [], rates: [], slips: [] };
  const [heads, rates, slips] = await Promise.all([
    db
      .select({ id: invoices.id, taxNo: invoices.taxNo, pphCode: invoices.pphCode, pphAmount: invoices.pphAmount })
      .from(invoices)
      .where(inArray(invoices.id, invoiceIds)),
    db.select({ invoiceId: invoiceLines.invoiceId, whtRate: invoiceLines.whtRate }).from(invoiceLines).where(inArray(invoiceLines.invoiceId, invoiceIds)),
    db.select().from(withholdingSlips).where(inArray(withholdingSlips.invoiceId, invoiceIds)),
  ]);
  return { heads, rates, slips };
}

export async function findInvoicePph(db: DbOrTx, invoiceId: number) {
  const [row] = await db.select({ id: invoices.id, pphAmount: invoices.pphAmount }).from(invoices).where(eq(invoices.id, invoiceId));
  return row ?? null;
}

/** Records (or replaces) the slip; answers the one it replaced, for the audit. */
export async function upsertSlip(db: DbOrTx, slip: { invoiceId: number; slipNo: string; slipDate: string | null; recordedBy: number }) {
  const [before] = await db.select().from(withholdingSlips).where(eq(withholdingSlips.invoiceId, slip.invoiceId));
  await db
    .insert(withholdingSlips)
    .values(slip)
    .onConflictDoUpdate({
      target: withholdingSlips.invoiceId,
      set: { slipNo: slip.slipNo, slipDate: slip.slipDate, recordedBy: slip.recordedBy, recordedAt: new Date() },
    });
  return before ?? null;
}
