import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BPPU_DOCUMENTS,
  BPPU_ELEMENTS,
  BPPU_GOV_TREASURER_OPTS,
  BPPU_TAX_CERTIFICATES,
  CORETAX_FILE_ROW_LIMIT,
  CORETAX_MESSAGES,
  CORETAX_NO_NPWP_TIN,
  allocateVat,
  bppuRows,
  bppuXmlModel,
  coretaxAmount,
  coretaxQuerySchema,
  dayMonthYear,
  defaultTaxPeriod,
  fileProblems,
  fromScaled,
  parseTaxPeriod,
  returOtherTaxBase,
  returRows,
  sumMoney,
  taxPeriodLabel,
  taxPeriodOptions,
  taxPeriodRange,
  toScaled,
  withholdingGroups,
  type BppuInvoice,
} from '../src/index';

const COMPANY = { npwp: '0013002456091000', nitku: '0013002456091000000000' };
const PAYEE = { npwp: '0032320490674000', nitku: '0032320490674000000001' };
const invoice = (over: Partial<BppuInvoice> = {}): BppuInvoice => ({
  invoiceId: 1,
  invoiceNo: 'INV/1',
  invoiceDate: '2025-03-03',
  fakturDigits: '0100002500000001',
  vendorId: 3001,
  vendorName: 'PT A',
  currencyCode: 'IDR',
  paidDate: '2025-04-20',
  payee: PAYEE,
  parts: [{ whtCode: 'PPh 23 2%', base: '1000000.00', rate: '2', amount: '20000.00' }],
  ...over,
});

describe('the messages, word for word', () => {
  it('says what is missing and where to fix it', () => {
    expect(CORETAX_MESSAGES.companyNpwpMissing).toBe('The company has no NPWP: record it in Master → Tax Registrations');
    expect(CORETAX_MESSAGES.companyNitkuMissing).toBe('The company has no NITKU: record it in Master → Tax Registrations');
    expect(CORETAX_MESSAGES.supplierNpwpMissing).toBe('The supplier has no NPWP: record it in Master → Tax Registrations');
    expect(CORETAX_MESSAGES.supplierNitkuMissing).toBe('The supplier has no NITKU: record it in Master → Tax Registrations');
    expect(CORETAX_MESSAGES.fakturMissing).toBe('No original faktur number (the debit note has no ex-tax number)');
    expect(CORETAX_MESSAGES.fakturShape).toBe('The ex-tax number is not a faktur number (16 or 17 digits)');
    expect(CORETAX_MESSAGES.baseZero).toBe('The tax base is 0');
    expect(CORETAX_MESSAGES.notRupiah).toBe('Not in rupiah: Coretax takes rupiah amounts only');
    expect(CORETAX_MESSAGES.noTaxObjectCode('PPh 21 5%')).toBe('WHT code PPh 21 5% has no Coretax tax object code');
    expect(CORETAX_MESSAGES.mixedRates('PPh 23 2%')).toBe('The lines of WHT code PPh 23 2% carry different rates');
    expect(CORETAX_MESSAGES.tooManyRows(15001)).toBe(
      "15,001 rows: Coretax imports at most 15,000 per file. Export this company's period after splitting it with the tax office's converter.",
    );
    expect(CORETAX_MESSAGES.nothingToExport).toBe('Nothing to export for this company and period');
    expect(CORETAX_MESSAGES.periodShape).toBe('Tax period must be a month written YYYY-MM');
    expect(CORETAX_MESSAGES.exportable(1)).toBe('1 row will be exported');
    expect(CORETAX_MESSAGES.exportable(3)).toBe('3 rows will be exported');
  });
});

describe('DJP enumerations and element names, as the template spells them', () => {
  it('keeps the template spellings', () => {
    expect(BPPU_TAX_CERTIFICATES).toEqual(['N/A', 'TaxExAr22', 'TaxExAr23', 'TaxExIntDep', 'TaxExIntPhtb', 'DTP', 'PP23', 'ETC']);
    expect(BPPU_DOCUMENTS).toContain('Announchment');
    expect(BPPU_DOCUMENTS).toContain('DeedofEngangement');
    expect(BPPU_GOV_TREASURER_OPTS).toEqual(['N/A', 'Imprest', 'Direct']);
    expect(CORETAX_NO_NPWP_TIN).toBe('9990000000999000');
    expect(CORETAX_FILE_ROW_LIMIT).toBe(15000);
  });
});

describe('tax periods', () => {
  it('reads YYYY-MM only', () => {
    expect(parseTaxPeriod('2025-04')).toEqual({ year: 2025, month: 4 });
    for (const bad of ['2025-4', '2025-13', '2025-00', '25-04', '2025-04-01', '']) expect(parseTaxPeriod(bad)).toBeNull();
    expect(taxPeriodRange({ year: 2024, month: 2 })).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(defaultTaxPeriod('2026-01-15')).toBe('2025-12');
    expect(defaultTaxPeriod('2026-11-27')).toBe('2026-10');
    expect(taxPeriodLabel('2025-04')).toBe('April 2025');
    expect(taxPeriodOptions('2026-02-10', 3)).toEqual([
      { value: '2026-02', label: 'February 2026' },
      { value: '2026-01', label: 'January 2026' },
      { value: '2025-12', label: 'December 2025' },
    ]);
    expect(coretaxQuerySchema.safeParse({ kind: 'bppu', instance: 'AAM', orgId: '82', period: '2025-13' }).success).toBe(false);
  });
  it('writes Coretax amounts and dates', () => {
    expect(coretaxAmount('4800000.00')).toBe('4800000');
    expect(coretaxAmount('12.5')).toBe('12.50');
    expect(dayMonthYear('2025-06-10')).toBe('10-06-2025');
  });
});

describe('BPPU rows', () => {
  it('writes a TaxInvoice slip with the faktur number, and a CommercialInvoice with the invoice number when there is none', () => {
    const [withFaktur] = bppuRows(COMPANY, { year: 2025, month: 4 }, [invoice()]);
    expect(withFaktur!.slip).toEqual({
      TaxPeriodMonth: '4',
      TaxPeriodYear: '2025',
      CounterpartTin: PAYEE.npwp,
      IDPlaceOfBusinessActivityOfIncomeRecipient: PAYEE.nitku,
      TaxCertificate: 'N/A',
      TaxObjectCode: '24-104-14',
      TaxBase: '1000000',
      Rate: '2',
      Document: 'TaxInvoice',
      DocumentNumber: '0100002500000001',
      DocumentDate: '2025-03-03',
      IDPlaceOfBusinessActivity: COMPANY.nitku,
      GovTreasurerOpt: 'N/A',
      SP2DNumber: '',
      WithholdingDate: '2025-04-20',
    });
    const [plain] = bppuRows(COMPANY, { year: 2025, month: 4 }, [invoice({ fakturDigits: null })]);
    expect(plain!.slip).toMatchObject({ Document: 'CommercialInvoice', DocumentNumber: 'INV/1' });
  });

  it("writes a payee without NPWP with Coretax's placeholder TIN", () => {
    const [row] = bppuRows(COMPANY, { year: 2025, month: 4 }, [
      invoice({ payee: { npwp: null, nitku: null }, parts: [{ whtCode: 'PPh 23 4%', base: '100', rate: '4', amount: '4' }] }),
    ]);
    expect(row!.slip).toMatchObject({ CounterpartTin: '9990000000999000', IDPlaceOfBusinessActivityOfIncomeRecipient: '9990000000999000000000', Rate: '4' });
  });

  it('refuses what would make a bad slip, with every reason', () => {
    const [row] = bppuRows({ npwp: null, nitku: null }, { year: 2025, month: 4 }, [
      invoice({ currencyCode: 'USD', payee: { npwp: PAYEE.npwp, nitku: null }, parts: [{ whtCode: 'PPh 15 1.2%', base: '0', rate: '1.2', amount: '0' }] }),
    ]);
    expect(row!.slip).toBeNull();
    expect(row!.problems).toEqual([
      CORETAX_MESSAGES.companyNpwpMissing,
      CORETAX_MESSAGES.companyNitkuMissing,
      CORETAX_MESSAGES.notRupiah,
      CORETAX_MESSAGES.noTaxObjectCode('PPh 15 1.2%'),
      CORETAX_MESSAGES.baseZero,
      CORETAX_MESSAGES.supplierNitkuMissing,
    ]);
    const mixed = bppuRows(COMPANY, { year: 2025, month: 4 }, [
      invoice({
        parts: [
          { whtCode: 'PPh 23 2%', base: '100', rate: '2', amount: '2' },
          { whtCode: 'PPh 23 2%', base: '100', rate: '4', amount: '4' },
        ],
      }),
    ]);
    expect(mixed[0]!.problems).toEqual([CORETAX_MESSAGES.mixedRates('PPh 23 2%')]);
  });

  it('groups parts per code: bases and amounts add up exactly, one slip per code (property)', () => {
    const part = fc.record({
      whtCode: fc.constantFrom('PPh 23 2%', 'PPh 4(2) 10%', 'PPh 21 5%'),
      base: fc.bigInt({ min: 0n, max: 10n ** 13n }).map((n) => fromScaled(n)),
      amount: fc.bigInt({ min: 0n, max: 10n ** 11n }).map((n) => fromScaled(n)),
    });
    fc.assert(
      fc.property(fc.array(part, { maxLength: 30 }), (parts) => {
        const withRates = parts.map((p) => ({ ...p, rate: p.whtCode === 'PPh 23 2%' ? '2' : p.whtCode === 'PPh 21 5%' ? '5' : '10' }));
        const groups = withholdingGroups(withRates);
        expect(new Set(groups.map((g) => g.whtCode)).size).toBe(groups.length);
        expect(toScaled(sumMoney(groups.map((g) => g.base)))).toBe(toScaled(sumMoney(parts.map((p) => p.base))));
        expect(toScaled(sumMoney(groups.map((g) => g.amount)))).toBe(toScaled(sumMoney(parts.map((p) => p.amount))));
        const rows = bppuRows(COMPANY, { year: 2025, month: 4 }, [invoice({ parts: withRates })]);
        for (const r of rows) {
          // A row is either a complete slip in template order or refused with reasons, never both.
          expect(r.slip === null).toBe(r.problems.length > 0);
          if (r.slip) {
            expect(Object.keys(r.slip)).toEqual([...BPPU_ELEMENTS]);
            expect(toScaled(r.slip.TaxBase)).toBeGreaterThan(0n);
            expect(BPPU_DOCUMENTS).toContain(r.slip.Document);
          }
        }
        const model = bppuXmlModel(
          COMPANY.npwp,
          rows.flatMap((r) => (r.slip ? [r.slip] : [])),
        );
        expect(model.children![1]!.children).toHaveLength(rows.filter((r) => r.slip).length);
      }),
    );
  });
});

describe('Retur rows', () => {
  const note = {
    debitNoteId: 9,
    dnNo: 'DN-9',
    dnDate: '2025-06-10',
    extaxNo: '040.002-25.00000123',
    vendorId: 3001,
    vendorName: 'PT A',
    currencyCode: 'IDR',
    amount: '1200000.00',
    taxAmount: '132000.00',
    seller: PAYEE,
    lines: [
      { quantity: '2.000', amount: '800000.00' },
      { quantity: '1.000', amount: '400000.00' },
    ],
  };
  it('writes DPP nilai lain as 11/12 of the base when the VAT is 12 % on it, else the base', () => {
    expect(returOtherTaxBase('1200000.00', '132000.00')).toBe('1100000.00');
    expect(returOtherTaxBase('1000000.00', '120000.00')).toBe('1000000.00');
    expect(returOtherTaxBase('100.00', '11.00')).toBe('91.67');
    const [row] = returRows(COMPANY, [note]);
    expect(row!.data!.document).toEqual({
      InvoiceNumber: '0400022500000123',
      SellerTIN: PAYEE.npwp,
      ReturnDate: '10-06-2025',
      ReturnTaxBase: '1200000',
      ReturnOtherTaxBase: '1100000',
      ReturnVAT: '132000',
      ReturnSTLG: '0',
    });
  });
  it('refuses a note without faktur number, with a malformed one, or without the seller NPWP', () => {
    expect(returRows(COMPANY, [{ ...note, extaxNo: null }])[0]!.problems).toEqual([CORETAX_MESSAGES.fakturMissing]);
    expect(returRows(COMPANY, [{ ...note, extaxNo: 'FP-12' }])[0]!.problems).toEqual([CORETAX_MESSAGES.fakturShape]);
    expect(returRows(COMPANY, [{ ...note, seller: { npwp: null, nitku: null } }])[0]!.problems).toEqual([CORETAX_MESSAGES.supplierNpwpMissing]);
    expect(returRows({ npwp: null, nitku: null }, [note])[0]!.problems).toEqual([CORETAX_MESSAGES.companyNpwpMissing]);
  });
  it('shares the header VAT over the lines so the details add up to it exactly (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.bigInt({ min: 1n, max: 10n ** 12n }), { minLength: 1, maxLength: 20 }),
        fc.bigInt({ min: 0n, max: 10n ** 11n }),
        (amounts, tax) => {
          const lines = amounts.map((a) => fromScaled(a));
          const base = sumMoney(lines);
          const shares = allocateVat(lines, base, fromScaled(tax));
          expect(shares).toHaveLength(lines.length);
          expect(toScaled(sumMoney(shares))).toBe(tax);
        },
      ),
    );
  });
});

describe('file problems', () => {
  it('names the limit above 15,000 rows', () => {
    expect(fileProblems(COMPANY, 'bppu', 15000)).toEqual([]);
    expect(fileProblems(COMPANY, 'bppu', 15001)).toEqual([CORETAX_MESSAGES.tooManyRows(15001)]);
    expect(fileProblems({ npwp: COMPANY.npwp, nitku: null }, 'retur', 1)).toEqual([]);
  });
});

describe("finance's screen", () => {
  it('is in the Invoice menu and its route for finance only', async () => {
    const { buildSidebar, matchRoute, canOpenRoute } = await import('../src/index');
    const items = (typeUser: 'ORACLE' | 'PIC' | 'VENDOR') => buildSidebar({ typeUser, menu: [], transport: false }).flatMap((g) => g.items);
    expect(items('ORACLE')).toContainEqual({ key: 'coretax', label: 'Files for Coretax', path: '/finance/coretax' });
    expect(items('PIC').some((i) => i.key === 'coretax')).toBe(false);
    expect(items('VENDOR').some((i) => i.key === 'coretax')).toBe(false);
    const route = matchRoute('/finance/coretax')!;
    expect(route.title).toBe('Files for Coretax');
    expect(canOpenRoute(route, 'ORACLE')).toBe(true);
    expect(canOpenRoute(route, 'PIC')).toBe(false);
  });
  it('names its parts word for word', () => {
    expect(CORETAX_MESSAGES.title).toBe('Files for Coretax');
    expect(CORETAX_MESSAGES.formHeading).toBe('Company and tax period');
    expect(CORETAX_MESSAGES.companyRequired).toBe('Choose a company');
    expect(CORETAX_MESSAGES.bppuHeading).toBe('Withholding slips (BPPU)');
    expect(CORETAX_MESSAGES.returHeading).toBe('Input-tax returns (Retur)');
    expect(CORETAX_MESSAGES.refusedHeading).toBe('Not exported, with the reason');
    expect(CORETAX_MESSAGES.downloadBppu).toBe('Download BPPU XML');
    expect(CORETAX_MESSAGES.downloadRetur).toBe('Download Retur XML');
  });
});
