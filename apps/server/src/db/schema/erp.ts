import { sql } from 'drizzle-orm';
import { date, index, integer, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/**
 * Reference ERP tables (docs/architecture.md, "The ERP"): what a real ERP (Oracle EBS AP/PO/RCV) owns, kept in the
 * portal's own database under the erp_ prefix. Only src/erp/reference/ reads or writes them.
 * ERP ids are per instance, so keys are composite (instance, id).
 */

const instance = () => varchar('instance', { length: 20 }).notNull();
const money = (name: string) => numeric(name, { precision: 18, scale: 2 });
const qty = (name: string) => numeric(name, { precision: 18, scale: 3 });
const price = (name: string) => numeric(name, { precision: 18, scale: 4 });
const day = (name: string) => date(name, { mode: 'string' });

export const erpInstances = pgTable('erp_instances', {
  code: varchar('code', { length: 20 }).primaryKey(),
  name: text('name').notNull(),
});

export const erpOrganizations = pgTable(
  'erp_organizations',
  {
    instance: instance(),
    orgId: integer('org_id').notNull(),
    name: varchar('name', { length: 240 }).notNull(),
    shortCode: varchar('short_code', { length: 30 }).notNull(),
    logoPath: varchar('logo_path', { length: 300 }),
  },
  (t) => [primaryKey({ columns: [t.instance, t.orgId] })],
);

export const erpSuppliers = pgTable(
  'erp_suppliers',
  {
    instance: instance(),
    vendorId: integer('vendor_id').notNull(),
    vendorNumber: varchar('vendor_number', { length: 30 }).notNull(),
    name: varchar('name', { length: 240 }).notNull(),
    npwp: varchar('npwp', { length: 30 }),
    email: varchar('email', { length: 200 }),
    termId: integer('term_id'),
    payGroup: varchar('pay_group', { length: 30 }),
    enabled: varchar('enabled', { length: 1 }).notNull().default('Y'),
  },
  (t) => [primaryKey({ columns: [t.instance, t.vendorId] }), index('erp_suppliers_name_idx').on(t.instance, sql`upper(${t.name})`)],
);

export const erpSupplierSites = pgTable(
  'erp_supplier_sites',
  {
    instance: instance(),
    vendorSiteId: integer('vendor_site_id').notNull(),
    vendorId: integer('vendor_id').notNull(),
    orgId: integer('org_id').notNull(),
    siteCode: varchar('site_code', { length: 30 }).notNull(),
    address: text('address'),
    paymentMethod: varchar('payment_method', { length: 30 }),
    /** From this day the site takes no invoices (the open interface rejects them: INVALID SUPPLIER SITE). */
    inactiveDate: day('inactive_date'),
  },
  (t) => [
    primaryKey({ columns: [t.instance, t.vendorSiteId] }),
    index('erp_supplier_sites_vendor_idx').on(t.instance, t.vendorId, t.orgId),
    index('erp_supplier_sites_org_idx').on(t.instance, t.orgId, t.vendorId),
  ],
);

export const erpSupplierBankAccounts = pgTable(
  'erp_supplier_bank_accounts',
  {
    instance: instance(),
    extBankAccountId: integer('ext_bank_account_id').notNull(),
    vendorId: integer('vendor_id').notNull(),
    /** null: usable in every organisation of the instance. */
    orgId: integer('org_id'),
    bankName: varchar('bank_name', { length: 100 }).notNull(),
    accountNum: varchar('account_num', { length: 40 }).notNull(),
    accountName: varchar('account_name', { length: 240 }).notNull(),
    currencyCode: varchar('currency_code', { length: 3 }).notNull().default('IDR'),
  },
  (t) => [primaryKey({ columns: [t.instance, t.extBankAccountId] }), index('erp_supplier_banks_vendor_idx').on(t.instance, t.vendorId)],
);

export const erpPaymentMethods = pgTable(
  'erp_payment_methods',
  { instance: instance(), code: varchar('code', { length: 30 }).notNull(), name: varchar('name', { length: 100 }).notNull() },
  (t) => [primaryKey({ columns: [t.instance, t.code] })],
);

export const erpTerms = pgTable(
  'erp_terms',
  {
    instance: instance(),
    termId: integer('term_id').notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    dueDays: integer('due_days').notNull(),
  },
  (t) => [primaryKey({ columns: [t.instance, t.termId] })],
);

export const erpCurrencies = pgTable(
  'erp_currencies',
  {
    instance: instance(),
    code: varchar('code', { length: 3 }).notNull(),
    name: varchar('name', { length: 60 }).notNull(),
    enabled: varchar('enabled', { length: 1 }).notNull().default('Y'),
  },
  (t) => [primaryKey({ columns: [t.instance, t.code] })],
);

export const erpTaxCodes = pgTable(
  'erp_tax_codes',
  {
    instance: instance(),
    taxCodeId: integer('tax_code_id').notNull(),
    orgId: integer('org_id').notNull(),
    /** VAT (PPN), WHT (withholding on lines) or PPH (withholding on PO invoices). */
    kind: varchar('kind', { length: 3 }).notNull(),
    code: varchar('code', { length: 30 }).notNull(),
    rate: numeric('rate', { precision: 7, scale: 4 }).notNull(),
    description: text('description').notNull(),
    startDate: day('start_date'),
    endDate: day('end_date'),
  },
  (t) => [primaryKey({ columns: [t.instance, t.taxCodeId] }), index('erp_tax_codes_org_kind_idx').on(t.instance, t.orgId, t.kind)],
);

export const erpCostCenters = pgTable(
  'erp_cost_centers',
  {
    instance: instance(),
    orgId: integer('org_id').notNull(),
    code: varchar('code', { length: 20 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.instance, t.orgId, t.code] })],
);

/** GL code combinations: segments company.cost-centre.natural-account.future. */
export const erpAccounts = pgTable(
  'erp_accounts',
  {
    instance: instance(),
    codeCombinationId: integer('code_combination_id').notNull(),
    orgId: integer('org_id').notNull(),
    segments: varchar('segments', { length: 100 }).notNull(),
    costCenter: varchar('cost_center', { length: 20 }).notNull(),
    description: text('description').notNull(),
    enabled: varchar('enabled', { length: 1 }).notNull().default('Y'),
  },
  (t) => [primaryKey({ columns: [t.instance, t.codeCombinationId] }), index('erp_accounts_org_idx').on(t.instance, t.orgId, t.segments)],
);

export const erpPayGroups = pgTable(
  'erp_pay_groups',
  {
    instance: instance(),
    orgId: integer('org_id').notNull(),
    code: varchar('code', { length: 30 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.instance, t.orgId, t.code] })],
);

export const erpItems = pgTable(
  'erp_items',
  {
    instance: instance(),
    itemId: integer('item_id').notNull(),
    itemCode: varchar('item_code', { length: 40 }).notNull(),
    description: text('description').notNull(),
    uom: varchar('uom', { length: 10 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.instance, t.itemId] })],
);

export const erpPoHeaders = pgTable(
  'erp_po_headers',
  {
    instance: instance(),
    poHeaderId: integer('po_header_id').notNull(),
    orgId: integer('org_id').notNull(),
    vendorId: integer('vendor_id').notNull(),
    vendorSiteId: integer('vendor_site_id'),
    poNumber: varchar('po_number', { length: 30 }).notNull(),
    currencyCode: varchar('currency_code', { length: 3 }).notNull().default('IDR'),
    creationDate: day('creation_date').notNull(),
    status: varchar('status', { length: 20 }).notNull().default('APPROVED'),
  },
  (t) => [
    primaryKey({ columns: [t.instance, t.poHeaderId] }),
    index('erp_po_headers_vendor_idx').on(t.instance, t.vendorId, t.orgId, t.poNumber),
    uniqueIndex('erp_po_headers_number_uq').on(t.instance, t.orgId, t.poNumber),
  ],
);

export const erpPoLines = pgTable(
  'erp_po_lines',
  {
    instance: instance(),
    poLineId: integer('po_line_id').notNull(),
    poHeaderId: integer('po_header_id').notNull(),
    lineNum: integer('line_num').notNull(),
    itemId: integer('item_id'),
    itemDescription: text('item_description').notNull(),
    uom: varchar('uom', { length: 10 }).notNull(),
    unitPrice: price('unit_price').notNull(),
    quantity: qty('quantity').notNull(),
    vatCode: varchar('vat_code', { length: 30 }),
  },
  (t) => [primaryKey({ columns: [t.instance, t.poLineId] }), index('erp_po_lines_header_idx').on(t.instance, t.poHeaderId)],
);

/** PO shipments (po_line_locations_all). */
export const erpPoLineLocations = pgTable(
  'erp_po_line_locations',
  {
    instance: instance(),
    lineLocationId: integer('line_location_id').notNull(),
    poLineId: integer('po_line_id').notNull(),
    poHeaderId: integer('po_header_id').notNull(),
    shipmentNum: integer('shipment_num').notNull(),
    shipToOrgId: integer('ship_to_org_id').notNull(),
    quantity: qty('quantity').notNull(),
    needByDate: day('need_by_date'),
  },
  (t) => [primaryKey({ columns: [t.instance, t.lineLocationId] }), index('erp_po_line_locations_line_idx').on(t.instance, t.poLineId)],
);

export const erpPoDistributions = pgTable(
  'erp_po_distributions',
  {
    instance: instance(),
    poDistributionId: integer('po_distribution_id').notNull(),
    lineLocationId: integer('line_location_id').notNull(),
    poLineId: integer('po_line_id').notNull(),
    poHeaderId: integer('po_header_id').notNull(),
    codeCombinationId: integer('code_combination_id'),
    quantity: qty('quantity').notNull(),
  },
  (t) => [primaryKey({ columns: [t.instance, t.poDistributionId] })],
);

export const erpRcvShipmentHeaders = pgTable(
  'erp_rcv_shipment_headers',
  {
    instance: instance(),
    shipmentHeaderId: integer('shipment_header_id').notNull(),
    receiptNum: varchar('receipt_num', { length: 30 }).notNull(),
    vendorId: integer('vendor_id').notNull(),
    orgId: integer('org_id').notNull(),
    shippedDate: day('shipped_date'),
    packingSlip: varchar('packing_slip', { length: 60 }),
    waybillNum: varchar('waybill_num', { length: 60 }),
  },
  (t) => [primaryKey({ columns: [t.instance, t.shipmentHeaderId] })],
);

export const erpRcvShipmentLines = pgTable(
  'erp_rcv_shipment_lines',
  {
    instance: instance(),
    shipmentLineId: integer('shipment_line_id').notNull(),
    shipmentHeaderId: integer('shipment_header_id').notNull(),
    lineNum: integer('line_num').notNull(),
    poHeaderId: integer('po_header_id').notNull(),
    poLineId: integer('po_line_id').notNull(),
    lineLocationId: integer('line_location_id').notNull(),
    quantityShipped: qty('quantity_shipped').notNull(),
    /** EXPECTED, PARTIALLY RECEIVED, FULLY RECEIVED. */
    statusCode: varchar('status_code', { length: 25 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.instance, t.shipmentLineId] }), index('erp_rcv_shipment_lines_po_idx').on(t.instance, t.poHeaderId)],
);

/**
 * rcv_transactions: RECEIVE rows (what can be billed) and RETURN TO VENDOR rows pointing at
 * their RECEIVE through parent_transaction_id. quantity_billed lives on the RECEIVE row and is
 * raised by AP invoices that match it.
 */
export const erpRcvTransactions = pgTable(
  'erp_rcv_transactions',
  {
    instance: instance(),
    transactionId: integer('transaction_id').notNull(),
    transactionType: varchar('transaction_type', { length: 25 }).notNull(),
    transactionDate: day('transaction_date').notNull(),
    parentTransactionId: integer('parent_transaction_id'),
    orgId: integer('org_id').notNull(),
    vendorId: integer('vendor_id').notNull(),
    shipmentHeaderId: integer('shipment_header_id').notNull(),
    shipmentLineId: integer('shipment_line_id').notNull(),
    poHeaderId: integer('po_header_id').notNull(),
    poLineId: integer('po_line_id').notNull(),
    lineLocationId: integer('line_location_id').notNull(),
    poDistributionId: integer('po_distribution_id'),
    quantity: qty('quantity').notNull(),
    quantityBilled: qty('quantity_billed').notNull().default('0'),
  },
  (t) => [
    primaryKey({ columns: [t.instance, t.transactionId] }),
    // listReceiptLines: one vendor in one company, newest first.
    index('erp_rcv_tx_vendor_date_idx').on(t.instance, t.vendorId, t.orgId, t.transactionDate, t.transactionId),
    // The lines that may still be billed: what Search Pending PO walks, newest first.
    index('erp_rcv_tx_billable_idx')
      .on(t.instance, t.vendorId, t.orgId, t.transactionDate, t.transactionId)
      .where(sql`${t.transactionType} = 'RECEIVE' and ${t.quantity} > ${t.quantityBilled}`),
    index('erp_rcv_tx_parent_idx').on(t.instance, t.parentTransactionId),
    index('erp_rcv_tx_po_idx').on(t.instance, t.poHeaderId),
  ],
);

/** AP invoices the ERP holds: history plus what the portal submitted (submitInvoice). */
export const erpApInvoices = pgTable(
  'erp_ap_invoices',
  {
    instance: instance(),
    invoiceId: integer('invoice_id').notNull().generatedByDefaultAsIdentity({ startWith: 50_000_000 }),
    orgId: integer('org_id').notNull(),
    vendorId: integer('vendor_id').notNull(),
    vendorSiteId: integer('vendor_site_id'),
    invoiceNum: varchar('invoice_num', { length: 60 }).notNull(),
    invoiceDate: day('invoice_date').notNull(),
    glDate: day('gl_date'),
    currencyCode: varchar('currency_code', { length: 3 }).notNull().default('IDR'),
    invoiceAmount: money('invoice_amount').notNull(),
    taxAmount: money('tax_amount').notNull().default('0'),
    totalAmount: money('total_amount').notNull(),
    amountPaid: money('amount_paid').notNull().default('0'),
    description: text('description').notNull().default(''),
    termId: integer('term_id'),
    termsDate: day('terms_date'),
    paymentMethod: varchar('payment_method', { length: 30 }),
    exchangeDate: day('exchange_date'),
    source: varchar('source', { length: 20 }).notNull().default('MANUAL'),
    portalInvoiceId: integer('portal_invoice_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.instance, t.invoiceId] }),
    uniqueIndex('erp_ap_invoices_vendor_num_uq').on(t.instance, t.vendorId, sql`upper(${t.invoiceNum})`),
    uniqueIndex('erp_ap_invoices_portal_uq').on(t.instance, t.portalInvoiceId),
    index('erp_ap_invoices_vendor_date_idx').on(t.instance, t.vendorId, t.invoiceDate),
  ],
);

export const erpApInvoiceLines = pgTable(
  'erp_ap_invoice_lines',
  {
    instance: instance(),
    invoiceId: integer('invoice_id').notNull(),
    lineNum: integer('line_num').notNull(),
    amount: money('amount').notNull(),
    description: text('description').notNull().default(''),
    rcvTransactionId: integer('rcv_transaction_id'),
    quantity: qty('quantity'),
    codeCombinationId: integer('code_combination_id'),
    vatCode: varchar('vat_code', { length: 30 }),
  },
  (t) => [primaryKey({ columns: [t.instance, t.invoiceId, t.lineNum] }), index('erp_ap_invoice_lines_rcv_idx').on(t.instance, t.rcvTransactionId)],
);

export const erpPaymentSchedules = pgTable(
  'erp_payment_schedules',
  {
    instance: instance(),
    invoiceId: integer('invoice_id').notNull(),
    paymentNum: integer('payment_num').notNull(),
    dueDate: day('due_date').notNull(),
    grossAmount: money('gross_amount').notNull(),
    amountRemaining: money('amount_remaining').notNull(),
  },
  (t) => [primaryKey({ columns: [t.instance, t.invoiceId, t.paymentNum] })],
);

/** ap_checks: one payment document to one supplier. */
export const erpPayments = pgTable(
  'erp_payments',
  {
    instance: instance(),
    checkId: integer('check_id').notNull(),
    checkNum: varchar('check_num', { length: 30 }).notNull(),
    checkDate: day('check_date').notNull(),
    vendorId: integer('vendor_id').notNull(),
    orgId: integer('org_id').notNull(),
    amount: money('amount').notNull(),
    currencyCode: varchar('currency_code', { length: 3 }).notNull().default('IDR'),
    exchangeDate: day('exchange_date'),
    paymentMethod: varchar('payment_method', { length: 30 }).notNull(),
    bankName: varchar('bank_name', { length: 100 }).notNull(),
    bankAccountNum: varchar('bank_account_num', { length: 40 }).notNull(),
    bankAccountName: varchar('bank_account_name', { length: 240 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.instance, t.checkId] }), index('erp_payments_vendor_idx').on(t.instance, t.vendorId, t.checkDate)],
);

/** ap_invoice_payments: which invoice a payment settles, and by how much. */
export const erpInvoicePayments = pgTable(
  'erp_invoice_payments',
  {
    instance: instance(),
    checkId: integer('check_id').notNull(),
    invoiceId: integer('invoice_id').notNull(),
    paymentNum: integer('payment_num').notNull(),
    amount: money('amount').notNull(),
  },
  (t) => [primaryKey({ columns: [t.instance, t.checkId, t.invoiceId, t.paymentNum] }), index('erp_invoice_payments_inv_idx').on(t.instance, t.invoiceId)],
);

export const erpDebitNotes = pgTable(
  'erp_debit_notes',
  {
    instance: instance(),
    debitNoteId: integer('debit_note_id').notNull().generatedByDefaultAsIdentity({ startWith: 50_000_000 }),
    orgId: integer('org_id').notNull(),
    vendorId: integer('vendor_id').notNull(),
    dnNo: varchar('dn_no', { length: 60 }).notNull(),
    dnDate: day('dn_date').notNull(),
    description: text('description').notNull().default(''),
    currencyCode: varchar('currency_code', { length: 3 }).notNull().default('IDR'),
    amount: money('amount').notNull(),
    taxAmount: money('tax_amount').notNull().default('0'),
    source: varchar('source', { length: 20 }).notNull().default('MANUAL'),
    portalDebitNoteId: integer('portal_debit_note_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.instance, t.debitNoteId] }),
    uniqueIndex('erp_debit_notes_vendor_no_uq').on(t.instance, t.vendorId, sql`upper(${t.dnNo})`),
    uniqueIndex('erp_debit_notes_portal_uq').on(t.instance, t.portalDebitNoteId),
    index('erp_debit_notes_vendor_idx').on(t.instance, t.vendorId, t.orgId),
  ],
);

export const erpDebitNoteLines = pgTable(
  'erp_debit_note_lines',
  {
    instance: instance(),
    debitNoteId: integer('debit_note_id').notNull(),
    lineNumber: integer('line_number').notNull(),
    poHeaderId: integer('po_header_id').notNull(),
    poLineId: integer('po_line_id').notNull(),
    itemDescription: text('item_description').notNull(),
    uom: varchar('uom', { length: 10 }).notNull(),
    unitPrice: price('unit_price').notNull(),
    quantity: qty('quantity').notNull(),
    amount: money('amount').notNull(),
  },
  (t) => [primaryKey({ columns: [t.instance, t.debitNoteId, t.lineNumber] })],
);

/** Branches (cabang) of a freight supplier. */
export const erpFreightBranches = pgTable(
  'erp_freight_branches',
  {
    instance: instance(),
    vendorId: integer('vendor_id').notNull(),
    branchOrgId: integer('branch_org_id').notNull(),
    name: varchar('name', { length: 100 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.instance, t.vendorId, t.branchOrgId] })],
);

/** Air waybill (AWB) freight lines the ERP knows, with the vendor's and the company's rate. */
export const erpAwbLines = pgTable(
  'erp_awb_lines',
  {
    instance: instance(),
    awbLineId: integer('awb_line_id').notNull(),
    vendorId: integer('vendor_id').notNull(),
    orgId: integer('org_id').notNull(),
    branch: varchar('branch', { length: 100 }).notNull(),
    reference: varchar('reference', { length: 40 }).notNull(),
    periode: varchar('periode', { length: 7 }).notNull(),
    awb: varchar('awb', { length: 40 }).notNull(),
    awbVendor: varchar('awb_vendor', { length: 40 }),
    customer: varchar('customer', { length: 240 }).notNull(),
    service: varchar('service', { length: 40 }).notNull(),
    charge: varchar('charge', { length: 10 }).notNull(),
    quantity: qty('quantity').notNull(),
    rateVendor: money('rate_vendor').notNull(),
    rateCompany: money('rate_company').notNull(),
    totalCompany: money('total_company').notNull(),
    shipDate: day('ship_date').notNull(),
  },
  (t) => [primaryKey({ columns: [t.instance, t.awbLineId] }), index('erp_awb_lines_vendor_date_idx').on(t.instance, t.vendorId, t.shipDate)],
);

export const erpTravelOrders = pgTable(
  'erp_travel_orders',
  {
    travelOrderNo: varchar('travel_order_no', { length: 30 }).primaryKey(),
    supplierName: varchar('supplier_name', { length: 240 }).notNull(),
    guestName: varchar('guest_name', { length: 240 }).notNull(),
    startDate: day('start_date').notNull(),
    endDate: day('end_date').notNull(),
  },
  (t) => [index('erp_travel_orders_supplier_idx').on(sql`upper(${t.supplierName})`)],
);
