import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EXPECTED_PAYMENT_MESSAGES,
  PAYMENT_RUN_MESSAGES,
  dueDateFrom,
  expectedPayDate,
  isRunDay,
  listExpectedPayment,
  paymentRunDaysSchema,
} from '../src/expected-payment';

const DAY_MS = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dates = fc.integer({ min: Date.UTC(2000, 0, 1) / DAY_MS, max: Date.UTC(2099, 11, 31) / DAY_MS }).map((d) => iso(d * DAY_MS));
const runs = fc.record({
  weekdays: fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { maxLength: 7 }),
  monthDays: fc.uniqueArray(fc.integer({ min: 1, max: 31 }), { maxLength: 31 }),
});

describe('expectedPayDate', () => {
  it('is the due date when the company has no runs', () => {
    expect(expectedPayDate('2026-06-17', null)).toBe('2026-06-17');
    expect(expectedPayDate('2026-06-17', { weekdays: [], monthDays: [] })).toBe('2026-06-17');
  });

  it('moves to the next Friday, or stays on a Friday', () => {
    const fridays = { weekdays: [5], monthDays: [] };
    expect(expectedPayDate('2026-06-24', fridays)).toBe('2026-06-26'); // a Wednesday
    expect(expectedPayDate('2026-06-26', fridays)).toBe('2026-06-26');
    expect(expectedPayDate('2026-06-27', fridays)).toBe('2026-07-03');
  });

  it('reads a month day past the month end as its last day', () => {
    const lastDay = { weekdays: [], monthDays: [31] };
    expect(expectedPayDate('2026-06-17', lastDay)).toBe('2026-06-30');
    expect(expectedPayDate('2026-02-03', lastDay)).toBe('2026-02-28');
    expect(expectedPayDate('2028-02-03', lastDay)).toBe('2028-02-29');
    expect(expectedPayDate('2026-07-01', { weekdays: [], monthDays: [15, 31] })).toBe('2026-07-15');
    expect(expectedPayDate('2026-07-16', { weekdays: [], monthDays: [15, 31] })).toBe('2026-07-31');
  });

  it('is a run day on or after the due date with no run day in between', () => {
    fc.assert(
      fc.property(dates, runs, (due, r) => {
        const got = expectedPayDate(due, r);
        expect(got >= due).toBe(true);
        if (!r.weekdays.length && !r.monthDays.length) {
          expect(got).toBe(due);
          return;
        }
        expect(isRunDay(got, r)).toBe(true);
        for (let d = Date.parse(due); iso(d) < got; d += DAY_MS) expect(isRunDay(iso(d), r)).toBe(false);
      }),
      { numRuns: 500 },
    );
  });
});

describe('payment run days', () => {
  it('refuses days outside their range with the messages', () => {
    const bad = paymentRunDaysSchema.safeParse({ weekdays: [0, 8], monthDays: [32, 1.5] });
    expect(bad.success).toBe(false);
    const messages = new Set(bad.error!.issues.map((i) => i.message));
    expect([...messages].sort()).toEqual([PAYMENT_RUN_MESSAGES.monthDay, PAYMENT_RUN_MESSAGES.weekday].sort());
    expect(paymentRunDaysSchema.safeParse({ weekdays: [5], monthDays: [15, 31] }).success).toBe(true);
  });

  it('says its messages in these words', () => {
    expect(PAYMENT_RUN_MESSAGES).toEqual({
      weekday: 'A weekday must be a whole number from 1 (Monday) to 7 (Sunday)',
      monthDay: 'A day of the month must be a whole number from 1 to 31',
      companyNotFound: 'Company not found',
      saved: 'Payment run days saved',
      confirm: 'Change the payment run days of this company? Expected pay dates of its approved invoices will move.',
    });
    expect(EXPECTED_PAYMENT_MESSAGES.expectedOn('IDR', '48606477.36', '2026-06-30')).toBe('IDR 48,606,477.36 expected on 30-JUN-2026');
    expect(EXPECTED_PAYMENT_MESSAGES.paidOn('IDR', '1000', '2026-07-03')).toBe('IDR 1,000.00 paid on 03-JUL-2026');
    expect(EXPECTED_PAYMENT_MESSAGES.paidBy('CHK-1', 'Bank Mandiri')).toBe('Cheque/reference CHK-1, Bank Mandiri');
    expect(EXPECTED_PAYMENT_MESSAGES.paidBy('CHK-1', null)).toBe('Cheque/reference CHK-1');
    expect(EXPECTED_PAYMENT_MESSAGES.dueOn('2026-06-17')).toBe('Due on 17-JUN-2026');
    expect(EXPECTED_PAYMENT_MESSAGES.noneExpected).toBe('No payments expected yet');
    expect(EXPECTED_PAYMENT_MESSAGES.title).toBe('Expected payments');
  });
});

describe('dueDateFrom', () => {
  it('adds the term days to the invoice date across month and year ends', () => {
    expect(dueDateFrom('2026-05-31', 30)).toBe('2026-06-30');
    expect(dueDateFrom('2026-12-15', 30)).toBe('2027-01-14');
    expect(dueDateFrom('2026-06-01', 0)).toBe('2026-06-01');
  });
});

describe('listExpectedPayment', () => {
  const expected = { dueDate: '2026-06-24', expectedDate: '2026-06-26', amount: '100.00', currency: 'IDR' };
  const paid = { date: '2026-06-20', amount: '50.00', checkNum: 'C1', bank: null, currency: 'IDR' };
  it('shows the expected date while something is open (a partly paid invoice too), the paid date once nothing is, else nothing', () => {
    expect(listExpectedPayment({ expected, paid: null })).toEqual({ state: 'EXPECTED', date: '2026-06-26', amount: '100.00', currency: 'IDR' });
    expect(listExpectedPayment({ expected, paid })).toMatchObject({ state: 'EXPECTED', date: '2026-06-26' });
    expect(listExpectedPayment({ expected: null, paid })).toEqual({ state: 'PAID', date: '2026-06-20', amount: '50.00', currency: 'IDR' });
    expect(listExpectedPayment({ expected: null, paid: null })).toBeNull();
    expect(listExpectedPayment(undefined)).toBeNull();
  });
  it('says the column in these words', () => {
    expect(EXPECTED_PAYMENT_MESSAGES.column).toBe('Expected payment');
    expect(EXPECTED_PAYMENT_MESSAGES.listPaidOn('2026-06-20')).toBe('Paid on 20-JUN-2026');
  });
});
