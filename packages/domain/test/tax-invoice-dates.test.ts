import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fakturCreditWindowEnd,
  fakturUploadDeadline,
  invoiceTaxDateWarnings,
  TAX_DATE_MESSAGES,
  taxInvoiceDateWarnings,
  todayInJakarta,
} from '../src/tax-invoice-dates';

describe('faktur dates that keep the input-tax credit', () => {
  it('the upload deadline is the 20th of the following month, across a year end', () => {
    expect(fakturUploadDeadline('2026-01-31')).toBe('2026-02-20');
    expect(fakturUploadDeadline('2026-12-01')).toBe('2027-01-20');
  });

  it('the crediting window ends on the last day of the third period after the faktur month', () => {
    expect(fakturCreditWindowEnd('2026-01-15')).toBe('2026-04-30');
    expect(fakturCreditWindowEnd('2025-11-30')).toBe('2026-02-28');
    expect(fakturCreditWindowEnd('2027-11-02')).toBe('2028-02-29');
  });

  it('says nothing while the deadline is ahead, and nothing for a missing or malformed date', () => {
    expect(taxInvoiceDateWarnings('2026-11-03', '2026-12-20')).toEqual([]);
    expect(taxInvoiceDateWarnings(null, '2026-12-20')).toEqual([]);
    expect(taxInvoiceDateWarnings('03-NOV-2026', '2026-12-20')).toEqual([]);
  });

  it('warns of the passed upload deadline in its exact words', () => {
    expect(taxInvoiceDateWarnings('2026-11-03', '2026-12-21')).toEqual([
      "The faktur's upload deadline (20-DEC-2026) has passed: a faktur the seller did not upload and have approved in Coretax by then is not valid. Check its status in Coretax.",
    ]);
  });

  it('once the crediting window has closed, says that instead', () => {
    expect(taxInvoiceDateWarnings('2026-07-31', '2026-10-31')).toEqual([TAX_DATE_MESSAGES.uploadDeadlinePassed('2026-08-20')]);
    expect(taxInvoiceDateWarnings('2026-07-31', '2026-11-01')).toEqual([
      "The faktur's VAT can no longer be credited: its crediting window (three tax periods after the faktur's month) ended on 31-OCT-2026.",
    ]);
  });

  it('the deadline always falls inside the window, so at most one warning is given', () => {
    const day = fc
      .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, day, (faktur, today) => {
        expect(fakturUploadDeadline(faktur)! < fakturCreditWindowEnd(faktur)!).toBe(true);
        expect(taxInvoiceDateWarnings(faktur, today).length).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('takes today in Jakarta (UTC+7): 17:00 UTC on the 31st is already the 1st there', () => {
    expect(todayInJakarta(new Date('2026-10-31T16:59:00Z'))).toBe('2026-10-31');
    expect(todayInJakarta(new Date('2026-10-31T17:00:00Z'))).toBe('2026-11-01');
  });
});

describe('faktur-date warnings on an invoice', () => {
  it('are given until the ERP has the invoice, then no more', () => {
    const old = { taxDate: '2026-01-10' };
    expect(invoiceTaxDateWarnings({ ...old, status: 'OPEN' }, '2026-06-01')).toEqual([TAX_DATE_MESSAGES.creditWindowClosed('2026-04-30')]);
    expect(invoiceTaxDateWarnings({ ...old, status: 'REJECT' }, '2026-06-01')).toHaveLength(1);
    expect(invoiceTaxDateWarnings({ ...old, status: 'POSTED' }, '2026-06-01')).toEqual([]);
  });
});
