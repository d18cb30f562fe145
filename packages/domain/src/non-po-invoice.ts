import { z } from 'zod';
import { INT4_MAX, instanceSchema, isoDateSchema, plainText, rowIdSchema } from './common';
import { LIFECYCLE_MESSAGES } from './invoice-lifecycle';
import { PO_INVOICE_MESSAGES, attachmentSchema } from './po-invoice';
import { eMeteraiSerialInputSchema } from './stamp-duty';

/**
 * The non-PO invoice (create, edit and proxy entry), its header, lines and reimbursement
 * lines: one contract for the supplier's own non-PO invoice and the
 * proxy invoice a PIC enters for a supplier. Rules are in non-po-rules.ts, totals in non-po-totals.ts.
 */

/** Non-PO create/save messages (texts shared with the PO form are that form's). */
export const NON_PO_MESSAGES = {
  selectCompany: PO_INVOICE_MESSAGES.selectCompany,
  invoiceNoEmpty: PO_INVOICE_MESSAGES.invoiceNoEmpty,
  taxNoEmpty: PO_INVOICE_MESSAGES.taxNoEmpty,
  taxNoInvalid: PO_INVOICE_MESSAGES.taxNoInvalid,
  lineRequired: 'Line is required',
  invoiceDateEmpty: PO_INVOICE_MESSAGES.invoiceDateEmpty,
  taxDateEmpty: PO_INVOICE_MESSAGES.taxDateEmpty,
  attachmentRequired: PO_INVOICE_MESSAGES.attachmentRequired,
  lineIncomplete: 'Line Detail Incomplete',
  reimbursementIncomplete: 'Line Reimburse Incomplete',
  selectCategory: 'Please select category',
  categoryDifferent: 'Detail Category cannot be different',
  // What the server checks besides (the spec has no texts for these).
  siteUnknown: 'Supplier site is not a site of this supplier in this company',
  categoryUnknown: 'Category is not mapped to this supplier',
  detailUnknown: 'Detail category is not a detail of the chosen category',
  vatUnknown: (code: string) => `VAT ${code} is not valid on the invoice date`,
  whtUnknown: (code: string) => `WHT ${code} is not valid for this company`,
  accountUnknown: 'Account is not an account of this company',
  costCenterUnknown: 'Cost center is not a cost center of this company',
  currencyUnknown: 'Currency is not enabled',
  termUnknown: 'Term is not valid',
  paymentMethodUnknown: 'Payment method is not valid',
  bankAccountUnknown: PO_INVOICE_MESSAGES.bankAccountUnknown,
  referenceUnknown: "Reference Number is not one of this supplier's SK",
  reimbursementWithoutLine: 'Reimbursement lines need a REIMBURSTMENT line',
  reimbursementVendorUnknown: (name: string) => `Reimbursement vendor ${name} is not a supplier of this company`,
  duplicateInvoiceNo: PO_INVOICE_MESSAGES.duplicateInvoiceNo,
  notEditable: PO_INVOICE_MESSAGES.notEditable,
  notDeletable: PO_INVOICE_MESSAGES.notDeletable,
  stale: PO_INVOICE_MESSAGES.stale,
  confirmDelete: 'Confirm to delete?',
  saved: 'Data has been saved successfully',
  /** A supplier's new non-PO invoice, saved (the same words as a saved PO invoice). */
  created: PO_INVOICE_MESSAGES.saved,
  createdDetail: (invoiceNo: string) => `Invoice ${invoiceNo} is saved as DRAFT.`,
  submitted: 'Data has been submitted successfully',
} as const;

/** Proxy save/submit messages, collected at once, and the recommender's failure text. */
export const PROXY_MESSAGES = {
  selectCompany: PO_INVOICE_MESSAGES.selectCompany,
  selectSupplier: 'Please select supplier',
  invoiceNumberEmpty: 'Invoice Number is empty',
  invoiceDateEmpty: 'Invoice Date is empty',
  taxNumberEmpty: 'Tax Number is empty',
  taxDateEmpty: PO_INVOICE_MESSAGES.taxDateEmpty,
  chooseBank: LIFECYCLE_MESSAGES.bankAccount,
  choosePaymentMethod: LIFECYCLE_MESSAGES.paymentMethod,
  attachmentRequired: PO_INVOICE_MESSAGES.attachmentRequired,
  lineEmpty: 'Line is empty',
  supplierNotMapped: 'Supplier is not mapped to you in this company',
  submittedToRecommender: 'Data has been submitted to recommendator',
  submitToRecommenderFailed: 'Failed submit to recommender',
} as const;

/** Column sizes and form bounds, read by the server's schemas and the web's inputs alike. */
export const NON_PO_LIMITS = {
  invoiceNo: 60,
  description: 2000,
  taxNo: 30,
  referenceNumber: 60,
  costCenter: 20,
  paymentMethod: 30,
  lineDescription: 240,
  remarks: 240,
  taxCode: 30,
  vendorName: 240,
  group: 30,
  lines: 200,
  reimbursements: 200,
  attachments: 20,
} as const;

/** Values the rules turn on, spelt as the ERP and the legacy data spell them. */
export const REIMBURSEMENT_DETAIL = 'REIMBURSTMENT';
export const TRAVEL_DETAIL = 'Jasa Inklaring';
export const FORWARDER_CATEGORY = 'FORWARDER';
export const DEFAULT_REIMBURSEMENT_GROUP = 'GENERAL';

const optionalText = (max: number) => plainText(max).optional().default('');
const optionalDate = z
  .union([isoDateSchema, z.literal('')])
  .optional()
  .default('');
const nullableId = rowIdSchema.nullable().optional().default(null);
const nullableCode = (max: number) => plainText(max).nullable().optional().default(null);
/** An amount as typed: empty and negative values reach the rules, which answer "Line Detail Incomplete". */
const amountText = z
  .union([z.string().regex(/^-?\d{1,15}(\.\d{1,2})?$/, 'Invalid amount'), z.literal('')])
  .optional()
  .default('');

export const nonPoLineInputSchema = z.strictObject({
  categoryDetailId: nullableId,
  description: optionalText(NON_PO_LIMITS.lineDescription),
  amount: amountText,
  vatCode: nullableCode(NON_PO_LIMITS.taxCode),
  whtCode: nullableCode(NON_PO_LIMITS.taxCode),
  coaId: nullableId,
  remarks: optionalText(NON_PO_LIMITS.remarks),
});
export type NonPoLineInput = z.infer<typeof nonPoLineInputSchema>;

export const reimbursementLineInputSchema = z.strictObject({
  vendorId: nullableId,
  vendorName: optionalText(NON_PO_LIMITS.vendorName),
  taxNo: optionalText(NON_PO_LIMITS.taxNo),
  taxDate: optionalDate,
  taxValue: amountText,
  coaId: nullableId,
  group: plainText(NON_PO_LIMITS.group).optional().default(DEFAULT_REIMBURSEMENT_GROUP),
});
export type ReimbursementLineInput = z.infer<typeof reimbursementLineInputSchema>;

/** The create / save payload of both kinds. `vendorId` is the proxy's supplier; a supplier's own invoice takes its id from its mapping. */
export const nonPoInvoiceFormSchema = z.strictObject({
  orgId: z.number().int().min(0).max(INT4_MAX).optional().default(0),
  instance: z
    .union([instanceSchema, z.literal('')])
    .optional()
    .default(''),
  vendorId: nullableId,
  vendorSiteId: nullableId,
  invoiceNo: optionalText(NON_PO_LIMITS.invoiceNo),
  invoiceDate: optionalDate,
  glDate: optionalDate,
  description: optionalText(NON_PO_LIMITS.description),
  taxNo: optionalText(NON_PO_LIMITS.taxNo),
  taxDate: optionalDate,
  currencyCode: z
    .string()
    .regex(/^[A-Z]{3}$/, 'Invalid currency')
    .optional()
    .default('IDR'),
  bankAccountId: nullableId,
  paymentMethod: nullableCode(NON_PO_LIMITS.paymentMethod),
  termId: nullableId,
  referenceNumber: optionalText(NON_PO_LIMITS.referenceNumber),
  costCenter: optionalText(NON_PO_LIMITS.costCenter),
  /** Charge of account of the header (proxy entry's COA). */
  coaId: nullableId,
  categoryId: nullableId,
  lines: z.array(nonPoLineInputSchema).max(NON_PO_LIMITS.lines).optional().default([]),
  reimbursements: z.array(reimbursementLineInputSchema).max(NON_PO_LIMITS.reimbursements).optional().default([]),
  /** Uploads made before the invoice exists (POST /api/files), claimed on create. */
  attachmentIds: z.array(rowIdSchema).max(NON_PO_LIMITS.attachments).optional().default([]),
  /** Stamp duty (decision 027): blank, or the 22-digit e-Meterai serial. */
  eMeteraiSerial: eMeteraiSerialInputSchema,
});
export type NonPoInvoiceForm = z.infer<typeof nonPoInvoiceFormSchema>;

export const nonPoInvoiceUpdateSchema = nonPoInvoiceFormSchema.extend({ revision: rowIdSchema });
export type NonPoInvoiceUpdate = z.infer<typeof nonPoInvoiceUpdateSchema>;

/** Submit / send to the recommender names the revision the user saw: a stale one is a 409. */
export const nonPoRevisionSchema = z.strictObject({ revision: rowIdSchema });

export const nonPoLineSchema = z.object({
  id: z.number().int(),
  lineNum: z.number().int(),
  categoryDetailId: z.number().int().nullable(),
  categoryDetail: z.string(),
  description: z.string(),
  amount: z.string(),
  vatCode: z.string().nullable(),
  vatRate: z.string(),
  taxAmount: z.string(),
  whtCode: z.string().nullable(),
  whtRate: z.string(),
  whtAmount: z.string(),
  coaId: z.number().int().nullable(),
  coaLabel: z.string().nullable(),
  remarks: z.string(),
});
export type NonPoLine = z.infer<typeof nonPoLineSchema>;

export const reimbursementLineSchema = z.object({
  id: z.number().int(),
  vendorId: z.number().int().nullable(),
  vendorName: z.string(),
  taxNo: z.string(),
  taxDate: z.string().nullable(),
  taxValue: z.string(),
  coaId: z.number().int().nullable(),
  group: z.string(),
});
export type ReimbursementLine = z.infer<typeof reimbursementLineSchema>;

export const taxGroupSchema = z.object({ code: z.string(), rate: z.string(), base: z.string(), amount: z.string() });
export const nonPoTotalsSchema = z.object({
  totalLine: z.string(),
  ppn: z.array(taxGroupSchema),
  totalPpn: z.string(),
  wht: z.array(taxGroupSchema),
  totalWht: z.string(),
  totalInvoice: z.string(),
});

export const NON_PO_KINDS = ['NON_PO', 'PROXY'] as const;

export const nonPoInvoiceDetailSchema = z.object({
  id: z.number().int(),
  kind: z.enum(NON_PO_KINDS),
  invoiceNo: z.string(),
  invoiceDate: z.string().nullable(),
  glDate: z.string().nullable(),
  description: z.string(),
  taxNo: z.string().nullable(),
  taxDate: z.string().nullable(),
  status: z.string(),
  reason: z.string().nullable(),
  revision: z.number().int(),
  verification: z.string().nullable(),
  verifiedAt: z.string().nullable(),
  orgId: z.number().int(),
  instance: z.string(),
  company: z.string(),
  vendorId: z.number().int(),
  vendorName: z.string(),
  vendorSiteId: z.number().int().nullable(),
  currencyCode: z.string(),
  bankAccountId: z.number().int().nullable(),
  paymentMethod: z.string().nullable(),
  termId: z.number().int().nullable(),
  referenceNumber: z.string().nullable(),
  costCenter: z.string().nullable(),
  coaId: z.number().int().nullable(),
  coaLabel: z.string().nullable(),
  categoryId: z.number().int().nullable(),
  categoryName: z.string().nullable(),
  mappingId: z.number().int().nullable(),
  batchNo: z.string().nullable(),
  lines: z.array(nonPoLineSchema),
  reimbursements: z.array(reimbursementLineSchema),
  attachments: z.array(attachmentSchema),
  totals: nonPoTotalsSchema,
  /** The e-Meterai serial (22 digits) when the invoice carries stamp duty and it was entered. */
  eMeteraiSerial: z.string().nullable().optional(),
  /** Things finance will question but the portal does not refuse (e.g. a faktur whose crediting window closed). */
  warnings: z.array(z.string()),
  permissions: z.object({
    canEdit: z.boolean(),
    canDelete: z.boolean(),
    canUpload: z.boolean(),
    canDeleteAttachment: z.boolean(),
    /** Life-cycle actions this viewer may start (e.g. SEND_TO_RECOMMENDER for the PIC's DRAFT proxy invoice). */
    actions: z.array(z.string()),
  }),
});
export type NonPoInvoiceDetail = z.infer<typeof nonPoInvoiceDetailSchema>;

/** Export to Excel (.xls) and Download Excel (.xlsx) of one invoice: its lines with the header beside each (worksheet "My Worksheet"). */
export const nonPoExportQuerySchema = z.strictObject({ format: z.enum(['xls', 'xlsx']).optional().default('xls') });
/** File names of the export, before `-{DDMMYYYYHHmmss}` (every export's pattern). */
export const NON_PO_EXPORTS = { NON_PO: 'invoiceNonPO', PROXY: 'invoiceProxy' } as const;
