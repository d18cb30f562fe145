import { describe, expect, it } from 'vitest';
import {
  gs1CheckDigit,
  npwp16,
  periodProblem,
  placeholderEndpoint,
  toEInvoice,
  UBL_EXPORT_LABELS,
  UBL_EXPORT_MESSAGES,
  UBL_TEXTS,
  ublFileName,
  ublPeriodQuerySchema,
  unitCodeOf,
  vatAmount,
  type PortalDocument,
} from '../src/index';

const party = (role: 1 | 2) => ({
  name: `Party ${role}`,
  identifier: null,
  npwp: role === 1 ? '01.234.567.8-901.000' : null,
  address: null,
  email: null,
  endpointKey: { role, id: 82 },
});
const doc = (over: Partial<PortalDocument>): PortalDocument => ({
  type: 'invoice',
  number: 'INV-1',
  issueDate: '2026-11-02',
  dueDate: null,
  paymentTermName: null,
  currency: 'IDR',
  description: null,
  reference: null,
  faktur: null,
  seller: party(1),
  buyer: party(2),
  withholding: null,
  statedTax: null,
  lines: [],
  ...over,
});
const line = (amount: string, vat: PortalDocument['lines'][number]['vat']) => ({
  lineNo: 1,
  description: 'Pupuk',
  itemCode: null,
  uom: 'KG',
  quantity: '10',
  unitPrice: null,
  amount,
  vat,
  poNumber: 'PO-1',
  poLineNum: '1',
});

describe('UBL export messages', () => {
  it('says what is refused, word for word', () => {
    expect(UBL_EXPORT_MESSAGES.invoiceNotFound).toBe('Invoice not found');
    expect(UBL_EXPORT_MESSAGES.debitNoteNotFound).toBe('Debit note not found');
    expect(UBL_EXPORT_MESSAGES.batchNotFound).toBe('Batch not found');
    expect(UBL_EXPORT_MESSAGES.fromAfterTo).toBe('Start date cannot be after end date');
    expect(UBL_EXPORT_MESSAGES.periodTooLong).toBe('A period export covers at most 92 days; choose a shorter period');
    expect(UBL_EXPORT_MESSAGES.tooManyInvoices(2345)).toBe('The period holds 2345 invoices; a zip takes at most 2000. Choose a shorter period');
    expect(UBL_EXPORT_MESSAGES.emptyPeriod).toBe('No invoices in this period');
    expect(UBL_EXPORT_MESSAGES.emptyBatch).toBe('The batch has no invoices');
    expect(UBL_EXPORT_LABELS).toEqual({
      download: 'Download e-invoice (UBL)',
      batchZip: 'UBL (zip)',
      periodZip: 'Export UBL (zip)',
      periodTitle: 'E-invoices (UBL) of a period',
      periodHint: 'Invoices dated in the period, at most 92 days and 2000 invoices',
    });
  });

  it('checks a period: order, then length', () => {
    expect(periodProblem('2026-11-02', '2026-11-01')).toBe(UBL_EXPORT_MESSAGES.fromAfterTo);
    expect(periodProblem('2026-01-01', '2026-04-03')).toBe(UBL_EXPORT_MESSAGES.periodTooLong);
    expect(periodProblem('2026-01-01', '2026-04-02')).toBeNull(); // 92 days, both counted
    expect(ublPeriodQuerySchema.parse({ from: '01-nov-2026', to: '2026-11-30' })).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(ublPeriodQuerySchema.safeParse({ from: '31-FEB-2026', to: '01-MAR-2026' }).success).toBe(false);
  });

  it('names files after the number, safely', () => {
    expect(ublFileName('INV/2026/001')).toBe('INV_2026_001.xml');
    expect(ublFileName('../../etc/passwd')).toBe('etc_passwd.xml');
    expect(ublFileName('  ')).toBe('document.xml');
  });
});

describe('EN 16931 mapping of a portal invoice', () => {
  it('reads NPWP in its stored forms and makes a GS1-valid placeholder GLN', () => {
    expect(npwp16('01.234.567.8-901.000')).toBe('0012345678901000');
    expect(npwp16('0123456789012345')).toBe('0123456789012345');
    expect(npwp16('0123456789012345000001')).toBe('0123456789012345');
    expect(npwp16('12-34')).toBeNull();
    expect(gs1CheckDigit('629104150021')).toBe('3'); // 6291041500213, GS1's own example
    expect(placeholderEndpoint(2, 82)).toEqual({ scheme: '0088', id: `022000000082${gs1CheckDigit('022000000082')}` });
    expect(unitCodeOf('kg')).toEqual({ code: 'KGM', known: true });
    expect(unitCodeOf('GONI')).toEqual({ code: 'C62', known: false });
  });

  it('computes VAT as the rules do: base × rate, halves up', () => {
    expect(vatAmount('1000000.00', '11')).toBe('110000.00');
    expect(vatAmount('10503.50', '11')).toBe('1155.39'); // 1155.385
    expect(vatAmount('100.05', '1.1')).toBe('1.10'); // 1.10055
  });

  it('states 12 % on DPP nilai lain as 11 % of the full DPP, with the statutory rate in the note', () => {
    const out = toEInvoice(
      doc({ lines: [line('1000000.00', { kind: 'other-base', statutoryRate: '12', baseNumerator: 11, baseDenominator: 12 })], statedTax: '110000.00' }),
    );
    expect(out.vatBreakdown).toEqual([{ category: 'S', percent: '11', taxableAmount: '1000000.00', taxAmount: '110000.00', exemptionReason: null }]);
    expect(out.note).toContain(UBL_TEXTS.otherBase('12', 11, 12, '11'));
    expect(UBL_TEXTS.otherBase('12', 11, 12, '11')).toBe('PPN 12% on DPP nilai lain (11/12 of the DPP), stated as 11% of the full DPP');
    expect(out.totals).toMatchObject({ taxTotal: '110000.00', payable: '1110000.00', rounding: null });
  });

  it('keeps PPh out of the taxable amount and the payable, saying so in the note and terms', () => {
    const out = toEInvoice(
      doc({ lines: [line('1000000.00', { kind: 'standard', rate: '11' })], statedTax: '110000.00', withholding: { code: 'PPh 23 2%', amount: '20000.00' } }),
    );
    expect(out.totals.payable).toBe('1110000.00');
    expect(out.note).toBe('PPh (PPh 23 2%) 20,000.00 IDR is withheld by the buyer; it is not VAT and does not reduce the taxable amount');
    expect(out.paymentTerms).toBe('Payment terms: as agreed with the buyer\nNet transfer after PPh withholding: 1,090,000.00 IDR');
  });

  it('carries the faktur PPN rounded down to rupiah as the rounding amount', () => {
    const out = toEInvoice(doc({ lines: [line('10503.50', { kind: 'standard', rate: '11' })], statedTax: '1155.00' }));
    expect(out.totals).toEqual({
      lineExtension: '10503.50',
      taxExclusive: '10503.50',
      taxTotal: '1155.39',
      taxInclusive: '11658.89',
      rounding: '-0.39',
      payable: '11658.50',
    });
    expect(out.note).toBe('PPN on the faktur: 1,155.00 IDR (rounded down to whole rupiah); the difference is the rounding amount');
  });

  it('states exempt lines as E with a reason and a line not priced as quantity × price by its base quantity', () => {
    const out = toEInvoice(doc({ lines: [{ ...line('999.99', { kind: 'exempt', reason: '' }), unitPrice: '100' }] }));
    expect(out.vatBreakdown[0]).toMatchObject({ category: 'E', exemptionReason: 'Exempt from PPN', taxAmount: '0.00' });
    expect(out.lines[0]).toMatchObject({
      quantity: '10',
      price: '999.99',
      baseQuantity: '10',
      note: 'Billed amount differs from quantity 10 × unit price 100',
    });
    expect(out.orderReference).toBe('PO-1');
    expect(out.buyerReference).toBeNull();
  });

  it('states every line as not subject to VAT (O) when the supplier has no NPWP, naming the PPN in the note', () => {
    const seller = { ...party(1), npwp: null };
    const out = toEInvoice(doc({ seller, lines: [line('1000.00', { kind: 'standard', rate: '11' })], statedTax: '110.00' }));
    expect(out.vatBreakdown).toEqual([{ category: 'O', percent: null, taxableAmount: '1000.00', taxAmount: '0.00', exemptionReason: UBL_TEXTS.noSellerNpwp }]);
    expect(UBL_TEXTS.noSellerNpwp).toBe('Not subject to PPN in this file: the supplier has no NPWP on record, and PPN can only be stated with it');
    expect(out.note).toBe('PPN recorded by the portal but not stated here (no supplier NPWP): 110.00 IDR');
    expect(out.totals).toMatchObject({ taxTotal: '0.00', rounding: null, payable: '1000.00' });
    expect(out.seller.vatId).toBeNull();
  });
});
