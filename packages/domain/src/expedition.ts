import { z } from 'zod';
import { instanceSchema, INT4_MAX, isoDateSchema, plainText, queryInt, rowIdSchema } from './common';
import { MATCH_TYPES } from './finance';
import { fromScaled, toScaled } from './money';

/**
 * Freight (expedition) billing, "Proses Tagihan" (`/expedition`): the search, the edit of one AWB line
 * (the REFERENCE modal), the summary of invoices and the submit. The upload's row checks are in
 * expedition-upload.ts, the column sets in expedition-columns.ts.
 */
export const EXPEDITION_MESSAGES = {
  paymentSiteEmpty: 'Payment site harus diisi..',
  branchEmpty: 'Branch harus diisi..',
  notXls: 'Jenis file bukan .xls',
  nothingUploaded: 'Tidak ada data yang di upload',
  selectVendor: 'Please select vendor',
  vendorNotAvailable: 'This vendor is not available to you',
  lineNotFound: 'Freight line not found',
  lineSubmitted: (reference: string) => `Reference ${reference} is already submitted and cannot be changed`,
  stale: 'This freight line was changed by someone else. Reload it and try again.',
  invoiceNoEmpty: 'No Invoice is empty',
  invoiceDateEmpty: 'Tanggal Invoice is empty',
  taxDateEmpty: 'Tanggal Faktur Pajak is empty',
  datesNotEqual: 'Invoice Date & Tax Date is not equal',
  invalidNumber: (label: string) => `Invalid number in ${label}`,
  invoiceAlreadySubmitted: (invoiceNo: string) => `Invoice ${invoiceNo} is already submitted`,
  invoiceNotSaved: (invoiceNo: string) => `Invoice ${invoiceNo} has no saved lines of this vendor`,
  invoiceChanged: (invoiceNo: string) => `Invoice ${invoiceNo} was changed after you confirmed it: check the Summary Invoice and submit again`,
  invoiceDateDiffers: (invoiceNo: string) => `Invoice ${invoiceNo} already has other lines with another Tanggal Invoice or Faktur Pajak`,
  uploadHiddenForTransport: 'Upload is not available in transport mode: edit the lines with REFERENCE',
  updated: 'Data has been saved successfully',
  submitted: 'Data has been submitted successfully',
  uploaded: (rows: number) => `${rows} line(s) uploaded`,
  confirmSubmit: 'Submit these saved invoices of this vendor? Submitted lines can no longer change.',
  submitRow: (invoiceNo: string, uploadedBy: readonly string[]) => `${invoiceNo}, uploaded by ${uploadedBy.join(', ') || 'unknown'}`,
} as const;

/** Payment site HO or Branch; HO pays every branch's lines, Branch only the chosen branch's. */
export const PAYMENT_SITES = ['HO', 'Branch'] as const;
export type PaymentSite = (typeof PAYMENT_SITES)[number];

export const EXPEDITION_LIMITS = { invoiceNo: 50, taxNo: 30, awb: 40, branch: 100, reference: 40 } as const;
/** numeric(18,2) / numeric(18,3) columns: 16 / 15 whole digits. */
const MAX_MONEY = 10n ** 16n * 100n - 1n;
const MAX_QUANTITY = 10n ** 15n * 1000n - 1n;

const optionalText = (max: number) => plainText(max).optional().default('');
const optionalDate = z
  .union([isoDateSchema, z.literal('')])
  .optional()
  .default('');

/** Which supplier's freight lines: a VENDOR's own (vendorId ignored), a PIC's mapped or finance's chosen supplier. */
export const expeditionVendorSchema = z.strictObject({
  orgId: queryInt(0, INT4_MAX).optional().default(0),
  instance: z
    .union([instanceSchema, z.literal('')])
    .optional()
    .default(''),
  vendorId: queryInt(0, INT4_MAX).optional().default(0),
});
export type ExpeditionVendorQuery = z.infer<typeof expeditionVendorSchema>;

export const expeditionSearchSchema = expeditionVendorSchema.extend({
  fromDate: optionalDate,
  toDate: optionalDate,
  awb: optionalText(EXPEDITION_LIMITS.awb),
  paymentSite: z.union([z.enum(PAYMENT_SITES), z.literal('')]).default(''),
  branch: optionalText(EXPEDITION_LIMITS.branch),
  invoiceNo: optionalText(EXPEDITION_LIMITS.invoiceNo),
  page: queryInt(1, 100000).default(1),
  pageSize: queryInt(1, 100).default(10),
});
export type ExpeditionSearch = z.infer<typeof expeditionSearchSchema>;

/** The search needs a payment site, then a branch when the site is Branch. */
export function validateExpeditionSearch(filters: { paymentSite?: string | null; branch?: string | null }): string[] {
  if (!filters.paymentSite) return [EXPEDITION_MESSAGES.paymentSiteEmpty];
  if (filters.paymentSite === 'Branch' && !filters.branch?.trim()) return [EXPEDITION_MESSAGES.branchEmpty];
  return [];
}

export const EXPEDITION_LINE_STATUSES = ['OPEN', 'SAVED', 'SUBMITTED'] as const;

/** The charges of one line a user may set (the modal's editable fields, and the upload's columns). */
export const FEE_FIELDS = ['packing', 'inap', 'bongkarMuat', 'surcharge', 'thr', 'insentif', 'lain'] as const;
export type FeeField = (typeof FEE_FIELDS)[number];

/** One AWB line as Proses Tagihan lists it; fields a column set hides are null. */
export const expeditionLineSchema = z.object({
  awbLineId: z.number().int(),
  instance: z.string(),
  orgId: z.number().int(),
  vendorId: z.number().int(),
  branch: z.string(),
  reference: z.string(),
  periode: z.string(),
  shipDate: z.string(),
  awb: z.string(),
  awbVendor: z.string().nullable(),
  customer: z.string(),
  service: z.string(),
  charge: z.string(),
  quantity: z.string(),
  revisedQuantity: z.string(),
  unitPrice: z.string(),
  freightCharge: z.string(),
  packing: z.string(),
  inap: z.string(),
  bongkarMuat: z.string(),
  surcharge: z.string(),
  thr: z.string(),
  insentif: z.string(),
  lain: z.string(),
  totalCharge: z.string(),
  totalCompany: z.string().nullable(),
  rateVendor: z.string(),
  rateCompany: z.string().nullable(),
  matchType: z.enum(MATCH_TYPES).nullable(),
  invoiceNo: z.string().nullable(),
  invoiceDate: z.string().nullable(),
  taxNo: z.string().nullable(),
  taxDate: z.string().nullable(),
  status: z.enum(EXPEDITION_LINE_STATUSES),
  revision: z.number().int(),
});
export type ExpeditionLine = z.infer<typeof expeditionLineSchema>;

export const expeditionSearchResponseSchema = z.object({
  items: z.array(expeditionLineSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

const quantityText = z.string().regex(/^\d{1,15}(\.\d{1,3})?$/, 'Invalid quantity');
const moneyText = z.string().regex(/^\d{1,16}(\.\d{1,2})?$/, 'Invalid amount');

/** The REFERENCE modal's fields (legacy update-expedition-by-ref); `revision` is the line's as it was read. */
export const expeditionLineUpdateSchema = z.strictObject({
  orgId: z.number().int().min(0).max(INT4_MAX).optional().default(0),
  instance: instanceSchema,
  vendorId: z.number().int().min(0).max(INT4_MAX).optional().default(0),
  awbLineId: rowIdSchema,
  revision: z.number().int().min(0).max(INT4_MAX),
  revisedQuantity: quantityText,
  unitPrice: moneyText,
  packing: moneyText,
  inap: moneyText,
  bongkarMuat: moneyText,
  surcharge: moneyText,
  thr: moneyText,
  insentif: moneyText,
  lain: moneyText,
  invoiceNo: plainText(EXPEDITION_LIMITS.invoiceNo),
  invoiceDate: optionalDate,
  taxNo: plainText(EXPEDITION_LIMITS.taxNo),
  taxDate: optionalDate,
});
export type ExpeditionLineUpdate = z.infer<typeof expeditionLineUpdateSchema>;

export type ExpeditionCharges = { revisedQuantity: string; unitPrice: string } & Record<FeeField, string>;

/**
 * Tagihan Ekspedisi = revised quantity × unit price (rounded half-up to money), and
 * Total Tagihan Ekspedisi = that + packing + inap + bongkar muat + surcharge + THR + insentif +
 * lain — exact decimals, the same on the modal and on the server.
 */
export function expeditionAmounts(c: ExpeditionCharges): { freightCharge: string; totalCharge: string } {
  const product = toScaled(c.revisedQuantity, 3) * toScaled(c.unitPrice, 2); // 5 places
  const freight = (product * 2n + 1000n) / 2000n; // to 2 places, half-up (never negative)
  const total = FEE_FIELDS.reduce((sum, f) => sum + toScaled(c[f], 2), freight);
  return { freightCharge: fromScaled(freight), totalCharge: fromScaled(total) };
}

/** A charge a user typed, as the columns hold it, or null when it is not a non-negative number that fits. */
export function readCharge(value: string, kind: 'money' | 'quantity'): string | null {
  const text = value.trim().replace(/,/g, '');
  if (!/^\d+(\.\d+)?$/.test(text)) return null;
  const scale = kind === 'money' ? 2 : 3;
  const scaled = toScaled(text, scale);
  return scaled > (kind === 'money' ? MAX_MONEY : MAX_QUANTITY) ? null : fromScaled(scaled, scale);
}

/** The modal's own checks (the dates of a line follow the upload's rules): every message at once. */
export function validateExpeditionLineUpdate(u: Pick<ExpeditionLineUpdate, 'invoiceNo' | 'invoiceDate' | 'taxDate'>): string[] {
  const messages: string[] = [];
  if (!u.invoiceNo.trim()) messages.push(EXPEDITION_MESSAGES.invoiceNoEmpty);
  if (!u.invoiceDate) messages.push(EXPEDITION_MESSAGES.invoiceDateEmpty);
  if (!u.taxDate) messages.push(EXPEDITION_MESSAGES.taxDateEmpty);
  if (u.invoiceDate && u.taxDate && u.invoiceDate !== u.taxDate) messages.push(EXPEDITION_MESSAGES.datesNotEqual);
  return messages;
}

export const expeditionOptionsSchema = z.object({
  awbs: z.array(z.string()),
  branches: z.array(z.object({ orgId: z.number().int(), name: z.string() })),
});

/** Summary Invoice of Proses Tagihan: the saved, not yet submitted lines grouped by invoice number. */
export const expeditionSummaryRowSchema = z.object({
  invoiceNo: z.string(),
  invoiceDate: z.string(),
  taxNo: z.string(),
  taxDate: z.string(),
  totalInvoice: z.string(),
  totalQuantity: z.string(),
  lines: z.number().int(),
  /** Usernames of who saved its lines: Submit sends the invoice's saved lines, whoever saved them. */
  uploadedBy: z.array(z.string()),
  /**
   * Fingerprint of its saved lines (each line and its revision): Submit sends it back, so an
   * invoice that gained, lost or changed a line after the confirmation was shown is refused.
   */
  version: z.string(),
});
export type ExpeditionSummaryRow = z.infer<typeof expeditionSummaryRowSchema>;
export const expeditionSummarySchema = z.object({ items: z.array(expeditionSummaryRowSchema) });

export const expeditionSubmitSchema = z.strictObject({
  orgId: z.number().int().min(0).max(INT4_MAX).optional().default(0),
  instance: z
    .union([instanceSchema, z.literal('')])
    .optional()
    .default(''),
  vendorId: z.number().int().min(0).max(INT4_MAX).optional().default(0),
  /** The saved invoices the user confirmed, as the Summary Invoice showed them: exactly these are submitted. */
  invoices: z.array(z.strictObject({ invoiceNo: plainText(EXPEDITION_LIMITS.invoiceNo), version: plainText(64) })).max(1000),
});
export type ExpeditionSubmit = z.infer<typeof expeditionSubmitSchema>;
export const expeditionSubmitResponseSchema = z.object({ submitted: z.array(z.string()), message: z.string() });
export const expeditionUploadResponseSchema = z.object({ updated: z.number().int(), message: z.string() });
