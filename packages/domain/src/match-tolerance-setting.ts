import { z } from 'zod';
import { instanceSchema, INT4_MAX, orgIdSchema, queryInt } from './common';
import { formatTolerancePct, type MatchTolerances } from './match-tolerance';
import { toScaled } from './money';

/**
 * Setting the match tolerances (`/#/master/tolerance`, finance) and the answers of
 * /api/master/tolerances: the tolerances per company, the facts a PO invoice form checks its
 * lines against, and the breaches finance sees on a saved invoice.
 */

export const TOLERANCE_LIMITS = { maxPct: 1000, decimals: 3, ids: 500 } as const;

export const TOLERANCE_FIELD_LABELS = {
  pricePct: 'Price tolerance (%)',
  quantityPct: 'Quantity ordered tolerance (%)',
  qtyReceivedPct: 'Quantity received tolerance (%)',
} as const;

export const TOLERANCE_SETTING_MESSAGES = {
  invalidPct: (label: string) => `${label}: enter a percentage from 0 to 1000 with at most 3 decimals, or leave it empty`,
  unknownCompany: 'The company is not one of the ERP',
  confirmUpdate: 'Update the match tolerances of this company?',
  saved: 'Data has been saved successfully',
  saveFailed: 'Gagal menyimpan tolerance',
  notChecked: 'Not checked',
  empty: 'No companies found',
  invoiceNotFound: 'Invoice not found',
  notPoInvoice: 'Match tolerances apply to PO invoices only',
} as const;

const lineCount = (n: number, noun: string) => (n === 1 ? `1 ${noun} is` : `${n} ${noun}s are`);

/** Messages of the PO invoice screens about breaches (a warning: the supplier may still save, finance may still submit). */
export const TOLERANCE_BREACH_MESSAGES = {
  formWarning: (lines: number) => `${lineCount(lines, 'PO line')} outside the company's match tolerances. You can still save; finance will see it.`,
  financeWarning: (lines: number) =>
    `${lines === 1 ? '1 line of this invoice is' : `${lines} lines of this invoice are`} outside the company's match tolerances`,
  checkFailed: 'The match tolerances could not be checked just now',
  title: 'Match tolerances',
  confirmSubmit: (invoiceNo: string, lines: number) =>
    `Invoice ${invoiceNo} has ${lines === 1 ? '1 line' : `${lines} lines`} outside the match tolerances. Submit it to the ERP anyway?`,
} as const;

const PCT_PATTERN = /^\d{1,4}(\.\d{1,3})?$/;

/** One field of the form: '' (or null) means the check is not made. */
export function parseTolerancePct(value: string | null | undefined): { ok: true; value: string | null } | { ok: false } {
  const text = (value ?? '').trim();
  if (text === '') return { ok: true, value: null };
  // The pattern allows three decimals, so reading at three places is exact.
  if (!PCT_PATTERN.test(text) || toScaled(text, 3) > BigInt(TOLERANCE_LIMITS.maxPct) * 1000n) return { ok: false };
  return { ok: true, value: formatTolerancePct(text) };
}

export const toleranceFormSchema = z.strictObject({
  pricePct: z.string().max(20).nullable().optional().default(null),
  quantityPct: z.string().max(20).nullable().optional().default(null),
  qtyReceivedPct: z.string().max(20).nullable().optional().default(null),
});
export type ToleranceForm = z.infer<typeof toleranceFormSchema>;

const TOLERANCE_FIELDS = ['pricePct', 'quantityPct', 'qtyReceivedPct'] as const;

/** Every failing field at once, in the form's order; empty when the form may be saved. */
export function validateToleranceForm(form: Partial<ToleranceForm>): string[] {
  return TOLERANCE_FIELDS.filter((f) => !parseTolerancePct(form[f]).ok).map((f) => TOLERANCE_SETTING_MESSAGES.invalidPct(TOLERANCE_FIELD_LABELS[f]));
}

/** The form as stored: each percentage normalised ("2" → "2.00") or null. Call after validateToleranceForm. */
export function normaliseToleranceForm(form: Partial<ToleranceForm>): MatchTolerances {
  const value = (f: (typeof TOLERANCE_FIELDS)[number]) => {
    const parsed = parseTolerancePct(form[f]);
    return parsed.ok ? parsed.value : null;
  };
  return { pricePct: value('pricePct'), quantityPct: value('quantityPct'), qtyReceivedPct: value('qtyReceivedPct') };
}

export const matchTolerancesSchema = z.object({
  pricePct: z.string().nullable(),
  quantityPct: z.string().nullable(),
  qtyReceivedPct: z.string().nullable(),
});

export const companyToleranceSchema = matchTolerancesSchema.extend({
  instance: z.string(),
  orgId: z.number().int(),
  company: z.string(),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type CompanyTolerance = z.infer<typeof companyToleranceSchema>;
export const companyToleranceListSchema = z.object({ items: z.array(companyToleranceSchema) });
export type CompanyToleranceList = z.infer<typeof companyToleranceListSchema>;

/** The change finance sends: which company, and its three settings. */
export const toleranceUpdateSchema = toleranceFormSchema.extend({ instance: instanceSchema, orgId: z.number().int().min(1).max(INT4_MAX) });
export type ToleranceUpdate = z.infer<typeof toleranceUpdateSchema>;

/* ---- The facts a PO invoice form checks its lines against ---- */

/** A comma-separated list of receipt ids in a URL ("12,13"): digits only, at most TOLERANCE_LIMITS.ids. */
const idListSchema = z
  .string()
  .max(TOLERANCE_LIMITS.ids * 11)
  .regex(/^(\d{1,10})(,\d{1,10})*$/, 'Invalid id list')
  .transform((v) => [...new Set(v.split(',').map(Number))])
  .refine((ids) => ids.length <= TOLERANCE_LIMITS.ids && ids.every((id) => id >= 1 && id <= INT4_MAX), 'Invalid id list');

export const toleranceBasisQuerySchema = z.strictObject({
  instance: instanceSchema,
  orgId: orgIdSchema,
  ids: idListSchema,
  /** The invoice being edited: its own lines do not count as billed before. */
  exceptInvoiceId: queryInt(1, INT4_MAX).optional(),
});
export type ToleranceBasisQuery = z.infer<typeof toleranceBasisQuerySchema>;

/** A receipt line's PO line as the checks see it; alreadyBilled counts the ERP's billing and the portal's live invoices. */
export const toleranceBasisLineSchema = z.object({
  rcvTransactionId: z.number().int(),
  poLineId: z.number().int(),
  poUnitPrice: z.string(),
  orderedQuantity: z.string(),
  receivedQuantity: z.string(),
  alreadyBilledQuantity: z.string(),
  currency: z.string(),
});
export type ToleranceBasisLine = z.infer<typeof toleranceBasisLineSchema>;

export const toleranceBasisSchema = z.object({ tolerances: matchTolerancesSchema, lines: z.array(toleranceBasisLineSchema) });
export type ToleranceBasis = z.infer<typeof toleranceBasisSchema>;

/* ---- Finance: the breaches of a saved PO invoice ---- */

export const invoiceToleranceLineSchema = z.object({
  lineNum: z.number().int(),
  rcvTransactionId: z.number().int(),
  poNumber: z.string(),
  poLineNum: z.number().int(),
  breaches: z.array(
    z.object({
      check: z.enum(['PRICE', 'QUANTITY_ORDERED', 'QUANTITY_RECEIVED']),
      limitPct: z.string(),
      actualPct: z.string().nullable(),
      amountOver: z.string(),
      message: z.string(),
    }),
  ),
});
export type InvoiceToleranceLine = z.infer<typeof invoiceToleranceLineSchema>;

export const invoiceTolerancesSchema = z.object({
  invoiceId: z.number().int(),
  tolerances: matchTolerancesSchema,
  /** Only lines with at least one breach. */
  lines: z.array(invoiceToleranceLineSchema),
  amountOver: z.string(),
});
export type InvoiceTolerances = z.infer<typeof invoiceTolerancesSchema>;
