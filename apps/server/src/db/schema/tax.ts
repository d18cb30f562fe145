import { sql } from 'drizzle-orm';
import { char, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { attachments, invoices, users } from './portal';

/**
 * A supplier's or a company's tax registration as Coretax writes it (docs/indonesian-tax.md):
 * NPWP as 16 digits (an entity's legacy 15-digit NPWP is stored converted, with its leading 0)
 * and NITKU as 22 digits (the NPWP and a 6-digit place of business, 000000 for the head office).
 * Kept by finance in the portal; a party with no row falls back to what the ERP knows.
 */
export const taxRegistrations = pgTable(
  'tax_registrations',
  {
    instance: varchar('instance', { length: 20 }).notNull(),
    /** SUPPLIER (party_id = the ERP vendor id) or COMPANY (party_id = the ERP org id). */
    partyKind: varchar('party_kind', { length: 10 }).notNull(),
    partyId: integer('party_id').notNull(),
    npwp: char('npwp', { length: 16 }),
    nitku: char('nitku', { length: 22 }),
    updatedBy: integer('updated_by').references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.instance, t.partyKind, t.partyId] }),
    check('tax_registrations_kind_ck', sql`${t.partyKind} in ('SUPPLIER', 'COMPANY')`),
    check('tax_registrations_npwp_ck', sql`${t.npwp} ~ '^[0-9]{16}$'`),
    check('tax_registrations_nitku_ck', sql`${t.nitku} ~ '^[0-9]{22}$'`),
  ],
);

/**
 * What the server read from an attached tax invoice PDF (its QR code and its text) and how it
 * compares with the invoice as typed: one row per checked file. verdict: MATCH, MISMATCH or
 * NOT_CHECKED (no QR and no readable text); findings holds each compared field.
 */
export const fakturChecks = pgTable(
  'faktur_checks',
  {
    attachmentId: integer('attachment_id')
      .primaryKey()
      .references(() => attachments.id, { onDelete: 'cascade' }),
    invoiceId: integer('invoice_id').references(() => invoices.id, { onDelete: 'cascade' }),
    verdict: varchar('verdict', { length: 12 }).notNull(),
    findings: jsonb('findings')
      .notNull()
      .default(sql`'{}'::jsonb`),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('faktur_checks_invoice_idx').on(t.invoiceId)],
);

/**
 * Finance's "not a duplicate" on a likely-duplicate pair (audited as well): the pair stops
 * being warned about and leaves the finance duplicates queue. Stored with the lower id first.
 */
export const duplicateClearances = pgTable(
  'duplicate_clearances',
  {
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    otherInvoiceId: integer('other_invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    note: text('note'),
    clearedBy: integer('cleared_by').references(() => users.id),
    clearedAt: timestamp('cleared_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.invoiceId, t.otherInvoiceId] }), check('duplicate_clearances_order_ck', sql`${t.invoiceId} < ${t.otherInvoiceId}`)],
);
