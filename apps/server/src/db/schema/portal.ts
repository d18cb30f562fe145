import { sql } from 'drizzle-orm';
import { invoiceNumberKey } from './invoice-number-key';
import { boolean, char, date, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const money = (name: string) => numeric(name, { precision: 18, scale: 2 });

/** Portal-owned data. ERP-owned tables live in erp.ts with the erp_ prefix. */

export const roles = pgTable('roles', {
  code: varchar('code', { length: 30 }).primaryKey(),
  description: text('description').notNull(),
});

/** MENU of the spec: the PAGE_NO codes a role opens. */
export const roleMenus = pgTable(
  'role_menus',
  {
    roleCode: varchar('role_code', { length: 30 })
      .notNull()
      .references(() => roles.code),
    pageNo: integer('page_no').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleCode, t.pageNo] })],
);

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    username: varchar('username', { length: 100 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    typeUser: varchar('type_user', { length: 10 }).notNull(),
    roleCode: varchar('role_code', { length: 30 })
      .notNull()
      .references(() => roles.code),
    description: text('description').notNull().default(''),
    userCode: varchar('user_code', { length: 50 }),
    email: varchar('email', { length: 200 }),
    active: char('active', { length: 1 }).notNull().default('Y'),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    /** The supplier a VENDOR user belongs to (ERP vendor id) and its default company. */
    vendorId: integer('vendor_id'),
    defaultOrgId: integer('default_org_id'),
    defaultInstance: varchar('default_instance', { length: 20 }),
    /** The language the user chose for the portal ('en', 'id'); null: never chose (the browser's choice applies). */
    language: varchar('language', { length: 5 }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_username_lower_uq').on(sql`lower(${t.username})`)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** sha256 of the bearer token: a stolen database does not yield live tokens. */
    tokenHash: char('token_hash', { length: 64 }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    orgId: integer('org_id'),
    instance: varchar('instance', { length: 20 }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sessions_token_hash_uq').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/** Failed logins, for rate limiting that survives restarts and works across processes. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    key: varchar('key', { length: 200 }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_failures_key_at_idx').on(t.key, t.at)],
);

/** Which supplier, in which company, a user acts for (MAP_OU of the spec). */
export const userVendorMappings = pgTable(
  'user_vendor_mappings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    vendorId: integer('vendor_id').notNull(),
    orgId: integer('org_id').notNull(),
    instance: varchar('instance', { length: 20 }).notNull(),
    active: char('active', { length: 1 }).notNull().default('Y'),
    email: varchar('email', { length: 200 }),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('user_vendor_mappings_uq').on(t.userId, t.vendorId, t.orgId, t.instance)],
);

/** PIC ↔ supplier (proxy) mapping with a validity window. */
export const picVendorMappings = pgTable(
  'pic_vendor_mappings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    vendorId: integer('vendor_id').notNull(),
    orgId: integer('org_id').notNull(),
    instance: varchar('instance', { length: 20 }).notNull(),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
  },
  (t) => [index('pic_vendor_mappings_user_idx').on(t.userId)],
);

export const categories = pgTable('categories', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  orgId: integer('org_id').notNull(),
  instance: varchar('instance', { length: 20 }).notNull(),
  name: varchar('name', { length: 100 }).notNull(),
  accountId: integer('account_id'),
  createdBy: integer('created_by'),
  createdAt: createdAt(),
});

export const categoryDetails = pgTable('category_details', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  categoryId: integer('category_id')
    .notNull()
    .references(() => categories.id, { onDelete: 'cascade' }),
  name: varchar('name', { length: 100 }).notNull(),
  accountId: integer('account_id'),
});

/** Vendor ↔ category mapping (MAPING_ID), naming the finance user and the recommender. */
export const vendorCategoryMappings = pgTable('vendor_category_mappings', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  categoryId: integer('category_id')
    .notNull()
    .references(() => categories.id),
  orgId: integer('org_id').notNull(),
  instance: varchar('instance', { length: 20 }).notNull(),
  financeUserId: integer('finance_user_id').references(() => users.id),
  recommenderUserId: integer('recommender_user_id').references(() => users.id),
  vendorId: integer('vendor_id').notNull(),
  costCenter: varchar('cost_center', { length: 20 }),
  vendorSiteId: integer('vendor_site_id'),
  createdAt: createdAt(),
});

/** Batch numbers run per company: one counter row per (instance, org). */
export const batchCounters = pgTable(
  'batch_counters',
  {
    instance: varchar('instance', { length: 20 }).notNull(),
    orgId: integer('org_id').notNull(),
    lastNo: integer('last_no').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.instance, t.orgId] })],
);

export const batches = pgTable(
  'batches',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    batchNo: varchar('batch_no', { length: 30 }).notNull(),
    vendorId: integer('vendor_id').notNull(),
    vendorName: varchar('vendor_name', { length: 240 }).notNull().default(''),
    orgId: integer('org_id').notNull(),
    instance: varchar('instance', { length: 20 }).notNull(),
    status: varchar('status', { length: 20 }).notNull().default('DRAFT'),
    amount: money('amount').notNull().default('0'),
    isProxy: char('is_proxy', { length: 1 }).notNull().default('N'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('batches_no_uq').on(t.instance, t.orgId, t.batchNo),
    // Ascending, scanned backwards for "newest first" (see invoices).
    index('batches_vendor_idx').on(t.vendorId, t.instance, t.orgId, t.createdAt, t.id),
    index('batches_created_idx').on(t.createdAt, t.id),
    // Find Invoice matches a batch number whatever its case; the batch list searches inside it.
    index('batches_no_upper_idx').on(sql`upper(${t.batchNo})`),
    index('batches_no_trgm_idx').using('gin', t.batchNo.op('gin_trgm_ops')),
    // The batch list's status filter across companies, newest first.
    index('batches_status_created_idx').on(t.status, t.createdAt, t.id),
  ],
);

export const invoices = pgTable(
  'invoices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    invoiceNo: varchar('invoice_no', { length: 60 }).notNull(),
    invoiceDate: date('invoice_date', { mode: 'string' }),
    glDate: date('gl_date', { mode: 'string' }),
    taxNo: varchar('tax_no', { length: 30 }),
    taxNoDigits: varchar('tax_no_digits', { length: 20 }),
    taxDate: date('tax_date', { mode: 'string' }),
    description: text('description').notNull().default(''),
    status: varchar('status', { length: 20 }).notNull().default('DRAFT'),
    /** '' for PO invoices, 'INVOICE NON PO', 'INVOICE PROXY'. */
    invoiceType: varchar('invoice_type', { length: 20 }).notNull().default(''),
    vendorId: integer('vendor_id').notNull(),
    vendorName: varchar('vendor_name', { length: 240 }).notNull(),
    vendorSiteId: integer('vendor_site_id'),
    orgId: integer('org_id').notNull(),
    instance: varchar('instance', { length: 20 }).notNull(),
    batchId: integer('batch_id').references(() => batches.id),
    currencyCode: varchar('currency_code', { length: 3 }).notNull().default('IDR'),
    invoiceAmount: money('invoice_amount').notNull().default('0'),
    taxAmount: money('tax_amount').notNull().default('0'),
    pphAmount: money('pph_amount').notNull().default('0'),
    serviceAmount: money('service_amount').notNull().default('0'),
    totalAmount: money('total_amount').notNull().default('0'),
    pphCode: varchar('pph_code', { length: 30 }),
    taxRate: numeric('tax_rate', { precision: 7, scale: 4 }),
    bankAccountId: integer('bank_account_id'),
    paymentMethod: varchar('payment_method', { length: 30 }),
    termId: integer('term_id'),
    payGroup: varchar('pay_group', { length: 30 }),
    ccid: integer('ccid'),
    costCenter: varchar('cost_center', { length: 20 }),
    categoryId: integer('category_id'),
    mappingId: integer('mapping_id'),
    referenceNumber: varchar('reference_number', { length: 60 }),
    /** The e-Meterai serial (22 characters) stamped on an invoice above the stamp-duty threshold. */
    eMeteraiSerial: varchar('e_meterai_serial', { length: 22 }),
    /** The invoice includes a service charge (PIC/finance review): its charge of account is then required. */
    serviceCharge: boolean('service_charge').notNull().default(false),
    verification: varchar('verification', { length: 20 }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    reason: text('reason'),
    revision: integer('revision').notNull().default(1),
    /**
     * MATCH when the amount is the sum of the lines and every priced line is its quantity × unit
     * price (rounded half-up); otherwise UNMATCH. Kept by database triggers on invoices and
     * invoice_lines (migration 0001), so no writer can let it drift from the lines and the v2
     * find filters on a column instead of recomputing it for every invoice.
     */
    matchType: varchar('match_type', { length: 7 }).notNull().default('MATCH'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Ascending on purpose: "ORDER BY created_at DESC, id DESC" means NULLS FIRST, which is an
    // ascending index scanned backwards; a DESC (NULLS LAST) index would not serve it.
    index('invoices_vendor_created_idx').on(t.vendorId, t.instance, t.orgId, t.createdAt, t.id),
    // A supplier across every company (Finance Find with no company chosen): the one above would
    // leave its instance and company between the supplier and the date, so the page needs a sort of all the supplier's invoices.
    index('invoices_vendor_any_org_created_idx').on(t.vendorId, t.createdAt, t.id),
    index('invoices_company_created_idx').on(t.instance, t.orgId, t.createdAt, t.id),
    index('invoices_created_idx').on(t.createdAt, t.id),
    // A status filter, newest first, as an exact index range: over every company, one company, one supplier.
    index('invoices_status_created_idx').on(t.status, t.createdAt, t.id),
    index('invoices_company_status_idx').on(t.instance, t.orgId, t.status, t.createdAt, t.id),
    index('invoices_vendor_status_idx').on(t.vendorId, t.instance, t.orgId, t.status, t.createdAt, t.id),
    index('invoices_batch_idx').on(t.batchId),
    uniqueIndex('invoices_vendor_no_uq').on(t.instance, t.vendorId, sql`upper(${t.invoiceNo})`),
    // "Contains" searches on the invoice number: every 8-character piece of the lower-case number
    // (invoice_no_grams, migration 0010). A text of 8 or more is looked up by its last 8 characters,
    // a shorter one as a prefix of the pieces; ILIKE then decides (docs/decisions/032-invoice-number-search.md).
    index('invoices_invoice_no_grams_idx').using('gin', sql`invoice_no_grams(${t.invoiceNo})`),
    // The number autocomplete lists numbers in order: walked in order when the typed text is common.
    index('invoices_invoice_no_idx').on(t.invoiceNo),
    // The autocomplete's "starts with" (upper(invoice_no) LIKE 'TEXT%'), in that order: a range of
    // this index. Collated "C" so LIKE may use it as a range and its order is the one asked for, whatever the database's collation.
    index('invoices_invoice_no_upper_c_idx').on(sql`(upper(${t.invoiceNo}) COLLATE "C")`),
    // v2 find's UNMATCH filter: the few invoices that do not match, per supplier, newest first (MATCH ones walk the supplier's index).
    index('invoices_unmatched_idx')
      .on(t.vendorId, t.createdAt, t.id)
      .where(sql`${t.matchType} = 'UNMATCH'`),
    // The duplicate tax-number check on save.
    index('invoices_vendor_tax_digits_idx').on(t.instance, t.vendorId, t.taxNoDigits),
    // A tax invoice number on any other supplier's invoice (a faktur is credited once, whoever enters it).
    index('invoices_tax_digits_idx').on(t.taxNoDigits),
    // Invoice reports: one supplier's invoices in an invoice-date range.
    index('invoices_vendor_date_idx').on(t.vendorId, t.instance, t.orgId, t.invoiceDate, t.id),
    // Likely duplicates: a company's invoices by normalised number (decision 025), an index lookup at any size.
    index('invoices_no_key_idx').on(t.instance, t.orgId, invoiceNumberKey(t.invoiceNo)),
  ],
);

export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    lineNum: integer('line_num').notNull(),
    /** PO invoice lines bill one ERP receipt transaction. */
    rcvTransactionId: integer('rcv_transaction_id'),
    poHeaderId: integer('po_header_id'),
    poLineId: integer('po_line_id'),
    poNumber: varchar('po_number', { length: 30 }),
    poLineNum: integer('po_line_num'),
    shipmentHeaderId: integer('shipment_header_id'),
    shipmentLineId: integer('shipment_line_id'),
    receiptNum: varchar('receipt_num', { length: 30 }),
    receiptDate: date('receipt_date', { mode: 'string' }),
    itemCode: varchar('item_code', { length: 40 }),
    uom: varchar('uom', { length: 25 }),
    itemDescription: text('item_description').notNull().default(''),
    quantity: numeric('quantity', { precision: 18, scale: 3 }),
    unitPrice: numeric('unit_price', { precision: 18, scale: 4 }),
    amount: money('amount').notNull(),
    vatCode: varchar('vat_code', { length: 30 }),
    vatRate: numeric('vat_rate', { precision: 7, scale: 4 }),
    taxAmount: money('tax_amount').notNull().default('0'),
    whtCode: varchar('wht_code', { length: 30 }),
    /** Non-PO lines: the WHT code's rate and the tax withheld on the line (decision 007). */
    whtRate: numeric('wht_rate', { precision: 7, scale: 4 }),
    whtAmount: money('wht_amount').notNull().default('0'),
    coaId: integer('coa_id'),
    categoryDetailId: integer('category_detail_id'),
    remarks: text('remarks'),
  },
  (t) => [index('invoice_lines_invoice_idx').on(t.invoiceId), index('invoice_lines_rcv_idx').on(t.rcvTransactionId)],
);

export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: varchar('kind', { length: 20 }).notNull().default('notification'),
    title: varchar('title', { length: 200 }).notNull(),
    body: text('body').notNull().default(''),
    link: varchar('link', { length: 300 }),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.kind, t.createdAt)],
);

/** Who did what, when: every status change and every security-relevant event. */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    actorUserId: integer('actor_user_id').references(() => users.id),
    entity: varchar('entity', { length: 30 }).notNull(),
    entityId: varchar('entity_id', { length: 60 }).notNull(),
    action: varchar('action', { length: 40 }).notNull(),
    fromStatus: varchar('from_status', { length: 20 }),
    toStatus: varchar('to_status', { length: 20 }),
    reason: text('reason'),
    data: jsonb('data'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_events_entity_idx').on(t.entity, t.entityId)],
);

/**
 * Uploaded files. Stored on disk under generated names outside the web root; an upload made
 * before its invoice exists (the create form) has no invoice yet and belongs to its uploader.
 */
export const attachments = pgTable(
  'attachments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    invoiceId: integer('invoice_id').references(() => invoices.id, { onDelete: 'cascade' }),
    uploadedBy: integer('uploaded_by')
      .notNull()
      .references(() => users.id),
    originalName: varchar('original_name', { length: 255 }).notNull(),
    storedName: varchar('stored_name', { length: 80 }).notNull(),
    contentType: varchar('content_type', { length: 100 }).notNull(),
    size: integer('size').notNull(),
    kind: varchar('kind', { length: 20 }).notNull().default('invoice'),
    /** A debit note's file (kind debit or retur): the debit note it belongs to (schema/debit-notes.ts). */
    debitNoteId: integer('debit_note_id'),
    /** SHA-256 of the file's bytes (hex): the same file uploaded again is found by it. */
    contentSha256: char('content_sha256', { length: 64 }),
    createdAt: createdAt(),
  },
  (t) => [
    index('attachments_invoice_idx').on(t.invoiceId),
    index('attachments_content_sha256_idx').on(t.contentSha256),
    uniqueIndex('attachments_stored_uq').on(t.storedName),
    index('attachments_debit_note_idx').on(t.debitNoteId),
  ],
);
