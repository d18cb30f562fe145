import { and, asc, eq, inArray, isNotNull, ne, notInArray, sql } from 'drizzle-orm';
import { INVOICE_STATUSES, STATUSES_HOLDING_RECEIPTS } from '@faktura/domain';
import type { DbOrTx } from '../../db/client';
import { invoiceLines, invoices, matchTolerances, users } from '../../db/schema/index';

export type ToleranceRow = typeof matchTolerances.$inferSelect;

/** Every company's row (companies never set have none), with who changed it last. */
export async function findAllTolerances(db: DbOrTx) {
  return db
    .select({ tolerance: matchTolerances, updatedByName: users.username })
    .from(matchTolerances)
    .leftJoin(users, eq(users.id, matchTolerances.updatedBy))
    .orderBy(asc(matchTolerances.instance), asc(matchTolerances.orgId));
}

/** One company's row; `lock` holds it until the transaction ends. */
export async function findTolerance(db: DbOrTx, instance: string, orgId: number, lock = false): Promise<ToleranceRow | undefined> {
  const query = db
    .select()
    .from(matchTolerances)
    .where(and(eq(matchTolerances.instance, instance), eq(matchTolerances.orgId, orgId)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function upsertTolerance(
  db: DbOrTx,
  values: Pick<ToleranceRow, 'instance' | 'orgId' | 'pricePct' | 'quantityPct' | 'qtyReceivedPct' | 'updatedBy'>,
): Promise<ToleranceRow> {
  const [row] = await db
    .insert(matchTolerances)
    .values(values)
    .onConflictDoUpdate({
      target: [matchTolerances.instance, matchTolerances.orgId],
      set: {
        pricePct: values.pricePct,
        quantityPct: values.quantityPct,
        qtyReceivedPct: values.qtyReceivedPct,
        updatedBy: values.updatedBy,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  return row!;
}

export async function usernameOf(db: DbOrTx, userId: number | null): Promise<string | null> {
  if (!userId) return null;
  const [row] = await db.select({ username: users.username }).from(users).where(eq(users.id, userId));
  return row?.username ?? null;
}

/** Invoices that still hold their receipt lines: what the portal bills that the ERP does not know yet. */
const RELEASED_STATUSES = INVOICE_STATUSES.filter((s) => !STATUSES_HOLDING_RECEIPTS.includes(s));

/**
 * Quantity of each PO line on the portal's live invoices (not yet billed by the ERP), leaving
 * out one invoice (the one being checked, whose lines are "this quantity").
 */
export async function findPortalBilled(db: DbOrTx, instance: string, poLineIds: number[], exceptInvoiceId?: number): Promise<Map<number, string>> {
  if (poLineIds.length === 0) return new Map();
  const rows = await db
    .select({ poLineId: invoiceLines.poLineId, quantity: sql<string>`coalesce(sum(${invoiceLines.quantity}), 0)::text` })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .where(
      and(
        eq(invoices.instance, instance),
        notInArray(invoices.status, RELEASED_STATUSES),
        inArray(invoiceLines.poLineId, poLineIds),
        isNotNull(invoiceLines.rcvTransactionId),
        exceptInvoiceId ? ne(invoices.id, exceptInvoiceId) : undefined,
      ),
    )
    .groupBy(invoiceLines.poLineId);
  return new Map(rows.map((r) => [Number(r.poLineId), r.quantity]));
}

/** An invoice's header and PO lines as the checks need them. */
export async function findInvoiceForCheck(db: DbOrTx, id: number) {
  const [invoice] = await db
    .select({
      id: invoices.id,
      instance: invoices.instance,
      orgId: invoices.orgId,
      vendorId: invoices.vendorId,
      invoiceType: invoices.invoiceType,
      status: invoices.status,
      currencyCode: invoices.currencyCode,
    })
    .from(invoices)
    .where(eq(invoices.id, id));
  if (!invoice) return undefined;
  const lines = await db
    .select({
      lineNum: invoiceLines.lineNum,
      rcvTransactionId: invoiceLines.rcvTransactionId,
      poLineId: invoiceLines.poLineId,
      poNumber: invoiceLines.poNumber,
      poLineNum: invoiceLines.poLineNum,
      quantity: invoiceLines.quantity,
      unitPrice: invoiceLines.unitPrice,
    })
    .from(invoiceLines)
    .where(and(eq(invoiceLines.invoiceId, id), isNotNull(invoiceLines.rcvTransactionId)))
    .orderBy(asc(invoiceLines.lineNum), asc(invoiceLines.id));
  return { invoice, lines };
}
