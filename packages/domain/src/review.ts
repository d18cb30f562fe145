import { z } from 'zod';
import { INT4_MAX, instanceSchema, isoDateSchema, plainText, queryInt, rowIdSchema } from './common';
import { formatDate } from './format';
import { PAGE_SIZES } from './page-sizes';
import { attachmentSchema } from './po-invoice';
import { INVOICE_KINDS } from './invoice-kind';
import { LIFECYCLE_MESSAGES, can } from './invoice-lifecycle';
import type { InvoiceKind } from './invoice-kind';
import type { UserType } from './roles';

/**
 * PIC review of a non-PO or proxy invoice (`/invoice/review-pic/…`, v1 and v2): what the screen
 * shows, what Save / Submit to Rekomendator send, and the review form's rules. The finance
 * fields' messages (bank, payment method, term, charge of account) are the life cycle's.
 */
export const REVIEW_MESSAGES = {
  reimburseIncomplete: 'Harap lengkapi detail reimburse!',
  reasonEmpty: LIFECYCLE_MESSAGES.reason,
  submitFailed: 'Failed submit to recommender',
  verifyFailed: 'Invoice verify failed, please try again',
  saved: 'Data has been saved successfully',
  submitted: 'Data has been submitted to recommendator',
  verified: 'Invoice has been verified',
  rejected: 'Invoice has been rejected',
  noRecommender: 'No recommender is mapped to this supplier and category: ask finance to complete the vendor mapping',
  notReviewable: 'Only non-PO and proxy invoices are reviewed here',
  readOnly: 'Finance sees the PIC review read-only',
  notOpen: (status: string) => `The invoice is ${status}: the PIC acts on it only while it is OPEN`,
  bankAccountUnknown: "Bank is not one of this supplier's bank accounts",
  paymentMethodUnknown: 'Payment method is not one of this supplier’s',
  termUnknown: 'Term is not known to the ERP',
  chargeAccountUnknown: 'Charge of Account is not an account of this company',
  costCenterUnknown: 'Cost center is not one of this company’s',
  siteUnknown: "Supplier site is not one of this supplier's sites in this company",
  categoryUnknown: 'Category is not one of this company’s',
  lineUnknown: 'A line does not belong to this invoice',
  lineAccountUnknown: (lineNum: number) => `Line ${lineNum}: account is not an account of this company`,
} as const;

type Reviewed = { kind: InvoiceKind; status: string };

/**
 * Whether the review screen acts for this viewer (save, verify, send on, reject): only a PIC, and
 * only while the PIC may still reject the invoice, i.e. its decision is pending. Finance reads it.
 */
export function canReview(invoice: Reviewed, viewer: UserType): { allowed: true } | { allowed: false; message: string } {
  if (viewer !== 'PIC') return { allowed: false, message: REVIEW_MESSAGES.readOnly };
  return can('REJECT', invoice, viewer).allowed ? { allowed: true } : { allowed: false, message: REVIEW_MESSAGES.notOpen(invoice.status) };
}

/** The review screen's buttons: Submit to Rekomendator waits for Verified where the life cycle requires it (non-PO). */
export function reviewActions(invoice: Reviewed & { verified: boolean }, viewer: UserType) {
  const canAct = canReview(invoice, viewer).allowed;
  const send = can('SEND_TO_RECOMMENDER', invoice, viewer);
  const needsVerify = send.allowed && send.transition.requires.includes('verified');
  return { canAct, canVerify: canAct && !invoice.verified, canSubmit: canAct && send.allowed && (!needsVerify || invoice.verified) };
}

export const REVIEW_LIMITS = { paymentMethod: 30, costCenter: 20, referenceNumber: 60, remarks: 500, reason: 1000, lines: 500 } as const;

const optionalDate = z
  .union([isoDateSchema, z.literal('')])
  .optional()
  .default('');
const optionalId = rowIdSchema.nullable().optional().default(null);
const optionalText = (max: number) => plainText(max).optional().default('');

/** A line as the reviewer may change it: its account and remarks (the travel order goes in remarks). */
export const reviewLineInputSchema = z.strictObject({ id: rowIdSchema, coaId: optionalId, remarks: optionalText(REVIEW_LIMITS.remarks) });

/** Save and Submit to Rekomendator send the whole header the PIC may edit, with the revision it read. */
export const reviewFormSchema = z.strictObject({
  revision: rowIdSchema,
  bankAccountId: optionalId,
  paymentMethod: optionalText(REVIEW_LIMITS.paymentMethod),
  termId: optionalId,
  chargeAccountId: optionalId,
  costCenter: optionalText(REVIEW_LIMITS.costCenter),
  glDate: optionalDate,
  invoiceDate: optionalDate,
  taxDate: optionalDate,
  vendorSiteId: optionalId,
  serviceCharge: z.boolean().optional().default(false),
  referenceNumber: optionalText(REVIEW_LIMITS.referenceNumber),
  categoryId: optionalId,
  lines: z.array(reviewLineInputSchema).max(REVIEW_LIMITS.lines).optional().default([]),
});
export type ReviewForm = z.infer<typeof reviewFormSchema>;

export const reviewRejectSchema = z.strictObject({ revision: rowIdSchema, reason: optionalText(REVIEW_LIMITS.reason) });
export type ReviewReject = z.infer<typeof reviewRejectSchema>;
export const reviewRevisionSchema = z.strictObject({ revision: rowIdSchema });

/** A reimbursement line as far as the review checks it: each needs its vendor (an ERP supplier or a name). */
export type ReimburseVendorFact = { vendorId: number | null; vendorName: string };

/** Every failure of the review form at once, in the screen's order. */
export function validateReview(form: Partial<ReviewForm>, reimburseLines: readonly ReimburseVendorFact[] = []): string[] {
  const m: string[] = [];
  if (!form.bankAccountId) m.push(LIFECYCLE_MESSAGES.bankAccount);
  if (!form.paymentMethod?.trim()) m.push(LIFECYCLE_MESSAGES.paymentMethod);
  if (!form.termId) m.push(LIFECYCLE_MESSAGES.term);
  if (!form.chargeAccountId) m.push(LIFECYCLE_MESSAGES.chargeAccount);
  if (reimburseLines.some((l) => !l.vendorId && !l.vendorName.trim())) m.push(REVIEW_MESSAGES.reimburseIncomplete);
  return m;
}

export function validateRejectReason(reason: string | null | undefined): string[] {
  return reason?.trim() ? [] : [REVIEW_MESSAGES.reasonEmpty];
}

/** The GL date shown when none is stored: the invoice date. */
export const defaultGlDate = (glDate: string | null, invoiceDate: string | null) => glDate || invoiceDate || '';

export const travelOrderSchema = z.object({ travelOrderNo: z.string(), guestName: z.string(), startDate: z.string(), endDate: z.string() });
export type TravelOrder = z.infer<typeof travelOrderSchema>;
export const travelOrderListSchema = z.object({ items: z.array(travelOrderSchema) });

/**
 * Picking a travel order writes the line's remarks as order#guest#start#end, the dates as every
 * screen shows them (DD-MMM-YYYY): remarks are free text that people read and may edit, here and in
 * the ERP, and nothing parses them back (decision 007). A date the ERP sent in another form is kept as sent.
 */
export const travelOrderRemarks = (o: TravelOrder) =>
  [o.travelOrderNo, o.guestName, formatDate(o.startDate) || o.startDate, formatDate(o.endDate) || o.endDate].join('#');

const option = z.object({ id: z.number().int(), label: z.string() });
const codeOption = z.object({ code: z.string(), label: z.string() });

export const reviewLineSchema = z.object({
  id: z.number().int(),
  lineNum: z.number().int(),
  detailCategory: z.string(),
  description: z.string(),
  amount: z.string(),
  vatCode: z.string().nullable(),
  vatRate: z.string().nullable(),
  taxAmount: z.string(),
  whtCode: z.string().nullable(),
  coaId: z.number().int().nullable(),
  remarks: z.string(),
});
export type ReviewLine = z.infer<typeof reviewLineSchema>;

export const reviewViewSchema = z.object({
  id: z.number().int(),
  kind: z.enum(INVOICE_KINDS),
  invoiceNo: z.string(),
  invoiceDate: z.string().nullable(),
  glDate: z.string(),
  taxNo: z.string().nullable(),
  taxDate: z.string().nullable(),
  description: z.string(),
  status: z.string(),
  reason: z.string().nullable(),
  revision: z.number().int(),
  orgId: z.number().int(),
  instance: z.string(),
  company: z.string(),
  vendorId: z.number().int(),
  vendorName: z.string(),
  vendorSiteId: z.number().int().nullable(),
  batchNo: z.string().nullable(),
  currencyCode: z.string(),
  invoiceAmount: z.string(),
  taxAmount: z.string(),
  totalAmount: z.string(),
  bankAccountId: z.number().int().nullable(),
  paymentMethod: z.string(),
  termId: z.number().int().nullable(),
  chargeAccountId: z.number().int().nullable(),
  costCenter: z.string(),
  serviceCharge: z.boolean(),
  referenceNumber: z.string(),
  categoryId: z.number().int().nullable(),
  categoryName: z.string(),
  verified: z.boolean(),
  verifiedAt: z.string().nullable(),
  lines: z.array(reviewLineSchema),
  reimbursements: z.array(
    z.object({
      id: z.number().int(),
      vendorId: z.number().int().nullable(),
      vendorName: z.string(),
      taxNo: z.string(),
      taxDate: z.string(),
      taxValue: z.string(),
      group: z.string(),
    }),
  ),
  attachments: z.array(attachmentSchema),
  /** Things the reviewer should check but the portal does not refuse (e.g. a faktur past its upload deadline). */
  warnings: z.array(z.string()),
  options: z.object({
    banks: z.array(option),
    paymentMethods: z.array(codeOption),
    terms: z.array(option),
    accounts: z.array(option),
    costCenters: z.array(codeOption),
    sites: z.array(option),
    categories: z.array(option),
  }),
  /** The PIC's buttons (OPEN only); finance reads. Submit to Rekomendator needs verification for non-PO (v2). */
  permissions: z.object({
    canAct: z.boolean(),
    canVerify: z.boolean(),
    canSubmit: z.boolean(),
    /** Attachments (the PIC attaches and deletes while OPEN or in REVIEW), the invoices module's rule. */
    canUpload: z.boolean(),
    canDeleteAttachment: z.boolean(),
  }),
});
export type ReviewView = z.infer<typeof reviewViewSchema>;

/** A freight (AWB) line billed on the invoice, as the v2 review's freight table shows it. */
export const reviewFreightLineSchema = z.object({
  reference: z.string(),
  periode: z.string(),
  awb: z.string(),
  awbVendor: z.string().nullable(),
  customer: z.string(),
  service: z.string(),
  charge: z.string(),
  quantity: z.string(),
  totalCost: z.string(),
  revisedQuantity: z.string().nullable(),
  vendorBill: z.string(),
  companyBill: z.string(),
  vendorRate: z.string(),
  companyRate: z.string(),
  matchType: z.enum(['MATCH', 'UNMATCH']),
  invoiceNo: z.string(),
  invoiceDate: z.string().nullable(),
  taxNo: z.string().nullable(),
  taxDate: z.string().nullable(),
});
export type ReviewFreightLine = z.infer<typeof reviewFreightLineSchema>;
export const reviewFreightPageSchema = z.object({
  items: z.array(reviewFreightLineSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const reviewFreightQuerySchema = z.strictObject({
  page: queryInt(1, INT4_MAX).optional().default(1),
  pageSize: queryInt(1, 100)
    .refine((n) => PAGE_SIZES.freightLines.options.includes(n as 10), 'Invalid page size')
    .optional()
    .default(PAGE_SIZES.freightLines.size),
});

/**
 * The review routes name an invoice by number (invoice, batch and supplier number, org
 * id; `reviewPath` builds them); the server finds it by supplier and number in the company.
 */
export const reviewLookupQuerySchema = z.strictObject({
  instance: instanceSchema,
  orgId: queryInt(1, INT4_MAX),
  vendorId: queryInt(1, INT4_MAX),
  invoiceNo: plainText(60).min(1),
});
export type ReviewLookup = z.infer<typeof reviewLookupQuerySchema>;

/** Where the review returns after reject, submit or cancel (v2 cancel goes to the v2 find). */
export const reviewReturnPath = (version: 'v1' | 'v2', action: 'cancel' | 'done') =>
  version === 'v2' && action === 'cancel' ? '/invoice/v2/find' : '/invoice/find';

/** Spreadsheet names of the review's exports, before `-{DDMMYYYYHHmmss}`. */
export const REVIEW_EXPORTS = { header: 'reviewPIC', lines: 'reviewPIC-Line' } as const;
