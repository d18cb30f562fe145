import { date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/**
 * The reference ERP's Payables Open Interface (Oracle EBS AP_INVOICES_INTERFACE,
 * AP_INVOICE_LINES_INTERFACE, AP_INTERFACE_REJECTIONS) and its accounting periods
 * (GL_PERIOD_STATUSES for AP). Only src/erp/reference/ reads or writes them.
 */

const instance = () => varchar('instance', { length: 20 }).notNull();
const day = (name: string) => date(name, { mode: 'string' });

/** AP periods per operating unit: status O (open) or C (closed). */
export const erpGlPeriods = pgTable(
  'erp_gl_periods',
  {
    instance: instance(),
    orgId: integer('org_id').notNull(),
    periodName: varchar('period_name', { length: 15 }).notNull(),
    startDate: day('start_date').notNull(),
    endDate: day('end_date').notNull(),
    status: varchar('status', { length: 1 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.instance, t.orgId, t.periodName] }), index('erp_gl_periods_dates_idx').on(t.instance, t.orgId, t.startDate)],
);

/** One row per submission the portal delivered; STATUS PROCESSED (invoice created) or REJECTED. */
export const erpApInvoicesInterface = pgTable(
  'erp_ap_invoices_interface',
  {
    instance: instance(),
    invoiceId: integer('invoice_id').notNull().generatedByDefaultAsIdentity({ startWith: 70_000_000 }),
    /** The portal's idempotency key (kept where EBS sites keep it: a REFERENCE_KEY column). */
    referenceKey1: varchar('reference_key1', { length: 64 }).notNull(),
    source: varchar('source', { length: 30 }).notNull(),
    groupId: varchar('group_id', { length: 80 }),
    orgId: integer('org_id').notNull(),
    invoiceNum: varchar('invoice_num', { length: 60 }).notNull(),
    invoiceTypeLookupCode: varchar('invoice_type_lookup_code', { length: 25 }).notNull(),
    invoiceDate: varchar('invoice_date', { length: 30 }).notNull(),
    invoiceAmount: varchar('invoice_amount', { length: 40 }).notNull(),
    invoiceCurrencyCode: varchar('invoice_currency_code', { length: 15 }).notNull(),
    vendorId: integer('vendor_id').notNull(),
    vendorSiteId: integer('vendor_site_id'),
    glDate: varchar('gl_date', { length: 30 }),
    termsId: integer('terms_id'),
    payGroupLookupCode: varchar('pay_group_lookup_code', { length: 30 }),
    paymentMethodCode: varchar('payment_method_code', { length: 30 }),
    description: text('description').notNull().default(''),
    portalInvoiceId: integer('portal_invoice_id').notNull(),
    status: varchar('status', { length: 25 }),
    /** The AP invoice the import created (erp_ap_invoices.invoice_id). */
    createdInvoiceId: integer('created_invoice_id'),
    creationDate: timestamp('creation_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.instance, t.invoiceId] }), uniqueIndex('erp_ap_invoices_interface_key_uq').on(t.instance, t.referenceKey1)],
);

/** Invoice lines as delivered: ITEM lines, then one TAX line when the invoice carries tax. */
export const erpApInvoiceLinesInterface = pgTable(
  'erp_ap_invoice_lines_interface',
  {
    instance: instance(),
    invoiceId: integer('invoice_id').notNull(),
    lineNumber: integer('line_number').notNull(),
    lineTypeLookupCode: varchar('line_type_lookup_code', { length: 25 }).notNull(),
    amount: varchar('amount', { length: 40 }).notNull(),
    description: text('description').notNull().default(''),
    rcvTransactionId: integer('rcv_transaction_id'),
    quantityInvoiced: varchar('quantity_invoiced', { length: 40 }),
    distCodeCombinationId: integer('dist_code_combination_id'),
    taxClassificationCode: varchar('tax_classification_code', { length: 30 }),
  },
  (t) => [primaryKey({ columns: [t.instance, t.invoiceId, t.lineNumber] })],
);

/** Why the import rejected an interface row: the reject code and a message, per header or line. */
export const erpApInterfaceRejections = pgTable(
  'erp_ap_interface_rejections',
  {
    instance: instance(),
    rejectionId: integer('rejection_id').notNull().generatedByDefaultAsIdentity(),
    parentTable: varchar('parent_table', { length: 30 }).notNull(),
    /** The interface invoice id (header rejections) – lines are named by line_number. */
    invoiceId: integer('invoice_id').notNull(),
    lineNumber: integer('line_number'),
    rejectLookupCode: varchar('reject_lookup_code', { length: 30 }).notNull(),
    message: text('message').notNull(),
  },
  (t) => [primaryKey({ columns: [t.instance, t.rejectionId] }), index('erp_ap_interface_rejections_inv_idx').on(t.instance, t.invoiceId)],
);
