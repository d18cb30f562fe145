import { z } from 'zod';
import { INT4_MAX } from './common';
import { formatDate } from './format';
import { formatMoney } from './money';

/**
 * A company's payment runs: the days the buyer pays what has fallen due. ISO weekdays (1 Monday …
 * 7 Sunday) and/or days of the month; a month day past the month's end means its last day (31 is
 * "the last day of every month"). No run days at all: the buyer pays on the due date itself.
 */
export type PaymentRunDays = { weekdays: readonly number[]; monthDays: readonly number[] };

export const PAYMENT_RUN_MESSAGES = {
  weekday: 'A weekday must be a whole number from 1 (Monday) to 7 (Sunday)',
  monthDay: 'A day of the month must be a whole number from 1 to 31',
  companyNotFound: 'Company not found',
  saved: 'Payment run days saved',
  confirm: 'Change the payment run days of this company? Expected pay dates of its approved invoices will move.',
} as const;

export const WEEKDAY_LABELS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

export const paymentRunDaysSchema = z.object({
  weekdays: z
    .array(
      z
        .number({ message: PAYMENT_RUN_MESSAGES.weekday })
        .int(PAYMENT_RUN_MESSAGES.weekday)
        .min(1, PAYMENT_RUN_MESSAGES.weekday)
        .max(7, PAYMENT_RUN_MESSAGES.weekday),
    )
    .max(7),
  monthDays: z
    .array(
      z
        .number({ message: PAYMENT_RUN_MESSAGES.monthDay })
        .int(PAYMENT_RUN_MESSAGES.monthDay)
        .min(1, PAYMENT_RUN_MESSAGES.monthDay)
        .max(31, PAYMENT_RUN_MESSAGES.monthDay),
    )
    .max(31),
});

export const paymentRunSchema = z.object({
  instance: z.string(),
  orgId: z.number().int(),
  companyName: z.string(),
  weekdays: z.array(z.number().int()),
  monthDays: z.array(z.number().int()),
  updatedBy: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type PaymentRun = z.infer<typeof paymentRunSchema>;
export const paymentRunListSchema = z.object({ items: z.array(paymentRunSchema) });
export type PaymentRunSave = z.infer<typeof paymentRunSaveSchema>;

export const paymentRunSaveSchema = paymentRunDaysSchema.extend({ instance: z.string().trim().min(1).max(20), orgId: z.number().int().min(1).max(INT4_MAX) });

/** The same days, each once and in order (what is stored and shown). */
export function normalizeRunDays(runs: PaymentRunDays): { weekdays: number[]; monthDays: number[] } {
  const tidy = (days: readonly number[]) => [...new Set(days)].sort((a, b) => a - b);
  return { weekdays: tidy(runs.weekdays), monthDays: tidy(runs.monthDays) };
}

const DAY_MS = 86_400_000;
const toUtc = (iso: string) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!m) throw new RangeError(`Not an ISO date: ${iso}`);
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
};
const toIso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Whether the buyer pays on this calendar day. */
export function isRunDay(isoDate: string, runs: PaymentRunDays): boolean {
  const at = new Date(toUtc(isoDate));
  const weekday = ((at.getUTCDay() + 6) % 7) + 1;
  if (runs.weekdays.includes(weekday)) return true;
  const day = at.getUTCDate();
  const lastDay = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 0)).getUTCDate();
  // A run on the 31st (or 29th, 30th) falls on the last day of a shorter month.
  return runs.monthDays.some((d) => d === day || (d > lastDay && day === lastDay));
}

export const hasRunDays = (runs: PaymentRunDays | null | undefined): runs is PaymentRunDays =>
  !!runs && (runs.weekdays.length > 0 || runs.monthDays.length > 0);

/**
 * When an approved invoice is expected to be paid: the first run day on or after its due date
 * (the buyer pays what has fallen due on its next run); with no runs, the due date.
 */
export function expectedPayDate(dueDate: string, runs: PaymentRunDays | null | undefined): string {
  const start = toUtc(dueDate);
  if (!hasRunDays(runs)) return toIso(start);
  // Any month day is met within 31 days, any weekday within 7.
  for (let i = 0; i <= 31; i++) {
    const day = toIso(start + i * DAY_MS);
    if (isRunDay(day, runs)) return day;
  }
  return toIso(start);
}

/** An approved, unpaid invoice's expected payment, and a paid one's payment. */
export type ExpectedPayment = { dueDate: string; expectedDate: string; amount: string; currency: string };
export type PaidFact = { date: string; amount: string; checkNum: string; bank: string | null; currency: string };

export const EXPECTED_PAYMENT_MESSAGES = {
  expectedOn: (currency: string, amount: string, date: string) => `${currency} ${formatMoney(amount)} expected on ${formatDate(date)}`,
  paidOn: (currency: string, amount: string, date: string) => `${currency} ${formatMoney(amount)} paid on ${formatDate(date)}`,
  paidBy: (checkNum: string, bank: string | null) => (bank ? `Cheque/reference ${checkNum}, ${bank}` : `Cheque/reference ${checkNum}`),
  dueOn: (date: string) => `Due on ${formatDate(date)}`,
  noneExpected: 'No payments expected yet',
  title: 'Expected payments',
  /** The invoice lists' column, and what a paid invoice shows in it. */
  column: 'Expected payment',
  listPaidOn: (date: string) => `Paid on ${formatDate(date)}`,
} as const;

/**
 * An invoice list's "Expected payment": the date the buyer is expected to pay what is still open,
 * or, once nothing is open, the date it was paid (with what was paid).
 */
export const listExpectedPaymentSchema = z.object({ state: z.enum(['EXPECTED', 'PAID']), date: z.string(), amount: z.string(), currency: z.string() });
export type ListExpectedPayment = z.infer<typeof listExpectedPaymentSchema>;

/** The list's cell from the same outlook the invoice's detail shows (expected first: a partly paid invoice still expects the rest). */
export function listExpectedPayment(outlook: { expected: ExpectedPayment | null; paid: PaidFact | null } | undefined): ListExpectedPayment | null {
  if (outlook?.expected)
    return { state: 'EXPECTED', date: outlook.expected.expectedDate, amount: outlook.expected.amount, currency: outlook.expected.currency };
  if (outlook?.paid) return { state: 'PAID', date: outlook.paid.date, amount: outlook.paid.amount, currency: outlook.paid.currency };
  return null;
}

/** A payment term's due date: the invoice date plus the term's days (what the ERP schedules when it imports the invoice). */
export function dueDateFrom(invoiceDate: string, dueDays: number): string {
  return toIso(toUtc(invoiceDate) + dueDays * DAY_MS);
}
