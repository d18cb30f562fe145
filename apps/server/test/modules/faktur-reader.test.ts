import { describe, expect, it } from 'vitest';
import PDFDocument from 'pdfkit';
import { FAKTUR_CHECK_MESSAGES as M, compareFaktur, type FakturExpected, type FakturCheckResult } from '@faktura/domain';
import { FAKTUR_READ_LIMITS, readFaktur } from '../../src/modules/faktur-checks/reader';
import { amountOf, factsFromFaktur } from '../../src/modules/faktur-checks/parse';
import { GENUINE, fakturPdf, type FakturFixture } from '../helpers/faktur-pdf';

const SELLER = '0123456789012345';
const BUYER = '0987654321098765';
const genuine: FakturFixture = { ...GENUINE, sellerNpwp: '0123.4567.8901.2345', buyerNpwp: BUYER };
const typed: FakturExpected = {
  taxInvoiceNo: '04002500000000123',
  taxInvoiceDate: '2026-01-15',
  dpp: '1000000.00',
  ppn: '110000.00',
  lineCount: 1,
  supplierNpwp: SELLER,
  supplierName: 'PT PEMASOK CONTOH',
  companyNpwp: BUYER,
  companyName: null,
};

async function check(bytes: Buffer, limits = FAKTUR_READ_LIMITS): Promise<FakturCheckResult> {
  const read = await readFaktur(bytes, limits);
  return 'facts' in read ? compareFaktur(read.facts, typed) : compareFaktur(null, typed, read.failure);
}
const mismatches = (result: FakturCheckResult) => result.findings.filter((f) => f.status === 'MISMATCH').map((f) => f.message);

function pdfOf(build: (doc: PDFKit.PDFDocument) => void, options: PDFKit.PDFDocumentOptions = {}): Promise<Buffer> {
  const doc = new PDFDocument(options);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  build(doc);
  doc.end();
  return done;
}

describe('faktur PDF reader (fixtures made here, each with its verdict)', () => {
  it('a genuine faktur: the QR (a DJP URL) and the text are read, and it matches', async () => {
    const read = await readFaktur(await fakturPdf(genuine));
    expect(read).toEqual({
      facts: {
        qrUrl: `http://svc.efaktur.pajak.go.id/validasi/faktur/${SELLER}/04002500000000123/3031300D06092A864886F70D010101050004`,
        qrSellerNpwp: SELLER,
        qrNsfp: '04002500000000123',
        nsfp: '04002500000000123',
        sellerNpwp: SELLER,
        sellerName: 'PT PEMASOK CONTOH',
        buyerNpwp: BUYER,
        buyerName: 'PT PEMBELI CONTOH',
        date: '2026-01-15',
        dpp: '1000000.00',
        ppn: '110000.00',
      },
    });
    const result = await check(await fakturPdf(genuine));
    expect(result.verdict).toBe('MATCH');
    expect(result.summary).toBe(M.matches);
  });

  it('another seller NPWP (text and QR) is a mismatch with the master data', async () => {
    const result = await check(await fakturPdf({ ...genuine, sellerNpwp: '0555555555555555' }));
    expect(result.verdict).toBe('MISMATCH');
    expect(mismatches(result)).toEqual(['Seller NPWP: master data 0123.4567.8901.2345, faktur 0555.5555.5555.5555']);
  });

  it('printed text edited after signing (another NPWP than the QR) is caught', async () => {
    const result = await check(await fakturPdf({ ...genuine, sellerNpwp: '0555555555555555', qrSellerNpwp: SELLER }));
    expect(mismatches(result)).toEqual(['Seller NPWP: the QR code says 0123.4567.8901.2345, the printed text 0555.5555.5555.5555']);
  });

  it('another amount', async () => {
    const result = await check(await fakturPdf({ ...genuine, dpp: '1.500.000,00', ppn: '165.000,00' }));
    expect(mismatches(result)).toEqual(['DPP: typed 1,000,000.00, faktur 1,500,000.00', 'PPN: typed 110,000.00, faktur 165,000.00']);
  });

  it('another number (text and QR)', async () => {
    const result = await check(await fakturPdf({ ...genuine, nsfp: '04002500000000999' }));
    expect(mismatches(result)).toEqual(['Tax Invoice No: typed 04002500000000123, faktur 04002500000000999']);
  });

  it('no QR: compared by its text, and says so', async () => {
    const result = await check(await fakturPdf({ ...genuine, qr: false }));
    expect(result.verdict).toBe('MATCH');
    expect(result.qrUrl).toBeNull();
    expect(result.findings.find((f) => f.field === 'qr')?.message).toBe(M.noQr);
  });

  it('image only (no text layer): the QR alone is compared', async () => {
    const result = await check(await fakturPdf({ ...genuine, text: false }));
    expect(result.verdict).toBe('MATCH');
    expect(result.findings.filter((f) => f.status === 'MATCH').map((f) => f.field)).toEqual(['sellerNpwp', 'nsfp']);
  });

  it('a scan with neither text nor QR is not checked, with the reason', async () => {
    const scan = await pdfOf((doc) => doc.rect(50, 50, 300, 200).fill('#888888'));
    expect(await check(scan)).toMatchObject({ verdict: 'NOT_CHECKED', summary: M.notChecked, reason: M.notCheckedReason.nothingReadable });
  });

  it('a PDF that is not a faktur is not checked', async () => {
    const letter = await pdfOf((doc) => doc.text('Dear supplier, thank you for your order. 15/01/2026'));
    expect(await check(letter)).toMatchObject({ verdict: 'NOT_CHECKED', reason: M.notCheckedReason.notAFaktur });
  });

  it('garbage bytes, a broken PDF, an encrypted PDF: not checked, with the reason', async () => {
    expect((await check(Buffer.from('this is not a pdf at all'))).reason).toBe(M.notCheckedReason.notPdf);
    expect((await check(Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(5000, 0x41)]))).reason).toBe(M.notCheckedReason.unreadable);
    const locked = await pdfOf((doc) => doc.text('Faktur Pajak'), { userPassword: 'secret', ownerPassword: 'owner' });
    expect((await check(locked)).reason).toBe(M.notCheckedReason.encrypted);
  });

  it('a huge page is not rendered', async () => {
    const huge = await fakturPdf({ ...genuine, size: [14_000, 14_000] });
    expect((await check(huge)).reason).toBe(M.notCheckedReason.pageTooLarge);
  });

  it('many pages: only the first two are read', async () => {
    expect((await check(await fakturPdf({ ...genuine, pages: 60 }))).verdict).toBe('MATCH');
    // The faktur on page 3 is not reached.
    const late = await pdfOf((doc) => {
      doc.text('Cover');
      doc.addPage().text('Lampiran');
      doc.addPage().text(`Kode dan Nomor Seri Faktur Pajak : 04002500000000123`);
    });
    expect((await check(late)).reason).toBe(M.notCheckedReason.nothingReadable);
  });

  it('a read past its deadline, or past its memory, is ended and not checked', async () => {
    const bytes = await fakturPdf(genuine);
    expect((await check(bytes, { ...FAKTUR_READ_LIMITS, deadlineMs: 1 })).reason).toBe(M.notCheckedReason.tooSlow);
    expect((await check(bytes, { ...FAKTUR_READ_LIMITS, memoryMb: 2 })).reason).toBe(M.notCheckedReason.tooLarge);
  });
});

describe('faktur text', () => {
  it('reads amounts printed the Indonesian or the English way', () => {
    expect(amountOf('1.000.000,00')).toBe('1000000.00');
    expect(amountOf('1,000,000.50')).toBe('1000000.50');
    expect(amountOf('110.000')).toBe('110000.00');
    expect(amountOf('0,00')).toBe('0.00');
    expect(amountOf('12.34.5')).toBeNull();
  });

  it('reads a date written in words and a legacy number and NPWP', () => {
    const facts = factsFromFaktur(
      [
        'Kode dan Nomor Seri Faktur Pajak : 010.000-24.00000001',
        'Pengusaha Kena Pajak',
        'Nama : PT A',
        'NPWP : 01.234.567.8-901.000',
        'Pembeli Barang Kena Pajak / Penerima Jasa Kena Pajak',
        'Nama : PT B',
        'NPWP : 09.876.543.2-109.000',
        'Dasar Pengenaan Pajak 2.000.000,00',
        'Total PPN 220.000,00',
        'JAKARTA, 3 Februari 2025',
      ],
      null,
    );
    expect(facts).toMatchObject({
      nsfp: '0100002400000001',
      sellerNpwp: '0012345678901000',
      buyerNpwp: '0098765432109000',
      sellerName: 'PT A',
      buyerName: 'PT B',
      dpp: '2000000.00',
      ppn: '220000.00',
      date: '2025-02-03',
      qrUrl: null,
    });
  });
});
