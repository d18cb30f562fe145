import { z } from 'zod';
import { INT4_MAX, queryInt } from './common';
import { toScaled } from './money';

/**
 * Likely-duplicate invoices (docs/decisions/025-duplicate-detection.md), the layer after the
 * exact checks (supplier + invoice number, and a faktur number on another supplier's invoice,
 * which are refused): two invoices of one company are likely the same bill when at least three
 * of four criteria hold. A likely duplicate is a warning and a line in finance's review queue,
 * never a refusal: a legitimate repeat (a monthly fee, a second delivery) must still be saved.
 */

/** The four criteria, in the order they are listed. */
export const DUPLICATE_CRITERIA = ['NUMBER', 'SUPPLIER', 'DATE', 'AMOUNT'] as const;
export type DuplicateCriterion = (typeof DUPLICATE_CRITERIA)[number];

/** Invoice dates at most this many days apart count as the same date. */
export const DUPLICATE_DATE_WINDOW_DAYS = 30;
/** Amounts at most this share (percent) of the larger one apart count as the same amount. */
export const DUPLICATE_AMOUNT_TOLERANCE_PERCENT = 1;
/** How many of the four criteria make a likely duplicate. */
export const DUPLICATE_CRITERIA_NEEDED = 3;

export const DUPLICATE_CRITERION_LABELS: Readonly<Record<DuplicateCriterion, string>> = {
  NUMBER: 'invoice number',
  SUPPLIER: 'supplier',
  DATE: `date within ${DUPLICATE_DATE_WINDOW_DAYS} days`,
  AMOUNT: `amount within ${DUPLICATE_AMOUNT_TOLERANCE_PERCENT} %`,
};

/** "a, b and c" */
function listed(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

export const DUPLICATE_MESSAGES = {
  sameFile: (invoiceNo: string) => `The same file is already attached to invoice ${invoiceNo}.`,
  likely: (invoiceNo: string, criteria: readonly DuplicateCriterion[]) =>
    `This invoice may be a duplicate of invoice ${invoiceNo}: same ${listed(criteria.map((c) => DUPLICATE_CRITERION_LABELS[c]))}.`,
  openEarlier: (invoiceNo: string) => `Open invoice ${invoiceNo}`,
  samePair: 'An invoice cannot be a duplicate of itself.',
  notDuplicate: 'Not a duplicate',
  clearConfirm: 'Mark these two invoices as not duplicates? The pair leaves the queue and is no longer warned about.',
  cleared: 'The pair is marked as not a duplicate.',
  queueEmpty: 'No likely duplicates to review.',
} as const;

const LOWER = 'abcdefghijklmnopqrstuvwxyz';

/**
 * The invoice number as the duplicate rule compares it: ASCII letters in upper case, the letter
 * O read as a zero, spaces and hyphens dropped, then the leading zeros of every number in it
 * dropped (zeros at the start or after a non-digit). "inv-0O12" and "INV 12" are both "INV12";
 * "00-0123" is "123"; "SJA/INV/2026/0101" is "SJA/INV/2026/101". The server's index holds the
 * same key by SQL (INVOICE_NUMBER_KEY_SQL in the duplicates module), and a test holds the two equal.
 */
export function normaliseInvoiceNumber(invoiceNo: string): string {
  let out = '';
  for (const ch of invoiceNo) {
    if (ch === ' ' || ch === '-') continue;
    const lower = LOWER.indexOf(ch);
    const upper = lower >= 0 ? LOWER.toUpperCase()[lower]! : ch;
    out += upper === 'O' ? '0' : upper;
  }
  return out.replace(LEADING_ZEROS, '$1');
}

/** Zeros leading a number: at the start, or after a character that is not a digit (SQL: regexp_replace(…, '(^|[^0-9])0+', '\1', 'g')). */
export const LEADING_ZEROS = /(^|[^0-9])0+/g;

/** The translate() arguments of the SQL form of normaliseInvoiceNumber: lower-case letters to upper, O and o to 0, space and hyphen dropped. */
export const INVOICE_NUMBER_KEY_TRANSLATE = { from: `${LOWER}O -`, to: `${LOWER.toUpperCase().replace('O', '0')}0` } as const;

/** What the rule compares of an invoice. Amount: the invoice's total, a decimal string. */
export type DuplicateComparable = {
  instance: string;
  orgId: number;
  vendorId: number;
  invoiceNo: string;
  invoiceDate: string | null;
  currencyCode: string;
  totalAmount: string;
};

const DAY_MS = 86_400_000;
function dayNumber(iso: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) return null;
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(ms) ? null : ms / DAY_MS;
}

function amountsClose(a: string, b: string): boolean {
  let x: bigint;
  let y: bigint;
  try {
    x = toScaled(a);
    y = toScaled(b);
  } catch {
    return false;
  }
  if (x < 0n) x = -x;
  if (y < 0n) y = -y;
  // An empty draft's zero says nothing about which bill it is.
  if (x === 0n || y === 0n) return false;
  const larger = x > y ? x : y;
  const diff = x > y ? x - y : y - x;
  return diff * 100n <= larger * BigInt(DUPLICATE_AMOUNT_TOLERANCE_PERCENT);
}

/**
 * Which of the four criteria two invoices share: the normalised number (an empty one matches
 * nothing), the supplier, invoice dates at most 30 days apart (a missing date matches nothing),
 * totals in one currency at most 1 % of the larger apart (a zero total matches nothing). Invoices
 * of two companies are never compared: a company pays its own bills once.
 */
export function duplicateCriteria(a: DuplicateComparable, b: DuplicateComparable): DuplicateCriterion[] {
  if (a.instance !== b.instance || a.orgId !== b.orgId) return [];
  const out: DuplicateCriterion[] = [];
  const key = normaliseInvoiceNumber(a.invoiceNo);
  if (key !== '' && key === normaliseInvoiceNumber(b.invoiceNo)) out.push('NUMBER');
  if (a.vendorId === b.vendorId) out.push('SUPPLIER');
  const da = a.invoiceDate ? dayNumber(a.invoiceDate) : null;
  const db = b.invoiceDate ? dayNumber(b.invoiceDate) : null;
  if (da !== null && db !== null && Math.abs(da - db) <= DUPLICATE_DATE_WINDOW_DAYS) out.push('DATE');
  if (a.currencyCode === b.currencyCode && amountsClose(a.totalAmount, b.totalAmount)) out.push('AMOUNT');
  return out;
}

/** Three of four criteria: a likely duplicate. */
export function isLikelyDuplicate(a: DuplicateComparable, b: DuplicateComparable): boolean {
  return duplicateCriteria(a, b).length >= DUPLICATE_CRITERIA_NEEDED;
}

const criterionSchema = z.enum(DUPLICATE_CRITERIA);

/** The invoice a warning points at: its number and the path of its detail screen. */
export const duplicateTargetSchema = z.object({ invoiceId: z.number().int(), invoiceNo: z.string(), path: z.string() });
export type DuplicateTarget = z.infer<typeof duplicateTargetSchema>;

export const duplicateWarningSchema = z.object({
  kind: z.enum(['SAME_FILE', 'LIKELY']),
  message: z.string(),
  criteria: z.array(criterionSchema),
  other: duplicateTargetSchema,
});
export type DuplicateWarning = z.infer<typeof duplicateWarningSchema>;

export const duplicateWarningsSchema = z.object({ warnings: z.array(duplicateWarningSchema) });
export type DuplicateWarnings = z.infer<typeof duplicateWarningsSchema>;

/** One invoice of a queued pair, as the queue shows it side by side. */
export const duplicateSideSchema = duplicateTargetSchema.extend({
  vendorId: z.number().int(),
  vendorName: z.string(),
  invoiceDate: z.string().nullable(),
  currencyCode: z.string(),
  totalAmount: z.string(),
  status: z.string(),
});
export type DuplicateSide = z.infer<typeof duplicateSideSchema>;

export const duplicatePairSchema = z.object({
  /** The earlier invoice (lower id) and the later one. */
  invoice: duplicateSideSchema,
  other: duplicateSideSchema,
  criteria: z.array(criterionSchema),
  foundAt: z.string(),
});
export type DuplicatePair = z.infer<typeof duplicatePairSchema>;

export const duplicateQueueQuerySchema = z.strictObject({
  page: queryInt(1, 100000).default(1),
  pageSize: queryInt(1, 50).default(10),
});
export type DuplicateQueueQuery = z.infer<typeof duplicateQueueQuerySchema>;

export const duplicateQueueSchema = z.object({ items: z.array(duplicatePairSchema), total: z.number().int() });
export type DuplicateQueue = z.infer<typeof duplicateQueueSchema>;

export const DUPLICATE_NOTE_MAX = 500;

export const duplicateClearSchema = z.strictObject({
  invoiceId: z.number().int().min(1).max(INT4_MAX),
  otherInvoiceId: z.number().int().min(1).max(INT4_MAX),
  note: z.string().max(DUPLICATE_NOTE_MAX).optional(),
});
export type DuplicateClear = z.infer<typeof duplicateClearSchema>;
