import { formatDate } from './format';

/**
 * Dates that decide whether a tax invoice (faktur pajak) keeps the buyer's input-tax credit under
 * Coretax (2025+). Warnings only: the portal never refuses an invoice for them, finance decides.
 *
 * - The seller must upload the faktur and have it approved by the 20th of the month after its
 *   date; a faktur that was not is not a faktur.
 * - The buyer may credit its VAT in the faktur's tax period or at most three periods after it
 *   (a faktur of January: up to April's return).
 *
 * Tax periods are Indonesian calendar months, so "today" is taken in Jakarta time.
 */
export const TAX_DATE_MESSAGES = {
  uploadDeadlinePassed: (deadline: string) =>
    `The faktur's upload deadline (${formatDate(deadline)}) has passed: a faktur the seller did not upload and have approved in Coretax by then is not valid. Check its status in Coretax.`,
  creditWindowClosed: (windowEnd: string) =>
    `The faktur's VAT can no longer be credited: its crediting window (three tax periods after the faktur's month) ended on ${formatDate(windowEnd)}.`,
} as const;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})/;

function yearMonth(iso: string): [number, number] | null {
  const match = ISO_DAY.exec(iso);
  if (!match) return null;
  return [Number(match[1]), Number(match[2])];
}

/** YYYY-MM-DD of day `day` in the month `monthsAhead` after (year, month); day 0 is the previous month's last day. */
function dayOf(year: number, month: number, monthsAhead: number, day: number): string {
  return new Date(Date.UTC(year, month - 1 + monthsAhead, day)).toISOString().slice(0, 10);
}

/** The 20th of the month after the faktur's date: by then the seller must have uploaded it. */
export function fakturUploadDeadline(fakturDate: string): string | null {
  const ym = yearMonth(fakturDate);
  return ym ? dayOf(ym[0], ym[1], 1, 20) : null;
}

/** The last day of the third tax period after the faktur's month: the last day its VAT may be credited. */
export function fakturCreditWindowEnd(fakturDate: string): string | null {
  const ym = yearMonth(fakturDate);
  return ym ? dayOf(ym[0], ym[1], 4, 0) : null;
}

/** Today's date (YYYY-MM-DD) in Jakarta, where the tax periods are counted. */
export function todayInJakarta(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/**
 * What a faktur's date means for the credit as of `today`: the closed crediting window (which
 * implies the passed upload deadline, so only the window is said) or the passed upload deadline.
 */
export function taxInvoiceDateWarnings(fakturDate: string | null | undefined, today: string): string[] {
  if (!fakturDate) return [];
  const windowEnd = fakturCreditWindowEnd(fakturDate);
  const deadline = fakturUploadDeadline(fakturDate);
  if (!windowEnd || !deadline) return [];
  if (today > windowEnd) return [TAX_DATE_MESSAGES.creditWindowClosed(windowEnd)];
  if (today > deadline) return [TAX_DATE_MESSAGES.uploadDeadlinePassed(deadline)];
  return [];
}

/**
 * The faktur-date warnings an invoice shows to its supplier, reviewer and finance. Once the ERP has
 * the invoice (POSTED) crediting is the tax team's book-keeping, so the portal stops saying it.
 */
export function invoiceTaxDateWarnings(invoice: { status: string; taxDate: string | null }, today: string = todayInJakarta()): string[] {
  return invoice.status.toUpperCase() === 'POSTED' ? [] : taxInvoiceDateWarnings(invoice.taxDate, today);
}
