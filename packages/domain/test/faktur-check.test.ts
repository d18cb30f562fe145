import { describe, expect, it } from 'vitest';
import {
  FAKTUR_CHECK_LABELS,
  FAKTUR_CHECK_MESSAGES as M,
  compareFaktur,
  fakturAmountTolerance,
  fakturNotChecked,
  parseDjpValidationUrl,
  sameNsfp,
  type FakturExpected,
  type FakturFacts,
} from '../src/index';

const SELLER = '0123456789012345';
const BUYER = '0987654321098765';

const read: FakturFacts = {
  qrUrl: `http://svc.efaktur.pajak.go.id/validasi/faktur/${SELLER}/04002500000000123/3031300D`,
  qrSellerNpwp: SELLER,
  qrNsfp: '04002500000000123',
  nsfp: '04002500000000123',
  sellerNpwp: SELLER,
  sellerName: 'PT PEMASOK',
  buyerNpwp: BUYER,
  buyerName: 'PT PEMBELI',
  date: '2026-01-15',
  dpp: '1000000.00',
  ppn: '110000.00',
};

const typed: FakturExpected = {
  taxInvoiceNo: '04002500000000123',
  taxInvoiceDate: '2026-01-15',
  dpp: '1000000.00',
  ppn: '110000.00',
  lineCount: 1,
  supplierNpwp: SELLER,
  supplierName: 'PT PEMASOK',
  companyNpwp: BUYER,
  companyName: null,
};

const mismatches = (facts: FakturFacts, expected = typed) =>
  compareFaktur(facts, expected)
    .findings.filter((f) => f.status === 'MISMATCH')
    .map((f) => f.message);

describe('faktur check messages', () => {
  it('says each outcome in exact words', () => {
    expect(M.matches).toBe('Faktur matches');
    expect(M.mismatches).toBe('The faktur does not match the invoice');
    expect(M.notChecked).toBe('Faktur not checked');
    expect(M.notCheckedReason.nothingReadable).toBe('The PDF has no QR code and no readable text (a scan?): check it by eye.');
    expect(M.notCheckedReason.notPdf).toBe('The file is not a PDF.');
    expect(M.notCheckedReason.unreadable).toBe('The PDF cannot be read (damaged or not a PDF).');
    expect(M.notCheckedReason.encrypted).toBe('The PDF is password-protected.');
    expect(M.notCheckedReason.pageTooLarge).toBe('The PDF page is too large to be a faktur.');
    expect(M.notCheckedReason.tooSlow).toBe('The PDF took too long to read.');
    expect(M.notCheckedReason.tooLarge).toBe('The PDF needs too much memory to read.');
    expect(M.notCheckedReason.notAFaktur).toBe('The PDF does not look like a faktur (no faktur number, NPWP or amounts found).');
    expect(M.noQr).toBe('No QR code on the faktur: its DJP data could not be compared.');
    expect(M.onlineNotReachable).toBe(
      "The QR code's DJP validation URL would be verified online; the DJP service is not reachable from here, so only the printed data and the URL's NPWP and number were compared.",
    );
    expect(M.mismatch('DPP', '1', '2')).toBe('DPP: typed 1, faktur 2');
    expect(M.masterMismatch('Seller NPWP', 'a', 'b')).toBe('Seller NPWP: master data a, faktur b');
    expect(M.qrDisagrees('Seller NPWP', 'a', 'b')).toBe('Seller NPWP: the QR code says a, the printed text b');
    expect(M.notOnFaktur('DPP')).toBe('DPP: not found on the faktur');
    expect(M.notTyped('DPP')).toBe('DPP: not typed yet');
    expect(M.noMasterData('Buyer NPWP')).toBe('Buyer NPWP: not in the master data, not checked');
    expect(FAKTUR_CHECK_LABELS.cardTitle).toBe('Faktur check');
    expect(FAKTUR_CHECK_LABELS.noPdf).toBe('No PDF attached: nothing to check.');
    expect(FAKTUR_CHECK_LABELS.loadError).toBe('The faktur check could not be loaded.');
    expect(FAKTUR_CHECK_LABELS.checking('f.pdf')).toBe('Checking the faktur f.pdf…');
  });
});

describe('compareFaktur', () => {
  it('a faktur saying what was typed matches', () => {
    const result = compareFaktur(read, typed);
    expect(result.verdict).toBe('MATCH');
    expect(result.summary).toBe('Faktur matches');
    expect(result.findings.filter((f) => f.status === 'MATCH').map((f) => f.field)).toEqual(['sellerNpwp', 'buyerNpwp', 'nsfp', 'date', 'dpp', 'ppn']);
  });

  it('names each mismatching field with the typed and the read value', () => {
    expect(mismatches({ ...read, dpp: '1500000.00' })).toEqual(['DPP: typed 1,000,000.00, faktur 1,500,000.00']);
    expect(mismatches({ ...read, ppn: '120000.00' })).toEqual(['PPN: typed 110,000.00, faktur 120,000.00']);
    expect(mismatches({ ...read, date: '2026-01-16' })).toEqual(['Tax Date: typed 15/01/2026, faktur 16/01/2026']);
    expect(mismatches(read, { ...typed, taxInvoiceNo: '04002500000000999' })).toEqual(['Tax Invoice No: typed 04002500000000999, faktur 04002500000000123']);
    expect(mismatches(read, { ...typed, taxInvoiceNo: '0100002400000001' })).toEqual(['Tax Invoice No: typed 010.000-24.00000001, faktur 04002500000000123']);
    expect(mismatches({ ...read, buyerNpwp: '0111111111111111' })).toEqual(['Buyer NPWP: master data 0987.6543.2109.8765, faktur 0111.1111.1111.1111']);
    expect(compareFaktur({ ...read, dpp: '1500000.00' }, typed).verdict).toBe('MISMATCH');
  });

  it('catches printed text that disagrees with the QR code', () => {
    expect(mismatches({ ...read, sellerNpwp: '0222222222222222' })).toEqual([
      'Seller NPWP: the QR code says 0123.4567.8901.2345, the printed text 0222.2222.2222.2222',
    ]);
    expect(mismatches({ ...read, nsfp: '04002500000000999' })).toEqual([
      'Tax Invoice No: the QR code says 04002500000000123, the printed text 04002500000000999',
    ]);
    // A QR of another seller than the supplier's master data.
    expect(mismatches({ ...read, qrSellerNpwp: '0333333333333333', sellerNpwp: '0333333333333333' })).toEqual([
      'Seller NPWP: master data 0123.4567.8901.2345, faktur 0333.3333.3333.3333',
    ]);
  });

  it('allows Rp 1 of rounding per line, not more', () => {
    expect(fakturAmountTolerance(0)).toBe('1.00');
    expect(fakturAmountTolerance(3)).toBe('3.00');
    expect(compareFaktur({ ...read, ppn: '110001.00' }, typed).verdict).toBe('MATCH');
    expect(compareFaktur({ ...read, ppn: '110001.01' }, typed).verdict).toBe('MISMATCH');
    expect(compareFaktur({ ...read, ppn: '110003.00' }, { ...typed, lineCount: 3 }).verdict).toBe('MATCH');
    expect(compareFaktur({ ...read, ppn: '109996.99' }, { ...typed, lineCount: 3 }).verdict).toBe('MISMATCH');
  });

  it('leaves a field unchecked when the master data does not know it or nothing was typed', () => {
    const result = compareFaktur(read, { ...typed, supplierNpwp: null, companyNpwp: null, taxInvoiceDate: null });
    expect(result.verdict).toBe('MATCH');
    expect(result.findings.filter((f) => f.status === 'NOT_CHECKED').map((f) => f.message)).toEqual([
      'Seller NPWP: not in the master data, not checked',
      'Buyer NPWP: not in the master data, not checked',
      'Tax Date: not typed yet',
    ]);
  });

  it('a faktur without a QR is compared by its text and says the QR is missing', () => {
    const result = compareFaktur({ ...read, qrUrl: null, qrNsfp: null, qrSellerNpwp: null }, typed);
    expect(result.verdict).toBe('MATCH');
    expect(result.findings.find((f) => f.field === 'qr')?.message).toBe(M.noQr);
  });

  it('nothing read, or nothing faktur-like, is not checked with the reason', () => {
    const empty: FakturFacts = Object.fromEntries(Object.keys(read).map((k) => [k, null])) as FakturFacts;
    expect(compareFaktur(empty, typed)).toMatchObject({ verdict: 'NOT_CHECKED', summary: 'Faktur not checked', reason: M.notCheckedReason.nothingReadable });
    expect(compareFaktur({ ...empty, date: '2026-01-01' }, typed)).toMatchObject({ verdict: 'NOT_CHECKED', reason: M.notCheckedReason.notAFaktur });
    expect(compareFaktur(null, typed, 'encrypted')).toMatchObject({ verdict: 'NOT_CHECKED', reason: M.notCheckedReason.encrypted });
    expect(fakturNotChecked('notPdf').reason).toBe(M.notCheckedReason.notPdf);
  });
});

describe('QR validation URL', () => {
  it('gives the seller NPWP (15 digits converted) and the faktur number', () => {
    expect(parseDjpValidationUrl('http://svc.efaktur.pajak.go.id/validasi/faktur/029985207007000/0001918184347/3031300D0609')).toEqual({
      sellerNpwp: '0029985207007000',
      nsfp: '0001918184347',
    });
    expect(parseDjpValidationUrl('https://example.com/validasi/faktur/029985207007000/0001918184347/30')).toBeNull();
    expect(parseDjpValidationUrl('hello')).toBeNull();
  });

  it('an older QR number is the typed number without its code', () => {
    expect(sameNsfp('0100002400000001', '0002400000001')).toBe(true);
    expect(sameNsfp('0100002400000001', '0002400000002')).toBe(false);
    expect(sameNsfp('0100002400000001', '400000001')).toBe(false);
  });
});
