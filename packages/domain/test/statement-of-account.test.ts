import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toScaled, fromScaled } from '../src/money';
import {
  STATEMENT_LABELS,
  STATEMENT_MESSAGES,
  ageingBucket,
  buildStatementOfAccount,
  defaultStatementRange,
  statementFileBase,
  statementFormErrors,
  statementRangeError,
  type StatementLedgerEntry,
} from '../src/statement-of-account';

describe('statement messages', () => {
  it('have their exact text', () => {
    expect(STATEMENT_MESSAGES).toEqual({
      invalidDate: 'Enter the dates as valid calendar dates (YYYY-MM-DD).',
      fromAfterTo: 'The start date must be on or before the end date.',
      rangeTooLong: 'A statement covers at most 366 days; choose a shorter date range.',
      supplierRequired: 'Choose the supplier for the statement.',
      supplierNotFound: 'The supplier was not found.',
      companyRequired: 'Choose the company for the statement.',
      datesRequired: 'Enter the start date and the end date.',
      empty: 'No invoices, debit notes or payments in this period, and nothing is open.',
    });
    expect(STATEMENT_LABELS).toEqual({
      title: 'Statement of Account',
      opening: 'Opening balance',
      closing: 'Closing balance',
      ageing: 'Ageing',
      openTotal: 'Open total',
    });
  });
});

describe('the statement form', () => {
  it('defaults to this year up to today', () => {
    expect(defaultStatementRange('2026-11-26')).toEqual({ from: '2026-01-01', to: '2026-11-26' });
    expect(defaultStatementRange('2028-01-01')).toEqual({ from: '2028-01-01', to: '2028-01-01' });
  });
  it('names every missing field in order, and the range rule', () => {
    const company = { orgId: 82, instance: 'AAM' };
    expect(statementFormErrors({ company: null, vendorId: null, from: '', to: '', needsSupplier: true })).toEqual([
      STATEMENT_MESSAGES.companyRequired,
      STATEMENT_MESSAGES.supplierRequired,
      STATEMENT_MESSAGES.datesRequired,
    ]);
    expect(statementFormErrors({ company, from: '2026-03-02', to: '2026-03-01', needsSupplier: false })).toEqual([STATEMENT_MESSAGES.fromAfterTo]);
    expect(statementFormErrors({ company, from: '2025-01-01', to: '2026-03-01', needsSupplier: false })).toEqual([STATEMENT_MESSAGES.rangeTooLong]);
    expect(statementFormErrors({ company, from: '2026-01-01', to: '', needsSupplier: false })).toEqual([STATEMENT_MESSAGES.datesRequired]);
    expect(statementFormErrors({ company, vendorId: 3001, from: '2026-01-01', to: '2026-03-01', needsSupplier: true })).toEqual([]);
    // A supplier does not choose: no supplier is fine.
    expect(statementFormErrors({ company, from: '2026-01-01', to: '2026-03-01', needsSupplier: false })).toEqual([]);
  });
  it('names the downloads after the supplier and the range', () => {
    expect(statementFileBase({ vendorId: 3001, from: '2026-01-01', to: '2026-11-26' })).toBe('statement-3001-2026-01-01-2026-11-26');
  });
});

describe('statementRangeError', () => {
  it('accepts a leap year and refuses one day more', () => {
    expect(statementRangeError('2028-01-01', '2028-12-31')).toBeNull();
    expect(statementRangeError('2026-01-01', '2027-01-01')).toBeNull();
    expect(statementRangeError('2026-01-01', '2027-01-02')).toBe(STATEMENT_MESSAGES.rangeTooLong);
  });
  it('refuses impossible dates and reversed ranges', () => {
    expect(statementRangeError('2026-02-30', '2026-03-01')).toBe(STATEMENT_MESSAGES.invalidDate);
    expect(statementRangeError('2026-1-1', '2026-03-01')).toBe(STATEMENT_MESSAGES.invalidDate);
    expect(statementRangeError('2026-03-02', '2026-03-01')).toBe(STATEMENT_MESSAGES.fromAfterTo);
    expect(statementRangeError('2026-03-01', '2026-03-01')).toBeNull();
  });
});

describe('ageingBucket', () => {
  it('puts each boundary in its bucket', () => {
    const asOf = '2026-06-30';
    expect(ageingBucket('2026-06-30', asOf)).toBe('CURRENT');
    expect(ageingBucket(null, asOf)).toBe('CURRENT');
    expect(ageingBucket('2026-07-01', asOf)).toBe('DUE_1_30');
    expect(ageingBucket('2026-07-30', asOf)).toBe('DUE_1_30');
    expect(ageingBucket('2026-07-31', asOf)).toBe('DUE_31_60');
    expect(ageingBucket('2026-08-29', asOf)).toBe('DUE_31_60');
    expect(ageingBucket('2026-08-30', asOf)).toBe('DUE_OVER_60');
    expect(ageingBucket('2026-06-29', asOf)).toBe('OVERDUE_1_30');
    expect(ageingBucket('2026-05-31', asOf)).toBe('OVERDUE_1_30');
    expect(ageingBucket('2026-05-30', asOf)).toBe('OVERDUE_31_60');
    expect(ageingBucket('2026-05-01', asOf)).toBe('OVERDUE_31_60');
    expect(ageingBucket('2026-04-30', asOf)).toBe('OVERDUE_61_90');
    expect(ageingBucket('2026-04-01', asOf)).toBe('OVERDUE_61_90');
    expect(ageingBucket('2026-03-31', asOf)).toBe('OVERDUE_OVER_90');
  });
});

describe('buildStatementOfAccount', () => {
  it('folds earlier entries into the opening, orders the range and keeps currencies apart', () => {
    const statement = buildStatementOfAccount({
      from: '2026-03-01',
      to: '2026-03-31',
      asOf: '2026-04-15',
      openingBalances: [{ currency: 'IDR', amount: '100.00' }],
      entries: [
        { kind: 'PAYMENT', date: '2026-03-20', reference: 'CHK-1', currency: 'IDR', amount: '600.10' },
        { kind: 'INVOICE', date: '2026-02-10', reference: 'INV-0', currency: 'IDR', amount: '50.05' },
        { kind: 'INVOICE', date: '2026-03-05', reference: 'INV-1', currency: 'IDR', amount: '1000.00', dueDate: '2026-04-04' },
        { kind: 'DEBIT_NOTE', date: '2026-03-05', reference: 'DN-1', currency: 'IDR', amount: '0.10' },
        { kind: 'INVOICE', date: '2026-03-07', reference: 'US-1', currency: 'USD', amount: '12.34', dueDate: '2026-05-06' },
        { kind: 'INVOICE', date: '2026-04-01', reference: 'LATE', currency: 'IDR', amount: '9.00' },
      ],
      openInvoices: [
        { reference: 'INV-1', currency: 'IDR', dueDate: '2026-04-04', openAmount: '399.90' },
        { reference: 'US-1', currency: 'USD', dueDate: '2026-05-06', openAmount: '12.34' },
      ],
    });
    expect(statement.currencies.map((c) => c.currency)).toEqual(['IDR', 'USD']);
    const idr = statement.currencies[0]!;
    expect(idr.opening).toBe('150.05');
    expect(idr.rows.map((r) => [r.type, r.reference, r.debit, r.credit, r.balance])).toEqual([
      ['Invoice', 'INV-1', '1000.00', '', '1150.05'],
      ['Debit note', 'DN-1', '', '0.10', '1149.95'],
      ['Payment', 'CHK-1', '', '600.10', '549.85'],
    ]);
    expect(idr.closing).toBe('549.85');
    expect(idr.ageing.find((b) => b.key === 'OVERDUE_1_30')?.amount).toBe('399.90');
    const usd = statement.currencies[1]!;
    expect(usd.opening).toBe('0.00');
    expect(usd.closing).toBe('12.34');
    expect(usd.ageing.find((b) => b.key === 'DUE_1_30')?.amount).toBe('12.34');
  });

  const DAY_MS = 86_400_000;
  const iso = (d: number) => new Date(d * DAY_MS).toISOString().slice(0, 10);
  const base = Date.UTC(2026, 0, 1) / DAY_MS;
  const amount = fc.integer({ min: 1, max: 10_000_000_000 }).map((cents) => fromScaled(BigInt(cents)));
  const entry: fc.Arbitrary<StatementLedgerEntry> = fc.record({
    kind: fc.constantFrom('INVOICE' as const, 'DEBIT_NOTE' as const, 'PAYMENT' as const),
    date: fc.integer({ min: 0, max: 400 }).map((d) => iso(base + d)),
    reference: fc.string({ maxLength: 6 }),
    currency: fc.constantFrom('IDR', 'USD'),
    amount,
  });

  it('closing = opening + debits − credits, and the last running balance is the closing', () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 40 }), fc.integer({ min: 0, max: 200 }), (entries, start) => {
        const statement = buildStatementOfAccount({ from: iso(base + start), to: iso(base + start + 150), asOf: iso(base + 300), entries, openInvoices: [] });
        for (const c of statement.currencies) {
          expect(toScaled(c.closing)).toBe(toScaled(c.opening) + toScaled(c.debits) - toScaled(c.credits));
          if (c.rows.length > 0) expect(c.rows[c.rows.length - 1]!.balance).toBe(c.closing);
          else expect(c.closing).toBe(c.opening);
        }
      }),
    );
  });

  it('the ageing buckets add up to the open amounts, per currency', () => {
    const open = fc.record({
      reference: fc.string({ maxLength: 6 }),
      currency: fc.constantFrom('IDR', 'USD'),
      dueDate: fc.option(fc.integer({ min: 0, max: 400 }).map((d) => iso(base + d))),
      openAmount: amount,
    });
    fc.assert(
      fc.property(fc.array(open, { maxLength: 40 }), (openInvoices) => {
        const statement = buildStatementOfAccount({ from: '2026-01-01', to: '2026-12-31', asOf: '2026-06-30', entries: [], openInvoices });
        for (const c of statement.currencies) {
          const expected = openInvoices.filter((i) => i.currency === c.currency).reduce((s, i) => s + toScaled(i.openAmount), 0n);
          expect(c.ageing.reduce((s, b) => s + toScaled(b.amount), 0n)).toBe(expected);
          expect(toScaled(c.openTotal)).toBe(expected);
        }
      }),
    );
  });
});
