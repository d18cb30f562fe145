import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  STAMP_DUTY_MESSAGES,
  STAMP_DUTY_SCREEN,
  eMeteraiSerialInputSchema,
  eMeteraiSerialProblem,
  normalizeEMeteraiSerial,
  stampDutyApplies,
  stampDutyWarning,
  storedEMeteraiSerial,
} from '../src/stamp-duty';

describe('stamp duty threshold', () => {
  it('applies to IDR invoices above Rp 5,000,000, not at it, and not to other currencies', () => {
    expect(stampDutyApplies('5000000.00', 'IDR')).toBe(false);
    expect(stampDutyApplies('5000000.01', 'IDR')).toBe(true);
    expect(stampDutyApplies('48606477.36', 'IDR')).toBe(true);
    expect(stampDutyApplies('48606477.36', 'USD')).toBe(false);
    expect(stampDutyApplies('not a number', 'IDR')).toBe(false);
  });
});

describe('e-Meterai serial', () => {
  it('takes 22 digits, spaces and hyphens ignored', () => {
    expect(normalizeEMeteraiSerial('1234567890123456789012')).toBe('1234567890123456789012');
    expect(normalizeEMeteraiSerial('1234-5678-9012-3456-7890 12')).toBe('1234567890123456789012');
    for (const bad of ['', '123456789012345678901', '12345678901234567890123', 'A234567890123456789012']) expect(normalizeEMeteraiSerial(bad)).toBeNull();
  });

  it('says what shape is expected, word for word', () => {
    expect(eMeteraiSerialProblem('12345')).toBe('e-Meterai serial must be 22 digits (spaces and hyphens are ignored)');
    expect(eMeteraiSerialProblem('  ')).toBeNull();
    expect(eMeteraiSerialProblem(null)).toBeNull();
    expect(eMeteraiSerialInputSchema.parse(undefined)).toBeNull();
    expect(storedEMeteraiSerial('1234 5678 9012 3456 7890 12')).toBe('1234567890123456789012');
    expect(storedEMeteraiSerial('')).toBeNull();
  });

  it('property: any text is either refused with the shape message or stored as 22 digits', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 40 }), fc.stringMatching(/^[\d -]{0,40}$/)), (text) => {
        const problem = eMeteraiSerialProblem(text);
        const stored = storedEMeteraiSerial(text);
        if (problem) expect(problem).toBe(STAMP_DUTY_MESSAGES.serialShape);
        else if (text.trim()) expect(stored).toMatch(/^\d{22}$/);
      }),
    );
  });
});

describe("the supplier's warning", () => {
  const base = { total: '6000000.00', currencyCode: 'IDR', serial: null, hasStampedDocument: false };
  it('asks for the serial or the stamped document, word for word', () => {
    expect(stampDutyWarning(base)).toBe('This invoice is above Rp 5,000,000: enter the e-Meterai serial or attach the stamped document.');
    expect(STAMP_DUTY_MESSAGES.fieldLabel).toBe('e-Meterai serial');
    expect(STAMP_DUTY_MESSAGES.fieldHelp).toBe(
      'Invoices above Rp 5,000,000 carry stamp duty (Rp 10,000). Enter the 22-digit e-Meterai serial or attach the stamped document.',
    );
    expect(STAMP_DUTY_MESSAGES.stampedLabel).toBe('Stamped document attached');
  });
  it('is quiet below the threshold, with a serial or with a stamped document', () => {
    expect(stampDutyWarning({ ...base, total: '5000000' })).toBeNull();
    expect(stampDutyWarning({ ...base, serial: '1234567890123456789012' })).toBeNull();
    expect(stampDutyWarning({ ...base, serial: '123' })).toBe(STAMP_DUTY_MESSAGES.missing);
    expect(stampDutyWarning({ ...base, hasStampedDocument: true })).toBeNull();
  });
});

describe('the forms refuse a serial of another shape with their other messages', () => {
  it('non-PO, proxy and PO', async () => {
    const { validateNonPoInvoice, validateProxyInvoice } = await import('../src/non-po-rules');
    const { validatePoInvoice } = await import('../src/po-invoice');
    const { nonPoInvoiceFormSchema } = await import('../src/non-po-invoice');
    const form = nonPoInvoiceFormSchema.parse({ eMeteraiSerial: '12-34' });
    expect(validateNonPoInvoice(form, { mode: 'update', existingAttachments: 1 })).toContain(STAMP_DUTY_MESSAGES.serialShape);
    expect(validateProxyInvoice(form, { mode: 'update', existingAttachments: 1 })).toContain(STAMP_DUTY_MESSAGES.serialShape);
    expect(validatePoInvoice({ eMeteraiSerial: '12-34' }, 'update')).toContain(STAMP_DUTY_MESSAGES.serialShape);
    expect(validatePoInvoice({ eMeteraiSerial: '1234567890123456789012' }, 'update')).not.toContain(STAMP_DUTY_MESSAGES.serialShape);
    expect(eMeteraiSerialInputSchema.parse(undefined)).toBeNull();
  });
});

describe("finance's screen, word for word", () => {
  it('names the list and says when it is empty', () => {
    expect(STAMP_DUTY_SCREEN).toEqual({
      title: 'Stamp Duty',
      intro: 'Submitted IDR invoices above Rp 5,000,000 with neither an e-Meterai serial nor a stamped document attached.',
      empty: 'Every invoice above Rp 5,000,000 has its e-Meterai serial or stamped document.',
    });
  });
});
