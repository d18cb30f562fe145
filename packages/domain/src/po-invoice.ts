import { z } from 'zod';
import { instanceSchema, isoDateSchema, plainText, rowIdSchema } from './common';
import { isPositiveMoney } from './money';
import { parseTaxInvoiceNumber } from './tax-invoice-number';
import { formatDate } from './format';
import { eMeteraiSerialInputSchema, eMeteraiSerialProblem } from './stamp-duty';

export const PO_INVOICE_MESSAGES = {
  selectCompany: 'Please select company',
  invoiceNoEmpty: 'Invoice No is empty',
  invoiceDateEmpty: 'Invoice date is empty',
  taxNoEmpty: 'Tax Invoice No is empty',
  taxNoInvalid: 'Tax Invoice No is not valid. ex: 010.000-24.00000001 or 17 digits (Coretax)',
  taxDateEmpty: 'Tax Date is empty',
  noPurchaseOrder: 'Please select at least one purchase order',
  serviceChargeEmpty: 'Service charge is empty',
  pphValueEmpty: "PPh Value can't be empty",
  attachmentRequired: 'Attachment is required',
  removeLineConfirm: 'Remove PO from Invoice, continue?',
  dateLockedByLines: 'Invoice date cannot be changed while PO lines are selected. Remove the lines first.',
  duplicateInvoiceNo: (no: string) => `Invoice No ${no} already exists`,
  duplicateTaxNo: (no: string) => `Tax Invoice No ${no} is already used on another invoice`,
  lineNotOpen: (po: string, line: number) => `PO ${po} line ${line} has nothing left to invoice`,
  notEditable: (status: string) => `Invoice in status ${status} cannot be changed`,
  notDeletable: (status: string) => `Only DRAFT invoices can be deleted (this one is ${status})`,
  stale: 'This invoice was changed by someone else. Reload it and try again.',
  /** An update that failed without a message from the server. */
  updateFailed: 'Failed to update, please try again',
  oneAttachment: 'A new invoice takes one attachment; add more files once it is saved',
  lineNotAvailable: 'PO line is not available for this supplier and company',
  lineSelectedTwice: 'A PO line is selected twice: each received line is invoiced once',
  bankAccountUnknown: "Bank is not one of this supplier's bank accounts",
  chargeAccountUnknown: 'Charge Of Account is not an account of this company',
  pphCodeUnknown: 'PPh code is not valid for this company',
  goodsReceiptNotPrintable: (status: string) => `The goods receipt note of an invoice in status ${status} cannot be printed here; print it from its batch`,
  saved: 'Invoice saved successfully!',
  lateTaxInvoice: (delivered: string) =>
    `The tax invoice is dated more than three months after the goods were received (${formatDate(delivered)}): its VAT may not be creditable.`,
} as const;

/**
 * Field lengths of the PO invoice (its columns' sizes) and its form's bounds: the server's schemas
 * and the web's inputs both read them here. One attachment on create.
 */
export const PO_INVOICE_LIMITS = {
  invoiceNo: 60,
  description: 2000,
  taxInvoiceNo: 30,
  pphCode: 30,
  poNumber: 30,
  lines: 500,
  attachments: 20,
  attachmentsOnCreate: 1,
} as const;

const optionalText = (max: number) => plainText(max).optional().default('');
const optionalDate = z
  .union([isoDateSchema, z.literal('')])
  .optional()
  .default('');
const decimalText = z.string().regex(/^\d{1,15}(\.\d{1,2})?$/, 'Invalid amount');

export const poInvoiceLineInputSchema = z.strictObject({ rcvTransactionId: rowIdSchema });

/** The PO invoice form, shared by create and update. */
export const poInvoiceFormSchema = z.strictObject({
  orgId: z.number().int().min(0).max(2147483647).optional().default(0),
  instance: z
    .union([instanceSchema, z.literal('')])
    .optional()
    .default(''),
  invoiceNo: optionalText(PO_INVOICE_LIMITS.invoiceNo),
  invoiceDate: optionalDate,
  description: optionalText(PO_INVOICE_LIMITS.description),
  taxInvoiceNo: optionalText(PO_INVOICE_LIMITS.taxInvoiceNo),
  taxInvoiceDate: optionalDate,
  bankAccountId: rowIdSchema.nullable().optional().default(null),
  includePph: z.boolean().optional().default(false),
  pphValue: z
    .union([decimalText, z.literal('')])
    .nullable()
    .optional()
    .default(null),
  pphCode: plainText(PO_INVOICE_LIMITS.pphCode).nullable().optional().default(null),
  coaId: rowIdSchema.nullable().optional().default(null),
  lines: z.array(poInvoiceLineInputSchema).max(PO_INVOICE_LIMITS.lines).optional().default([]),
  attachmentIds: z.array(rowIdSchema).max(PO_INVOICE_LIMITS.attachments).optional().default([]),
  /** Stamp duty (decision 027): blank, or the 22-digit e-Meterai serial. */
  eMeteraiSerial: eMeteraiSerialInputSchema,
});
export type PoInvoiceForm = z.infer<typeof poInvoiceFormSchema>;

/**
 * Create may name the e-invoice file the form was read from (POST /api/intake): one of its
 * attachments, which the server reads again itself and records as the invoice's intake.
 */
export const poInvoiceCreateSchema = poInvoiceFormSchema.extend({ intakeAttachmentId: rowIdSchema.nullable().optional().default(null) });
export type PoInvoiceCreate = z.infer<typeof poInvoiceCreateSchema>;

export const poInvoiceUpdateSchema = poInvoiceFormSchema.extend({ revision: rowIdSchema });
export type PoInvoiceUpdate = z.infer<typeof poInvoiceUpdateSchema>;

/** Every failure of the PO invoice form at once, in the order the form shows its fields. */
export function validatePoInvoice(form: Partial<PoInvoiceForm>, mode: 'create' | 'update'): string[] {
  const m: string[] = [];
  if (!form.orgId || !form.instance) m.push(PO_INVOICE_MESSAGES.selectCompany);
  if (!form.invoiceNo?.trim()) m.push(PO_INVOICE_MESSAGES.invoiceNoEmpty);
  if (!form.invoiceDate) m.push(PO_INVOICE_MESSAGES.invoiceDateEmpty);
  if (!form.taxInvoiceNo?.trim()) m.push(PO_INVOICE_MESSAGES.taxNoEmpty);
  else if (!parseTaxInvoiceNumber(form.taxInvoiceNo)) m.push(PO_INVOICE_MESSAGES.taxNoInvalid);
  if (!form.taxInvoiceDate) m.push(PO_INVOICE_MESSAGES.taxDateEmpty);
  if (!form.lines?.length) m.push(PO_INVOICE_MESSAGES.noPurchaseOrder);
  else if (new Set(form.lines.map((l) => l.rcvTransactionId)).size !== form.lines.length) m.push(PO_INVOICE_MESSAGES.lineSelectedTwice);
  if (form.includePph && !isPositiveMoney(form.pphValue ?? '')) {
    m.push(mode === 'create' ? PO_INVOICE_MESSAGES.serviceChargeEmpty : PO_INVOICE_MESSAGES.pphValueEmpty);
  }
  const attachments = form.attachmentIds?.length ?? 0;
  if (mode === 'create' && attachments === 0) m.push(PO_INVOICE_MESSAGES.attachmentRequired);
  if (mode === 'create' && attachments > PO_INVOICE_LIMITS.attachmentsOnCreate) m.push(PO_INVOICE_MESSAGES.oneAttachment);
  const serial = eMeteraiSerialProblem(form.eMeteraiSerial);
  if (serial) m.push(serial);
  return m;
}

export const poInvoiceLineSchema = z.object({
  id: z.number().int(),
  lineNum: z.number().int(),
  rcvTransactionId: z.number().int(),
  poNumber: z.string(),
  poLineNum: z.number().int(),
  receiptNum: z.string().nullable(),
  receiptDate: z.string().nullable(),
  /** The item code the create screen showed beside the product name (null for a service line). */
  itemCode: z.string().nullable(),
  itemDescription: z.string(),
  uom: z.string().nullable(),
  unitPrice: z.string(),
  quantity: z.string(),
  amount: z.string(),
  vatRate: z.string(),
  taxAmount: z.string(),
});
export type PoInvoiceLine = z.infer<typeof poInvoiceLineSchema>;

export const attachmentSchema = z.object({
  id: z.number().int(),
  filename: z.string(),
  size: z.number().int(),
  uploadedAt: z.string(),
  /** On an upload's answer: the invoices the uploader may see that already hold a file with the same bytes (a warning, never a refusal). */
  sameFileOn: z.array(z.object({ invoiceId: z.number().int(), invoiceNo: z.string(), path: z.string() })).optional(),
  /** The file is marked as the stamped document (the e-Meterai is on it); absent when not. */
  stamped: z.literal(true).optional(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

export const invoiceTotalsSchema = z.object({ dpp: z.string(), ppn: z.string(), pph: z.string(), total: z.string() });
export type InvoiceTotals = z.infer<typeof invoiceTotalsSchema>;

export const poInvoiceDetailSchema = z.object({
  id: z.number().int(),
  invoiceNo: z.string(),
  invoiceDate: z.string().nullable(),
  description: z.string(),
  taxInvoiceNo: z.string().nullable(),
  taxInvoiceDate: z.string().nullable(),
  status: z.string(),
  reason: z.string().nullable(),
  revision: z.number().int(),
  orgId: z.number().int(),
  instance: z.string(),
  company: z.string(),
  vendorId: z.number().int(),
  vendorName: z.string(),
  currencyCode: z.string(),
  bankAccountId: z.number().int().nullable(),
  includePph: z.boolean(),
  pphValue: z.string().nullable(),
  pphCode: z.string().nullable(),
  taxRate: z.string().nullable(),
  coaId: z.number().int().nullable(),
  batchId: z.number().int().nullable(),
  batchNo: z.string().nullable(),
  lines: z.array(poInvoiceLineSchema),
  attachments: z.array(attachmentSchema),
  totals: invoiceTotalsSchema,
  /** The e-Meterai serial (22 digits) when the invoice carries stamp duty and it was entered. */
  eMeteraiSerial: z.string().nullable().optional(),
  /** Things finance will question but the portal does not refuse (e.g. a late tax invoice). */
  warnings: z.array(z.string()),
  permissions: z.object({
    canEdit: z.boolean(),
    canDelete: z.boolean(),
    canUpload: z.boolean(),
    canDeleteAttachment: z.boolean(),
    canPrintGoodsReceipt: z.boolean(),
    canAddToBatch: z.boolean(),
  }),
});
export type PoInvoiceDetail = z.infer<typeof poInvoiceDetailSchema>;

export const poFormOptionsSchema = z.object({
  banks: z.array(z.object({ id: z.number().int(), label: z.string() })),
  pphCodes: z.array(z.object({ code: z.string(), rate: z.string(), description: z.string() })),
  accounts: z.array(z.object({ id: z.number().int(), label: z.string() })),
});
export type PoFormOptions = z.infer<typeof poFormOptionsSchema>;
