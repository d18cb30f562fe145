import { describe, expect, it } from 'vitest';
import {
  computePoInvoiceTotals,
  formatTaxInvoiceNumber,
  lateTaxInvoiceDelivery,
  parseTaxInvoiceNumber,
  validatePoInvoice,
  invoicePermissions,
  PO_INVOICE_LIMITS,
  pendingReceiptsQuerySchema,
  poInvoiceFormSchema,
  validateBatch,
} from '../src/index';

describe('PO invoice totals', () => {
  it('sums line taxes and rounds IDR PPN down to whole rupiah', () => {
    const t = computePoInvoiceTotals(
      [
        { amount: '333.33', vatRate: '11' },
        { amount: '1000.00', vatRate: '12' },
      ],
      'IDR',
      null,
    );
    expect(t.lineTaxes).toEqual(['36.67', '120.00']);
    expect(t).toMatchObject({ dpp: '1333.33', ppn: '156.00', pph: '0.00', total: '1489.33' });
  });

  it('keeps cents of PPN for other currencies and withholds PPh', () => {
    const t = computePoInvoiceTotals([{ amount: '100.10', vatRate: '11' }], 'USD', { value: '50.00', rate: '2' });
    expect(t).toMatchObject({ ppn: '11.01', pph: '1.00', total: '110.11' });
  });
});

describe('tax invoice numbers', () => {
  it('accepts the classic 16-digit form with or without separators', () => {
    expect(parseTaxInvoiceNumber('010.000-24.00000001')).toEqual({ digits: '0100002400000001', kind: 'classic' });
    expect(parseTaxInvoiceNumber('0110002400000001')?.kind).toBe('classic'); // replacement (status 1)
    expect(formatTaxInvoiceNumber('0100002400000001')).toBe('010.000-24.00000001');
  });

  it('accepts Coretax 17 digits with transaction code 01–10', () => {
    expect(parseTaxInvoiceNumber('04002500012345678')).toEqual({ digits: '04002500012345678', kind: 'coretax' });
    expect(parseTaxInvoiceNumber('10002500012345678')?.kind).toBe('coretax');
  });

  it('refuses wrong lengths, codes, statuses and characters', () => {
    for (const bad of ['', '123', '000.000-24.00000001', '100.000-24.00000001', '012.000-24.00000001', '11002500012345678', '010.000-24.0000000A']) {
      expect(parseTaxInvoiceNumber(bad), bad).toBeNull();
    }
  });
});

describe('PO invoice rules', () => {
  it('asks for the PPh value with the create and update wording', () => {
    const base = {
      orgId: 82,
      instance: 'AAM',
      invoiceNo: 'A',
      invoiceDate: '2026-11-01',
      taxInvoiceNo: '010.000-26.00000001',
      taxInvoiceDate: '2026-11-01',
      lines: [{ rcvTransactionId: 1 }],
      attachmentIds: [1],
      includePph: true,
      pphValue: '',
    };
    expect(validatePoInvoice(base, 'create')).toEqual(['Service charge is empty']);
    expect(validatePoInvoice(base, 'update')).toEqual(["PPh Value can't be empty"]);
    expect(validatePoInvoice({ ...base, pphValue: '0' }, 'update')).toEqual(["PPh Value can't be empty"]);
  });

  it('lets DRAFT and REJECTED be edited, only DRAFT be deleted, uploads when no file exists, in DRAFT/REJECTED, or for ORACLE', () => {
    const po = (status: string, fileCount = 1) => ({ kind: 'PO' as const, status, fileCount, lineCount: 1, inBatch: false });
    expect(['DRAFT', 'REJECTED', 'REJECT', 'OPEN'].map((s) => invoicePermissions(po(s), 'VENDOR').canEdit)).toEqual([true, true, true, false]);
    expect(['DRAFT', 'REJECTED'].map((s) => invoicePermissions(po(s), 'VENDOR').canDelete)).toEqual([true, false]);
    expect(invoicePermissions(po('OPEN', 0), 'VENDOR').canUpload).toBe(true);
    expect(invoicePermissions(po('OPEN', 1), 'VENDOR').canUpload).toBe(false);
    expect(invoicePermissions(po('OPEN', 1), 'ORACLE').canUpload).toBe(true);
  });

  it('takes one attachment on create', () => {
    const form = {
      orgId: 82,
      instance: 'AAM',
      invoiceNo: 'A',
      invoiceDate: '2026-11-01',
      taxInvoiceNo: '010.000-26.00000001',
      taxInvoiceDate: '2026-11-01',
      lines: [{ rcvTransactionId: 1 }],
    };
    expect(validatePoInvoice({ ...form, attachmentIds: [1] }, 'create')).toEqual([]);
    expect(validatePoInvoice({ ...form, attachmentIds: [1, 2] }, 'create')).toEqual(['A new invoice takes one attachment; add more files once it is saved']);
    expect(validatePoInvoice({ ...form, attachmentIds: [1, 2] }, 'update')).toEqual([]);
  });

  it('bounds the form by the field lengths the web reads too', () => {
    const long = (n: number) => 'X'.repeat(n);
    expect(poInvoiceFormSchema.safeParse({ invoiceNo: long(PO_INVOICE_LIMITS.invoiceNo) }).success).toBe(true);
    expect(poInvoiceFormSchema.safeParse({ invoiceNo: long(PO_INVOICE_LIMITS.invoiceNo + 1) }).success).toBe(false);
    expect(poInvoiceFormSchema.safeParse({ description: long(PO_INVOICE_LIMITS.description + 1) }).success).toBe(false);
    expect(poInvoiceFormSchema.safeParse({ taxInvoiceNo: long(PO_INVOICE_LIMITS.taxInvoiceNo + 1) }).success).toBe(false);
    expect(pendingReceiptsQuerySchema.safeParse({ fromPo: long(PO_INVOICE_LIMITS.poNumber + 1) }).success).toBe(false);
  });

  it('validates a batch with the spec texts', () => {
    expect(validateBatch({ orgId: 0, instance: '', invoiceIds: [] }, '0')).toEqual(['Please select company', 'Please select your invoice']);
    expect(validateBatch({ orgId: 82, instance: 'AAM', invoiceIds: [1] }, '0.00')).toEqual(['Batch Total is empty']);
    expect(validateBatch({ orgId: 82, instance: 'AAM', invoiceIds: [1] }, '10.00')).toEqual([]);
  });
});

describe('late tax invoices (dated over three months after delivery)', () => {
  it('flags a tax invoice dated more than three months after the earliest delivery', () => {
    expect(lateTaxInvoiceDelivery('2026-12-01', ['2026-10-01', '2026-08-30'])).toBe('2026-08-30');
    expect(lateTaxInvoiceDelivery('2026-11-30', ['2026-08-31'])).toBeNull(); // exactly three months
    expect(lateTaxInvoiceDelivery('2026-05-31', ['2026-02-28'])).toBe('2026-02-28'); // Feb 28 + 3 months = May 28
    expect(lateTaxInvoiceDelivery('', ['2026-01-01'])).toBeNull();
    expect(lateTaxInvoiceDelivery('2026-11-30', [null])).toBeNull();
  });
});
