import { sql } from 'drizzle-orm';
import { date, index, integer, numeric, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './portal';

const money = (name: string) => numeric(name, { precision: 18, scale: 2 });

/**
 * The portal's debit notes (EDN_ID, `/invoice/nota-debit`): made by finance from one ERP debit note,
 * whose header and lines are copied here as they were when it was made, with the supplier's tax
 * invoice (ex-tax) number and date. Their debit and retur files are attachments rows naming the
 * debit note (attachments.debit_note_id).
 */
export const debitNotes = pgTable(
  'debit_notes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    instance: varchar('instance', { length: 20 }).notNull(),
    orgId: integer('org_id').notNull(),
    vendorId: integer('vendor_id').notNull(),
    vendorName: varchar('vendor_name', { length: 240 }).notNull(),
    erpDebitNoteId: integer('erp_debit_note_id').notNull(),
    dnNo: varchar('dn_no', { length: 60 }).notNull(),
    dnDate: date('dn_date', { mode: 'string' }).notNull(),
    extaxNo: varchar('extax_no', { length: 30 }),
    extaxDate: date('extax_date', { mode: 'string' }),
    description: text('description').notNull().default(''),
    currencyCode: varchar('currency_code', { length: 3 }).notNull().default('IDR'),
    amount: money('amount').notNull(),
    taxAmount: money('tax_amount').notNull().default('0'),
    totalAmount: money('total_amount').notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One portal debit note per ERP debit note.
    uniqueIndex('debit_notes_erp_uq').on(t.instance, t.erpDebitNoteId),
    index('debit_notes_vendor_date_idx').on(t.vendorId, t.instance, t.orgId, t.dnDate, t.id),
    index('debit_notes_date_idx').on(t.dnDate, t.id),
    index('debit_notes_dn_no_idx').on(t.instance, sql`upper(${t.dnNo})`),
  ],
);

export const debitNoteLines = pgTable(
  'debit_note_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    debitNoteId: integer('debit_note_id')
      .notNull()
      .references(() => debitNotes.id, { onDelete: 'cascade' }),
    lineNumber: integer('line_number').notNull(),
    poHeaderId: integer('po_header_id').notNull(),
    poLineId: integer('po_line_id').notNull(),
    poNumber: varchar('po_number', { length: 30 }).notNull(),
    itemDescription: text('item_description').notNull(),
    uom: varchar('uom', { length: 25 }).notNull(),
    unitPrice: numeric('unit_price', { precision: 18, scale: 4 }).notNull(),
    quantity: numeric('quantity', { precision: 18, scale: 3 }).notNull(),
    amount: money('amount').notNull(),
  },
  (t) => [index('debit_note_lines_note_idx').on(t.debitNoteId)],
);
