import { z } from 'zod';
import { invoicePaymentSchema } from './dashboard';
import { listExpectedPaymentSchema } from './expected-payment';
import { idParamSchema, instanceSchema, isoDateSchema, orgIdSchema, pagedSchema, plainText, queryInt, rowIdSchema } from './common';
import { LIFECYCLE_MESSAGES } from './invoice-lifecycle';
import { PO_INVOICE_LIMITS, poInvoiceDetailSchema } from './po-invoice';
import type { UserType } from './roles';

/** Invoice search messages and the finance screens' success texts. */
export const FINANCE_MESSAGES = {
  filterEmpty: "Filter can't be empty, please choose at least one filter",
  selectCompany: 'Please select company',
  saved: 'Data has been saved successfully',
  submitted: 'Data has been submitted successfully',
  rejected: 'Invoice has been rejected',
  notFound: 'Invoice not found',
  batchMismatch: 'This invoice is not in that batch',
  notPoInvoice: 'This screen completes PO invoices; open a non-PO or proxy invoice from its review screen',
  termUnknown: 'Term is not one of the ERP terms',
  paymentMethodUnknown: 'Payment method is not one of the ERP payment methods',
  payGroupUnknown: 'Pay group is not one of this company’s pay groups',
} as const;

/** MATCH_TYPE (MATCH or UNMATCH): whether an invoice agrees with what it bills (v2 find filter). */
export const MATCH_TYPES = ['MATCH', 'UNMATCH'] as const;
export type MatchType = (typeof MATCH_TYPES)[number];

/**
 * suggestFrom: the e-invoice number autocomplete asks from the third typed character (web) and
 * answers nothing for less (server): one or two characters are in nearly every number, so they
 * narrow nothing and only cost a search of every invoice.
 */
export const FIND_LIMITS = { batchNo: 30, invoiceNo: PO_INVOICE_LIMITS.invoiceNo, suggestions: 10, suggestFrom: 3 } as const;

/** Whether the typed text is long enough for the e-invoice number autocomplete to search. */
export const suggestsInvoiceNumbers = (search: string) => search.trim().length >= FIND_LIMITS.suggestFrom;

/** The find screens' query (v1; v2 adds matchType). Results page by 5 (5/10/15). */
export const findInvoicesQuerySchema = z.strictObject({
  page: queryInt(1, 100000).default(1),
  pageSize: queryInt(1, 50).default(5),
  orgId: orgIdSchema.optional(),
  instance: instanceSchema.optional(),
  batchNo: plainText(FIND_LIMITS.batchNo).optional(),
  vendorId: idParamSchema.optional(),
  invoiceNo: plainText(FIND_LIMITS.invoiceNo).optional(),
});
export const findInvoicesV2QuerySchema = findInvoicesQuerySchema.extend({ matchType: z.enum([...MATCH_TYPES, '']).optional() });
export type FindInvoicesQuery = z.infer<typeof findInvoicesV2QuerySchema>;

/** Invoice search: at least one of batch, supplier, invoice no; a PIC must choose a company first. All at once. */
export function validateFindInvoices(
  q: Partial<Pick<FindInvoicesQuery, 'orgId' | 'instance' | 'batchNo' | 'vendorId' | 'invoiceNo'>>,
  viewer: UserType,
): string[] {
  const m: string[] = [];
  if (viewer === 'PIC' && (!q.orgId || !q.instance)) m.push(FINANCE_MESSAGES.selectCompany);
  if (!q.batchNo?.trim() && !q.vendorId && !q.invoiceNo?.trim()) m.push(FINANCE_MESSAGES.filterEmpty);
  return m;
}

export const foundInvoiceSchema = z.object({
  id: z.number().int(),
  invoiceNo: z.string(),
  invoiceDate: z.string().nullable(),
  invoiceType: z.string(),
  status: z.string(),
  matchType: z.enum(MATCH_TYPES),
  vendorId: z.number().int(),
  vendorName: z.string(),
  orgId: z.number().int(),
  instance: z.string(),
  company: z.string(),
  batchNo: z.string().nullable(),
  currencyCode: z.string(),
  totalAmount: z.string(),
  /** Approved invoices: the expected pay date, or the paid date once paid (the same cell as the invoice lists'). */
  expectedPayment: listExpectedPaymentSchema.nullable().optional(),
});
export type FoundInvoice = z.infer<typeof foundInvoiceSchema>;
export const foundInvoicesSchema = pagedSchema(foundInvoiceSchema);

/** E-invoice number autocomplete: searches only from FIND_LIMITS.suggestFrom characters, at most 10 numbers. */
export const invoiceNumberQuerySchema = z.strictObject({
  search: plainText(FIND_LIMITS.invoiceNo),
  orgId: orgIdSchema.optional(),
  instance: instanceSchema.optional(),
  vendorId: idParamSchema.optional(),
});
export const invoiceNumbersSchema = z.object({ items: z.array(z.string()) });

/**
 * The last search of a find screen, kept in the browser before a review screen returns to it
 * (org id, instance and supplier joined by "*"), so the find page can run it again.
 */
export const FIND_HINT_KEY = 'faktura.find-hint';
export type FindHint = { orgId: number; instance: string; vendorId: number | null };
export const encodeFindHint = (h: FindHint) => [h.orgId, h.instance, h.vendorId ?? ''].join('*');
export function decodeFindHint(text: string | null | undefined): FindHint | null {
  const [org = '', instance = '', vendor = ''] = (text ?? '').split('*');
  const orgId = Number(org);
  if (!/^\d+$/.test(org) || orgId <= 0 || !instanceSchema.safeParse(instance).success) return null;
  return { orgId, instance, vendorId: /^\d+$/.test(vendor) && Number(vendor) > 0 ? Number(vendor) : null };
}

/** `/invoice/detail/{invoice_no}/{batch_no}/{supplier_no}?instance&orgId`: the finance detail's lookup. */
export const financeLookupQuerySchema = z.strictObject({
  invoiceNo: plainText(FIND_LIMITS.invoiceNo).min(1),
  batchNo: plainText(FIND_LIMITS.batchNo).min(1),
  vendorId: idParamSchema,
  orgId: orgIdSchema,
  instance: instanceSchema,
});
export type FinanceLookupQuery = z.infer<typeof financeLookupQuerySchema>;

/**
 * What finance completes on a PO invoice (its finance detail by invoice number). The service charge
 * (Include PPh, its value and code) is the supplier's and stays as filed: it moves the invoice's
 * and its batch's totals, so finance rejects an invoice whose service charge is wrong.
 */
export const financeCompletionSchema = z.strictObject({
  revision: rowIdSchema,
  bankAccountId: rowIdSchema.nullable().optional().default(null),
  paymentMethod: plainText(30).nullable().optional().default(null),
  termId: rowIdSchema.nullable().optional().default(null),
  glDate: z
    .union([isoDateSchema, z.literal('')])
    .nullable()
    .optional()
    .default(null),
  coaId: rowIdSchema.nullable().optional().default(null),
  payGroup: plainText(30).nullable().optional().default(null),
});
export type FinanceCompletion = z.infer<typeof financeCompletionSchema>;

/**
 * Every failure of the finance form at once: Save needs bank,
 * payment method and term; an invoice with a service charge needs a charge account; Submit also
 * needs the pay group.
 */
export function validateFinanceCompletion(form: Partial<FinanceCompletion>, action: 'save' | 'submit', hasServiceCharge: boolean): string[] {
  const m: string[] = [];
  if (!form.bankAccountId) m.push(LIFECYCLE_MESSAGES.bankAccount);
  if (!form.paymentMethod?.trim()) m.push(LIFECYCLE_MESSAGES.paymentMethod);
  if (!form.termId) m.push(LIFECYCLE_MESSAGES.term);
  if (hasServiceCharge && !form.coaId) m.push(LIFECYCLE_MESSAGES.chargeAccount);
  if (action === 'submit' && !form.payGroup?.trim()) m.push(LIFECYCLE_MESSAGES.payGroup);
  return m;
}

export const financeRejectSchema = z.strictObject({ revision: rowIdSchema, reason: plainText(2000).optional().default('') });
export type FinanceReject = z.infer<typeof financeRejectSchema>;

const option = z.object({ value: z.string(), label: z.string() });

/** The ERP's refusal of the last submission: its own codes and messages, shown until the next one. */
export const erpRejectionSchema = z.object({ at: z.string(), reasons: z.array(z.string()) });

export const financePoInvoiceSchema = poInvoiceDetailSchema.extend({
  paymentMethod: z.string().nullable(),
  termId: z.number().int().nullable(),
  glDate: z.string().nullable(),
  payGroup: z.string().nullable(),
  erpRejection: erpRejectionSchema.nullable(),
  /** What the ERP has paid on it (POSTED): the sum, the latest date and cheque number. */
  payment: invoicePaymentSchema.nullable(),
  /** Finance's buttons: Save when OPEN, Submit and Reject when PROCESSED (Reject also when OPEN). */
  finance: z.object({ canSave: z.boolean(), canSubmit: z.boolean(), canReject: z.boolean() }),
});
export type FinancePoInvoice = z.infer<typeof financePoInvoiceSchema>;

export const financeOptionsSchema = z.object({
  banks: z.array(z.object({ id: z.number().int(), label: z.string() })),
  paymentMethods: z.array(option),
  terms: z.array(z.object({ id: z.number().int(), label: z.string() })),
  accounts: z.array(z.object({ id: z.number().int(), label: z.string() })),
  payGroups: z.array(option),
});
export type FinanceOptions = z.infer<typeof financeOptionsSchema>;

/** The finance review's export, reviewFin-{DDMMYYYYHHmmss}.xls. */
export const REVIEW_FIN_EXPORT = 'reviewFin';

/** Finance's part of the non-PO / proxy review (`/invoice/review-fin/…`): pay group, Submit to finance, Reject. */
export const financeReviewSchema = z.object({
  id: z.number().int(),
  status: z.string(),
  revision: z.number().int(),
  payGroup: z.string().nullable(),
  payGroups: z.array(option),
  erpRejection: erpRejectionSchema.nullable(),
  payment: invoicePaymentSchema.nullable(),
  finance: z.object({ canSubmit: z.boolean(), canReject: z.boolean() }),
});
export type FinanceReview = z.infer<typeof financeReviewSchema>;

/**
 * Submit to finance: finance may still correct what the review set for payment (bank, payment
 * method, term, charge account, GL date) and adds the pay group; the same messages as the PO side.
 */
export const financeReviewSubmitSchema = financeCompletionSchema;
export type FinanceReviewSubmit = z.infer<typeof financeReviewSubmitSchema>;
