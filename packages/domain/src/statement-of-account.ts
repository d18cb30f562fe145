/**
 * Statement of account: what a buyer owes one supplier at one company, seen from the supplier's side.
 * Invoices increase the balance (debit); debit notes and payments decrease it (credit). Every figure is
 * an exact decimal string and is kept per currency: an IDR and a USD invoice never share a total.
 */
import { z } from 'zod';
import { instanceSchema, INT4_MAX, queryInt } from './common';
import { fromScaled, toScaled } from './money';

/** The longest range one statement covers: a year, plus the leap day. */
export const STATEMENT_MAX_RANGE_DAYS = 366;

export const STATEMENT_MESSAGES = {
  invalidDate: 'Enter the dates as valid calendar dates (YYYY-MM-DD).',
  fromAfterTo: 'The start date must be on or before the end date.',
  rangeTooLong: `A statement covers at most ${STATEMENT_MAX_RANGE_DAYS} days; choose a shorter date range.`,
  supplierRequired: 'Choose the supplier for the statement.',
  supplierNotFound: 'The supplier was not found.',
  companyRequired: 'Choose the company for the statement.',
  datesRequired: 'Enter the start date and the end date.',
  empty: 'No invoices, debit notes or payments in this period, and nothing is open.',
} as const;

/** Headings shared by the screen, the PDF and the .xlsx, so the three read the same. */
export const STATEMENT_LABELS = {
  title: 'Statement of Account',
  opening: 'Opening balance',
  closing: 'Closing balance',
  ageing: 'Ageing',
  openTotal: 'Open total',
} as const;

/** The form's default range: from 1 January of the current year to today. */
export function defaultStatementRange(today: string): { from: string; to: string } {
  return { from: `${today.slice(0, 4)}-01-01`, to: today };
}

/**
 * What stops the form from asking for a statement, in the order of its fields; the server checks the
 * range again. `needsSupplier`: finance and PIC choose the supplier, a supplier has its own.
 */
export function statementFormErrors(form: { company: unknown; vendorId?: number | null; from: string; to: string; needsSupplier: boolean }): string[] {
  const errors: string[] = [];
  if (!form.company) errors.push(STATEMENT_MESSAGES.companyRequired);
  if (form.needsSupplier && !form.vendorId) errors.push(STATEMENT_MESSAGES.supplierRequired);
  if (!form.from || !form.to) errors.push(STATEMENT_MESSAGES.datesRequired);
  else {
    const range = statementRangeError(form.from, form.to);
    if (range) errors.push(range);
  }
  return errors;
}

/** The downloads' file name without extension: statement-{vendorId}-{from}-{to}. */
export function statementFileBase(s: { vendorId: number; from: string; to: string }): string {
  return `statement-${s.vendorId}-${s.from}-${s.to}`;
}

export const STATEMENT_ENTRY_TYPES = { INVOICE: 'Invoice', DEBIT_NOTE: 'Debit note', PAYMENT: 'Payment' } as const;
export type StatementEntryKind = keyof typeof STATEMENT_ENTRY_TYPES;

/** Ageing buckets in display order: further in the future first, then due today, then older and older. */
export const AGEING_BUCKETS = [
  { key: 'DUE_OVER_60', label: 'Due in > 60 days' },
  { key: 'DUE_31_60', label: 'Due in 31–60 days' },
  { key: 'DUE_1_30', label: 'Due in 1–30 days' },
  { key: 'CURRENT', label: 'Not due / due today' },
  { key: 'OVERDUE_1_30', label: 'Overdue 1–30 days' },
  { key: 'OVERDUE_31_60', label: 'Overdue 31–60 days' },
  { key: 'OVERDUE_61_90', label: 'Overdue 61–90 days' },
  { key: 'OVERDUE_OVER_90', label: 'Overdue > 90 days' },
] as const;
export type AgeingBucketKey = (typeof AGEING_BUCKETS)[number]['key'];

export type StatementLedgerEntry = {
  kind: StatementEntryKind;
  /** Invoice date, debit note date or payment date (YYYY-MM-DD). */
  date: string;
  reference: string;
  currency: string;
  /** Positive amount of the document; the kind says whether it is a debit or a credit. */
  amount: string;
  dueDate?: string | null;
};

export type StatementOpenInvoice = { reference: string; currency: string; dueDate: string | null; openAmount: string };

export type StatementInput = {
  from: string;
  to: string;
  asOf: string;
  /** Balance before `from` already summed by the ledger (an aggregate, not every row), per currency. */
  openingBalances?: Array<{ currency: string; amount: string }>;
  /** Entries up to `to`; any dated before `from` are folded into the opening balance. */
  entries: StatementLedgerEntry[];
  /** Invoices still open at `asOf`, with what remains to be paid. */
  openInvoices: StatementOpenInvoice[];
};

export type StatementRow = {
  date: string;
  kind: StatementEntryKind;
  type: string;
  reference: string;
  dueDate: string | null;
  debit: string;
  credit: string;
  balance: string;
};

export type StatementAgeing = { key: AgeingBucketKey; label: string; amount: string };

export type StatementCurrency = {
  currency: string;
  opening: string;
  debits: string;
  credits: string;
  closing: string;
  rows: StatementRow[];
  ageing: StatementAgeing[];
  openTotal: string;
};

export type StatementOfAccount = { from: string; to: string; asOf: string; currencies: StatementCurrency[] };

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since the epoch of a real calendar date, or null for "2026-02-30" and other impossible dates. */
export function statementDay(value: string): number | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day) return null;
  return ms / DAY_MS;
}

/** The message for a bad range, or null when [from, to] is a valid statement range. */
export function statementRangeError(from: string, to: string): string | null {
  const start = statementDay(from);
  const end = statementDay(to);
  if (start === null || end === null) return STATEMENT_MESSAGES.invalidDate;
  if (start > end) return STATEMENT_MESSAGES.fromAfterTo;
  // Inclusive: 1 Jan to 31 Dec of a leap year is 366 days.
  if (end - start + 1 > STATEMENT_MAX_RANGE_DAYS) return STATEMENT_MESSAGES.rangeTooLong;
  return null;
}

/** The bucket of an open invoice: days past due at `asOf` (negative = not yet due). No due date counts as due today. */
export function ageingBucket(dueDate: string | null, asOf: string): AgeingBucketKey {
  const due = dueDate ? statementDay(dueDate) : null;
  const today = statementDay(asOf);
  if (due === null || today === null) return 'CURRENT';
  const late = today - due;
  if (late < -60) return 'DUE_OVER_60';
  if (late < -30) return 'DUE_31_60';
  if (late < 0) return 'DUE_1_30';
  if (late === 0) return 'CURRENT';
  if (late <= 30) return 'OVERDUE_1_30';
  if (late <= 60) return 'OVERDUE_31_60';
  if (late <= 90) return 'OVERDUE_61_90';
  return 'OVERDUE_OVER_90';
}

const KIND_ORDER: Record<StatementEntryKind, number> = { INVOICE: 0, DEBIT_NOTE: 1, PAYMENT: 2 };

function signed(entry: StatementLedgerEntry): bigint {
  const amount = toScaled(entry.amount);
  return entry.kind === 'INVOICE' ? amount : -amount;
}

/** Builds the statement: opening, every entry in [from, to] in date order with a running balance, closing, ageing. */
export function buildStatementOfAccount(input: StatementInput): StatementOfAccount {
  type Acc = { opening: bigint; debits: bigint; credits: bigint; entries: StatementLedgerEntry[]; open: StatementOpenInvoice[] };
  const byCurrency = new Map<string, Acc>();
  const acc = (currency: string): Acc => {
    let found = byCurrency.get(currency);
    if (!found) {
      found = { opening: 0n, debits: 0n, credits: 0n, entries: [], open: [] };
      byCurrency.set(currency, found);
    }
    return found;
  };
  for (const opening of input.openingBalances ?? []) acc(opening.currency).opening += toScaled(opening.amount);
  for (const entry of input.entries) {
    if (entry.date > input.to) continue;
    if (entry.date < input.from) acc(entry.currency).opening += signed(entry);
    else acc(entry.currency).entries.push(entry);
  }
  for (const invoice of input.openInvoices) if (toScaled(invoice.openAmount) !== 0n) acc(invoice.currency).open.push(invoice);

  const currencies = [...byCurrency.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, a]): StatementCurrency => {
      const sorted = [...a.entries].sort(
        (x, y) => x.date.localeCompare(y.date) || KIND_ORDER[x.kind] - KIND_ORDER[y.kind] || x.reference.localeCompare(y.reference),
      );
      let balance = a.opening;
      const rows = sorted.map((entry): StatementRow => {
        const amount = signed(entry);
        balance += amount;
        if (amount >= 0n) a.debits += amount;
        else a.credits -= amount;
        return {
          date: entry.date,
          kind: entry.kind,
          type: STATEMENT_ENTRY_TYPES[entry.kind],
          reference: entry.reference,
          dueDate: entry.dueDate ?? null,
          debit: amount >= 0n ? fromScaled(amount) : '',
          credit: amount < 0n ? fromScaled(-amount) : '',
          balance: fromScaled(balance),
        };
      });
      const buckets = new Map<AgeingBucketKey, bigint>(AGEING_BUCKETS.map((b) => [b.key, 0n]));
      let openTotal = 0n;
      for (const invoice of a.open) {
        const key = ageingBucket(invoice.dueDate, input.asOf);
        const amount = toScaled(invoice.openAmount);
        buckets.set(key, (buckets.get(key) ?? 0n) + amount);
        openTotal += amount;
      }
      return {
        currency,
        opening: fromScaled(a.opening),
        debits: fromScaled(a.debits),
        credits: fromScaled(a.credits),
        closing: fromScaled(balance),
        rows,
        ageing: AGEING_BUCKETS.map((b) => ({ key: b.key, label: b.label, amount: fromScaled(buckets.get(b.key) ?? 0n) })),
        openTotal: fromScaled(openTotal),
      };
    });
  return { from: input.from, to: input.to, asOf: input.asOf, currencies };
}

/** GET /api/statements: the company (instance + org), the range, and (finance only) the supplier. Dates are checked by statementRangeError. */
export const statementQuerySchema = z.strictObject({
  instance: instanceSchema,
  orgId: queryInt(1, INT4_MAX),
  /** Finance names the supplier; a supplier or PIC may name one of its own (0: its first in the company). */
  vendorId: queryInt(0, INT4_MAX).optional().default(0),
  from: z.string().max(10),
  to: z.string().max(10),
});
export type StatementQuery = z.infer<typeof statementQuerySchema>;

const statementRowSchema = z.object({
  date: z.string(),
  kind: z.enum(['INVOICE', 'DEBIT_NOTE', 'PAYMENT']),
  type: z.string(),
  reference: z.string(),
  dueDate: z.string().nullable(),
  debit: z.string(),
  credit: z.string(),
  balance: z.string(),
});
export const statementSchema = z.object({
  instance: z.string(),
  orgId: z.number().int(),
  vendorId: z.number().int(),
  supplierName: z.string(),
  from: z.string(),
  to: z.string(),
  asOf: z.string(),
  currencies: z.array(
    z.object({
      currency: z.string(),
      opening: z.string(),
      debits: z.string(),
      credits: z.string(),
      closing: z.string(),
      rows: z.array(statementRowSchema),
      ageing: z.array(
        z.object({ key: z.enum(AGEING_BUCKETS.map((b) => b.key) as [AgeingBucketKey, ...AgeingBucketKey[]]), label: z.string(), amount: z.string() }),
      ),
      openTotal: z.string(),
    }),
  ),
});
export type StatementView = z.infer<typeof statementSchema>;
