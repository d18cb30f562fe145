import { sql } from 'drizzle-orm';
import { check, date, integer, numeric, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { attachments, invoices, users } from './portal';

/**
 * An invoice that arrived as a structured file (a UBL 2.1 invoice, or a Factur-X / ZUGFeRD PDF
 * with its XML inside): what the sender called it, so the Invoice Responses the portal answers
 * with (docs/e-invoicing.md) refer to the sender's own document, and the file it came in.
 */
export const invoiceIntakes = pgTable(
  'invoice_intakes',
  {
    invoiceId: integer('invoice_id')
      .primaryKey()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    /** UBL or FACTURX. */
    format: varchar('format', { length: 10 }).notNull(),
    /** The received document's own number (BT-1) and issue date (BT-2). */
    documentId: varchar('document_id', { length: 200 }).notNull(),
    issueDate: date('issue_date', { mode: 'string' }),
    /** The sender's electronic address (BT-34) and its scheme, the Invoice Response's receiver. */
    senderEndpointId: varchar('sender_endpoint_id', { length: 200 }),
    senderEndpointScheme: varchar('sender_endpoint_scheme', { length: 10 }),
    /** The file as received, kept as one of the invoice's attachments. */
    attachmentId: integer('attachment_id').references(() => attachments.id, { onDelete: 'set null' }),
    receivedBy: integer('received_by').references(() => users.id),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('invoice_intakes_format_ck', sql`${t.format} in ('UBL', 'FACTURX')`)],
);

/**
 * A company's match tolerances, after Oracle's AP_TOLERANCE_TEMPLATES: how many percent a PO
 * invoice line's price may exceed the PO price, its quantity the ordered quantity, and its
 * quantity the received quantity. A null percentage means that check is not made.
 */
export const matchTolerances = pgTable(
  'match_tolerances',
  {
    instance: varchar('instance', { length: 20 }).notNull(),
    orgId: integer('org_id').notNull(),
    pricePct: numeric('price_pct', { precision: 7, scale: 3 }),
    quantityPct: numeric('quantity_pct', { precision: 7, scale: 3 }),
    qtyReceivedPct: numeric('qty_received_pct', { precision: 7, scale: 3 }),
    updatedBy: integer('updated_by').references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.instance, t.orgId] }),
    check(
      'match_tolerances_range_ck',
      sql`${t.pricePct} between 0 and 1000 and ${t.quantityPct} between 0 and 1000 and ${t.qtyReceivedPct} between 0 and 1000`,
    ),
  ],
);
