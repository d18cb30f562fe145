import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DUPLICATE_CRITERION_LABELS,
  DUPLICATE_MESSAGES,
  INVOICE_NUMBER_KEY_TRANSLATE,
  duplicateCriteria,
  isLikelyDuplicate,
  normaliseInvoiceNumber,
  type DuplicateComparable,
} from '../src/duplicates';

const base: DuplicateComparable = {
  instance: 'EBS',
  orgId: 81,
  vendorId: 7,
  invoiceNo: 'INV-0012',
  invoiceDate: '2026-03-10',
  currencyCode: 'IDR',
  totalAmount: '1000000.00',
};

/** An invoice number of letters, digits, "/" and the characters the key ignores. */
const numberChars = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789/ -'.split(''));
const invoiceNumber = fc.array(numberChars, { minLength: 1, maxLength: 20 }).map((chars) => chars.join(''));

/** The same number as a supplier might retype it: case flipped, O and 0 swapped, spaces or hyphens added, zeros in front. */
function retyped(value: string, seed: number[]): string {
  let out = '0'.repeat((seed[0] ?? 0) % 3);
  [...value].forEach((ch, i) => {
    const s = seed[(i + 1) % seed.length] ?? 0;
    let c = ch;
    if (/[a-z]/i.test(c) && s % 2 === 0) c = c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase();
    if (c === '0' && s % 3 === 0) c = s % 2 ? 'o' : 'O';
    else if ((c === 'O' || c === 'o') && s % 3 === 0) c = '0';
    out += c;
    if (s % 5 === 0) out += s % 2 ? ' ' : '-';
  });
  return out;
}

describe('normalised invoice number', () => {
  it('drops spaces, hyphens, case, O against zero and the leading zeros of each number', () => {
    expect(normaliseInvoiceNumber('inv-0O12')).toBe('INV12');
    expect(normaliseInvoiceNumber('INV 12')).toBe('INV12');
    expect(normaliseInvoiceNumber('A00B00')).toBe('AB');
    expect(normaliseInvoiceNumber('INV-1001')).toBe('INV1001');
    expect(normaliseInvoiceNumber('00-0123')).toBe('123');
    expect(normaliseInvoiceNumber('O0O1')).toBe('1');
    expect(normaliseInvoiceNumber('SJA/INV/2026/0101')).toBe('SJA/INV/2026/101');
    expect(normaliseInvoiceNumber('000')).toBe('');
  });

  it('is unchanged by retyping (property)', () => {
    fc.assert(
      fc.property(invoiceNumber, fc.array(fc.nat(1000), { minLength: 1, maxLength: 8 }), (value, seed) => {
        expect(normaliseInvoiceNumber(retyped(value, seed))).toBe(normaliseInvoiceNumber(value));
      }),
    );
  });

  it('is idempotent and keeps every other character (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (value) => {
        const key = normaliseInvoiceNumber(value);
        expect(normaliseInvoiceNumber(key)).toBe(key);
        expect(key).not.toMatch(/^0|[^0-9]0|[ a-zO-]/);
      }),
    );
  });

  it('tells numbers with another significant character apart (property)', () => {
    fc.assert(
      fc.property(invoiceNumber, fc.constantFrom('1', '7', 'X', '/'), (value, extra) => {
        expect(normaliseInvoiceNumber(`${value}${extra}`)).not.toBe(normaliseInvoiceNumber(value));
      }),
    );
  });

  it("spells its SQL twin's translate() arguments character for character", () => {
    expect(INVOICE_NUMBER_KEY_TRANSLATE).toEqual({ from: 'abcdefghijklmnopqrstuvwxyzO -', to: 'ABCDEFGHIJKLMN0PQRSTUVWXYZ0' });
  });
});

describe('three of four', () => {
  it('names each criterion met', () => {
    expect(duplicateCriteria(base, { ...base, invoiceNo: 'inv 12' })).toEqual(['NUMBER', 'SUPPLIER', 'DATE', 'AMOUNT']);
    expect(duplicateCriteria(base, { ...base, invoiceNo: 'INV-0013' })).toEqual(['SUPPLIER', 'DATE', 'AMOUNT']);
    expect(duplicateCriteria(base, { ...base, vendorId: 8 })).toEqual(['NUMBER', 'DATE', 'AMOUNT']);
    expect(duplicateCriteria(base, { ...base, invoiceDate: '2026-04-09' })).toEqual(['NUMBER', 'SUPPLIER', 'DATE', 'AMOUNT']);
    expect(duplicateCriteria(base, { ...base, invoiceDate: '2026-04-10' })).toEqual(['NUMBER', 'SUPPLIER', 'AMOUNT']);
    expect(duplicateCriteria(base, { ...base, totalAmount: '1010101.01' })).toEqual(['NUMBER', 'SUPPLIER', 'DATE', 'AMOUNT']);
    expect(duplicateCriteria(base, { ...base, totalAmount: '1010101.02' })).toEqual(['NUMBER', 'SUPPLIER', 'DATE']);
    expect(duplicateCriteria(base, { ...base, totalAmount: '990000.00' })).toEqual(['NUMBER', 'SUPPLIER', 'DATE', 'AMOUNT']);
    expect(duplicateCriteria(base, { ...base, totalAmount: '989999.99' })).toEqual(['NUMBER', 'SUPPLIER', 'DATE']);
  });

  it('needs three', () => {
    expect(isLikelyDuplicate(base, { ...base, invoiceNo: 'X-1', totalAmount: '5.00' })).toBe(false);
    expect(isLikelyDuplicate(base, { ...base, invoiceNo: 'X-1' })).toBe(true);
    expect(isLikelyDuplicate(base, { ...base, vendorId: 8, invoiceDate: '2026-06-01' })).toBe(false);
  });

  it('learns nothing from an empty number, a missing date, a zero total or another currency', () => {
    const blank = { ...base, invoiceNo: '00-0', invoiceDate: null, totalAmount: '0' };
    expect(duplicateCriteria(blank, { ...blank })).toEqual(['SUPPLIER']);
    expect(duplicateCriteria(base, { ...base, currencyCode: 'USD' })).toEqual(['NUMBER', 'SUPPLIER', 'DATE']);
  });

  it('never compares invoices of two companies', () => {
    expect(duplicateCriteria(base, { ...base, orgId: 82 })).toEqual([]);
    expect(duplicateCriteria(base, { ...base, instance: 'OTHER' })).toEqual([]);
  });

  it('is symmetric and an invoice is its own duplicate (property)', () => {
    const invoice = fc.record({
      instance: fc.constant('EBS'),
      orgId: fc.constant(81),
      vendorId: fc.integer({ min: 1, max: 3 }),
      invoiceNo: invoiceNumber,
      invoiceDate: fc.option(
        fc.integer({ min: 0, max: 400 }).map((d) => new Date(Date.UTC(2026, 0, 1 + d)).toISOString().slice(0, 10)),
        { nil: null },
      ),
      currencyCode: fc.constantFrom('IDR', 'USD'),
      totalAmount: fc.integer({ min: 1, max: 10_000_000 }).map((n) => `${Math.floor(n / 100)}.${String(n % 100).padStart(2, '0')}`),
    });
    fc.assert(
      fc.property(invoice, invoice, (a, b) => {
        expect(duplicateCriteria(a, b)).toEqual(duplicateCriteria(b, a));
        if (a.invoiceDate && normaliseInvoiceNumber(a.invoiceNo)) expect(isLikelyDuplicate(a, a)).toBe(true);
      }),
    );
  });
});

describe('messages', () => {
  it('say what matched and where', () => {
    expect(DUPLICATE_MESSAGES.sameFile('INV-1')).toBe('The same file is already attached to invoice INV-1.');
    expect(DUPLICATE_MESSAGES.likely('INV-1', ['NUMBER', 'SUPPLIER', 'DATE'])).toBe(
      'This invoice may be a duplicate of invoice INV-1: same invoice number, supplier and date within 30 days.',
    );
    expect(DUPLICATE_MESSAGES.likely('INV-1', ['SUPPLIER', 'DATE', 'AMOUNT'])).toBe(
      'This invoice may be a duplicate of invoice INV-1: same supplier, date within 30 days and amount within 1 %.',
    );
    expect(DUPLICATE_MESSAGES.openEarlier('INV-1')).toBe('Open invoice INV-1');
    expect(DUPLICATE_MESSAGES.samePair).toBe('An invoice cannot be a duplicate of itself.');
    expect(DUPLICATE_MESSAGES.notDuplicate).toBe('Not a duplicate');
    expect(DUPLICATE_MESSAGES.clearConfirm).toBe('Mark these two invoices as not duplicates? The pair leaves the queue and is no longer warned about.');
    expect(DUPLICATE_MESSAGES.cleared).toBe('The pair is marked as not a duplicate.');
    expect(DUPLICATE_MESSAGES.queueEmpty).toBe('No likely duplicates to review.');
    expect(DUPLICATE_CRITERION_LABELS).toEqual({ NUMBER: 'invoice number', SUPPLIER: 'supplier', DATE: 'date within 30 days', AMOUNT: 'amount within 1 %' });
  });
});
