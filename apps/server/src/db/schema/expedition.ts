import { date, index, integer, numeric, pgTable, primaryKey, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './portal';

/**
 * Freight (expedition) billing, portal side: what suppliers and finance make of the ERP's AWB
 * lines (erp_awb_lines). A line has a row here once it is billed (REFERENCE modal or upload);
 * submitting its invoice number moves it to SUBMITTED, after which it no longer changes.
 */
const money = (name: string) => numeric(name, { precision: 18, scale: 2 });
const day = (name: string) => date(name, { mode: 'string' });

export const expeditionSubmissions = pgTable(
  'expedition_submissions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    instance: varchar('instance', { length: 20 }).notNull(),
    orgId: integer('org_id').notNull(),
    vendorId: integer('vendor_id').notNull(),
    invoiceNo: varchar('invoice_no', { length: 50 }).notNull(),
    invoiceDate: day('invoice_date').notNull(),
    taxNo: varchar('tax_no', { length: 30 }).notNull(),
    taxDate: day('tax_date').notNull(),
    totalInvoice: money('total_invoice').notNull(),
    totalQuantity: numeric('total_quantity', { precision: 18, scale: 3 }).notNull(),
    lineCount: integer('line_count').notNull(),
    submittedBy: integer('submitted_by')
      .notNull()
      .references(() => users.id),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One freight invoice number per supplier: submitting it twice is refused by the database too.
  (t) => [uniqueIndex('expedition_submissions_invoice_uq').on(t.instance, t.vendorId, t.invoiceNo)],
);

export const expeditionLines = pgTable(
  'expedition_lines',
  {
    instance: varchar('instance', { length: 20 }).notNull(),
    awbLineId: integer('awb_line_id').notNull(),
    orgId: integer('org_id').notNull(),
    vendorId: integer('vendor_id').notNull(),
    reference: varchar('reference', { length: 40 }).notNull(),
    revisedQuantity: numeric('revised_quantity', { precision: 18, scale: 3 }).notNull(),
    unitPrice: money('unit_price').notNull(),
    freightCharge: money('freight_charge').notNull(),
    packing: money('packing').notNull(),
    inap: money('inap').notNull(),
    bongkarMuat: money('bongkar_muat').notNull(),
    surcharge: money('surcharge').notNull(),
    thr: money('thr').notNull(),
    insentif: money('insentif').notNull(),
    lain: money('lain').notNull(),
    totalCharge: money('total_charge').notNull(),
    invoiceNo: varchar('invoice_no', { length: 50 }).notNull(),
    invoiceDate: day('invoice_date').notNull(),
    taxNo: varchar('tax_no', { length: 30 }).notNull(),
    taxDate: day('tax_date').notNull(),
    status: varchar('status', { length: 12 }).notNull().default('SAVED'),
    submissionId: integer('submission_id').references(() => expeditionSubmissions.id),
    /** Bumped on every change; the modal sends the one it read (a stale one is a 409). */
    revision: integer('revision').notNull().default(1),
    updatedBy: integer('updated_by')
      .notNull()
      .references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.instance, t.awbLineId] }),
    index('expedition_lines_vendor_invoice_idx').on(t.instance, t.vendorId, t.invoiceNo),
    index('expedition_lines_submission_idx').on(t.submissionId),
  ],
);

/** Each accepted upload: who sent which file for which supplier, and how many lines it changed. */
export const expeditionUploads = pgTable('expedition_uploads', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  instance: varchar('instance', { length: 20 }).notNull(),
  orgId: integer('org_id').notNull(),
  vendorId: integer('vendor_id').notNull(),
  fileName: varchar('file_name', { length: 255 }).notNull(),
  lineCount: integer('line_count').notNull(),
  uploadedBy: integer('uploaded_by')
    .notNull()
    .references(() => users.id),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
});
