import { date, index, integer, numeric, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { invoices } from './portal';

/**
 * Reimbursement lines of a non-PO or proxy invoice: the tax
 * invoices of the costs a REIMBURSTMENT line passes on, one row each.
 */
export const invoiceReimbursements = pgTable(
  'invoice_reimbursements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    lineNum: integer('line_num').notNull(),
    /** The ERP supplier the cost was paid to, when it is one (vendor autocomplete); the name as typed otherwise. */
    vendorId: integer('vendor_id'),
    vendorName: varchar('vendor_name', { length: 240 }).notNull().default(''),
    taxNo: varchar('tax_no', { length: 30 }).notNull(),
    taxDate: date('tax_date', { mode: 'string' }).notNull(),
    taxValue: numeric('tax_value', { precision: 18, scale: 2 }).notNull(),
    coaId: integer('coa_id'),
    groupCode: varchar('group_code', { length: 30 }).notNull().default('GENERAL'),
  },
  (t) => [index('invoice_reimbursements_invoice_idx').on(t.invoiceId)],
);

/**
 * Reference ERP: a supplier's SK (surat keputusan: the contract or decree a FORWARDER invoice
 * bills under), with its validity, for Find SK (get-list-sk). Only src/erp/reference/ reads it.
 */
export const erpSkReferences = pgTable(
  'erp_sk_references',
  {
    instance: varchar('instance', { length: 20 }).notNull(),
    orgId: integer('org_id').notNull(),
    vendorId: integer('vendor_id').notNull(),
    referenceNumber: varchar('reference_number', { length: 60 }).notNull(),
    description: varchar('description', { length: 240 }).notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.instance, t.orgId, t.vendorId, t.referenceNumber] })],
);
