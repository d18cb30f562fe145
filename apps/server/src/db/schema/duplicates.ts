import { index, integer, pgTable, primaryKey, timestamp, varchar, check } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { invoices } from './portal';

/**
 * Likely-duplicate pairs found when an invoice is saved (three of four: normalised number,
 * supplier, date within 30 days, amount within 1 %; docs/decisions/025-duplicate-detection.md):
 * finance's review queue reads them newest first as an index range instead of comparing
 * invoices at read time. Lower id first; a pair finance cleared (duplicate_clearances) is
 * deleted here and never written again. `criteria` lists what matched (NUMBER,SUPPLIER,…).
 */
export const duplicateSuspects = pgTable(
  'duplicate_suspects',
  {
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    otherInvoiceId: integer('other_invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    criteria: varchar('criteria', { length: 40 }).notNull(),
    foundAt: timestamp('found_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.invoiceId, t.otherInvoiceId] }),
    check('duplicate_suspects_order_ck', sql`${t.invoiceId} < ${t.otherInvoiceId}`),
    // The queue, newest (higher id) first, and every pair of an invoice saved again.
    index('duplicate_suspects_newer_idx').on(t.otherInvoiceId, t.invoiceId),
  ],
);
