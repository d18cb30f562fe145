import { z } from 'zod';
import { INT4_MAX, instanceSchema, plainText, queryInt } from './common';
import { toScaled } from './money';

/**
 * Stamp duty (bea meterai, Rp 10,000): a money document above Rp 5,000,000 carries it, today as an
 * e-Meterai with a 22-digit serial, or the supplier attaches the stamped document (docs/decisions/027).
 * Missing stamp duty is a warning for the supplier and a list for finance, never a block.
 */

/** Above this (not at it) an IDR invoice needs stamp duty. */
export const STAMP_DUTY_THRESHOLD_IDR = '5000000.00';
/** The attachment kind that marks an uploaded file as the stamped document. */
export const STAMPED_ATTACHMENT_KIND = 'stamped';
export const E_METERAI_SERIAL_LENGTH = 22;

export const STAMP_DUTY_MESSAGES = {
  serialShape: 'e-Meterai serial must be 22 digits (spaces and hyphens are ignored)',
  missing: 'This invoice is above Rp 5,000,000: enter the e-Meterai serial or attach the stamped document.',
  fieldLabel: 'e-Meterai serial',
  fieldHelp: 'Invoices above Rp 5,000,000 carry stamp duty (Rp 10,000). Enter the 22-digit e-Meterai serial or attach the stamped document.',
  stampedLabel: 'Stamped document attached',
  stampedFileLabel: 'Stamped document',
  stampedFilePlaceholder: 'Which attached file carries the e-Meterai',
  notMarkable: (status: string) => `The stamped document cannot be changed while the invoice is ${status}`,
} as const;

/** Marks (or unmarks) one attached file as the stamped document. */
export const stampedMarkSchema = z.strictObject({ stamped: z.boolean() });

/**
 * Whether an invoice needs stamp duty: IDR invoices whose total is above Rp 5,000,000. Other
 * currencies are not judged: the portal holds no exchange rate to the rupiah (decision 027).
 */
export function stampDutyApplies(total: string, currencyCode: string): boolean {
  if (currencyCode !== 'IDR') return false;
  try {
    return toScaled(total) > toScaled(STAMP_DUTY_THRESHOLD_IDR);
  } catch {
    return false;
  }
}

/** The serial as stored (22 digits), or null for any other shape; spaces and hyphens are ignored. */
export function normalizeEMeteraiSerial(value: string): string | null {
  const digits = value.replace(/[\s-]/g, '');
  return new RegExp(`^\\d{${E_METERAI_SERIAL_LENGTH}}$`).test(digits) ? digits : null;
}

/** Blank is "no serial" (null); any other text must be a serial, else the shape message. */
export function eMeteraiSerialProblem(value: string | null | undefined): string | null {
  if (value === null || value === undefined || !value.trim()) return null;
  return normalizeEMeteraiSerial(value) ? null : STAMP_DUTY_MESSAGES.serialShape;
}

/** The supplier's warning, or null when stamp duty does not apply or is there. */
export function stampDutyWarning(input: {
  total: string;
  currencyCode: string;
  serial: string | null | undefined;
  hasStampedDocument: boolean;
}): string | null {
  if (!stampDutyApplies(input.total, input.currencyCode)) return null;
  if (input.hasStampedDocument) return null;
  if (input.serial && normalizeEMeteraiSerial(input.serial)) return null;
  return STAMP_DUTY_MESSAGES.missing;
}

/**
 * The optional field of the invoice save schemas: blank or null is "no serial"; its shape is checked
 * with the form's other rules (validateNonPoInvoice, validatePoInvoice: eMeteraiSerialProblem), so the
 * message reads as the form's, and the server stores it normalised (storedEMeteraiSerial).
 */
export const eMeteraiSerialInputSchema = plainText(60).nullable().optional().default(null);

/** The stored value of the field: 22 digits or null. */
export function storedEMeteraiSerial(value: string | null | undefined): string | null {
  return value ? normalizeEMeteraiSerial(value) : null;
}

/** GET /api/stamp-duty: finance's list of invoices above the threshold with neither serial nor stamped document. */
export const stampDutyQuerySchema = z.strictObject({
  /** A company: instance and org id together; '' and 0 for every company. */
  instance: z
    .union([instanceSchema, z.literal('')])
    .optional()
    .default(''),
  orgId: queryInt(0, INT4_MAX).optional().default(0),
  page: queryInt(1, 100_000).default(1),
  pageSize: queryInt(1, 100).default(10),
});
export type StampDutyQuery = z.infer<typeof stampDutyQuerySchema>;

export const stampDutyRowSchema = z.object({
  id: z.number().int(),
  invoiceNo: z.string(),
  invoiceType: z.string(),
  invoiceDate: z.string().nullable(),
  status: z.string(),
  batchNo: z.string().nullable(),
  instance: z.string(),
  orgId: z.number().int(),
  vendorId: z.number().int(),
  vendorName: z.string(),
  currencyCode: z.string(),
  totalAmount: z.string(),
});
export type StampDutyRow = z.infer<typeof stampDutyRowSchema>;

export const stampDutyListSchema = z.object({ items: z.array(stampDutyRowSchema), total: z.number().int() });
export type StampDutyList = z.infer<typeof stampDutyListSchema>;

/** Said by the finance screen. */
export const STAMP_DUTY_SCREEN = {
  title: 'Stamp Duty',
  intro: 'Submitted IDR invoices above Rp 5,000,000 with neither an e-Meterai serial nor a stamped document attached.',
  empty: 'Every invoice above Rp 5,000,000 has its e-Meterai serial or stamped document.',
} as const;
