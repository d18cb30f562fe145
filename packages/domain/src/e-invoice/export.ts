import { z } from 'zod';
import { DATE_INPUT_MESSAGES, isDateInRange, parseDateInput } from '../date-input';

/** What the UBL export answers with, and the limits of a period export. */
export const UBL_EXPORT_LIMITS = {
  /** A period export covers at most this many days (a quarter)… */
  periodDays: 92,
  /** …and at most this many invoices: every file is validated-grade XML built in turn, so a zip stays a few minutes' work. */
  periodInvoices: 2000,
} as const;

export const UBL_EXPORT_MESSAGES = {
  invoiceNotFound: 'Invoice not found',
  debitNoteNotFound: 'Debit note not found',
  batchNotFound: 'Batch not found',
  fromAfterTo: 'Start date cannot be after end date',
  periodTooLong: `A period export covers at most ${UBL_EXPORT_LIMITS.periodDays} days; choose a shorter period`,
  tooManyInvoices: (count: number) => `The period holds ${count} invoices; a zip takes at most ${UBL_EXPORT_LIMITS.periodInvoices}. Choose a shorter period`,
  emptyPeriod: 'No invoices in this period',
  emptyBatch: 'The batch has no invoices',
} as const;

/** What the screens call the export's actions. */
export const UBL_EXPORT_LABELS = {
  download: 'Download e-invoice (UBL)',
  batchZip: 'UBL (zip)',
  periodZip: 'Export UBL (zip)',
  periodTitle: 'E-invoices (UBL) of a period',
  periodHint: `Invoices dated in the period, at most ${UBL_EXPORT_LIMITS.periodDays} days and ${UBL_EXPORT_LIMITS.periodInvoices} invoices`,
} as const;

/** A date in a query: DD-MMM-YYYY as the screens show it (ISO also read), given back as ISO. */
const queryDate = z.string().transform((text, ctx) => {
  const iso = parseDateInput(text);
  if (iso === null) {
    ctx.addIssue({ code: 'custom', message: DATE_INPUT_MESSAGES.unreadable });
    return z.NEVER;
  }
  if (!isDateInRange(iso)) {
    ctx.addIssue({ code: 'custom', message: DATE_INPUT_MESSAGES.outOfRange });
    return z.NEVER;
  }
  return iso;
});

export const ublPeriodQuerySchema = z.strictObject({ from: queryDate, to: queryDate });
export type UblPeriodQuery = z.infer<typeof ublPeriodQuerySchema>;

/** Days from `from` to `to`, both counted. */
export function periodDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** The first problem with a period, or null. */
export function periodProblem(from: string, to: string): string | null {
  if (from > to) return UBL_EXPORT_MESSAGES.fromAfterTo;
  if (periodDays(from, to) > UBL_EXPORT_LIMITS.periodDays) return UBL_EXPORT_MESSAGES.periodTooLong;
  return null;
}

/** The file name of a document: its number with anything but letters, digits, dot, dash and underscore made "_". */
export function ublFileName(number: string): string {
  const safe = number
    .trim()
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/^[._]+/, '')
    .slice(0, 100);
  return `${safe || 'document'}.xml`;
}
