import { describe, expect, it } from 'vitest';
import { injectAs } from '../helpers/app';
import { readWithSheetJs } from '../lib/spreadsheet-read';
import { pdfText, squash, writeTemp } from '../documents/pdf-tools';

const url = '/api/reports/invoices/export?orgId=82&instance=AAM&fromDate=2026-11-10&toDate=2026-11-10&format=xlsx';

/** Export headers in the request's language (the web's downloads send Accept-Language); English is the spec's. */
describe('spreadsheet exports in Bahasa Indonesia', () => {
  it('writes the invoice report’s headers in Indonesian when asked, in English otherwise', async () => {
    const indonesian = await injectAs('vendor', { method: 'GET', url, headers: { 'accept-language': 'id' } });
    expect(indonesian.statusCode, indonesian.body).toBe(200);
    expect(readWithSheetJs(indonesian.rawPayload)[0]!.rows[0]).toEqual([
      'No Faktur',
      'Tanggal Faktur',
      'No Pajak',
      'Tanggal Pajak',
      'Tanggal Kurs',
      'Mata Uang',
      'Jumlah',
      'Jumlah Pajak',
      'Jumlah Layanan',
      'Jumlah Total',
      'Status',
      'Kode PPh',
      'Tarif PPh',
      'Jumlah PPh',
    ]);
    const english = await injectAs('vendor', { method: 'GET', url, headers: { 'accept-language': 'en' } });
    expect(readWithSheetJs(english.rawPayload)[0]!.rows[0]![0]).toBe('Invoice No');
  });

  it('prints the statement of account PDF in the request’s language', async () => {
    const pdfUrl = '/api/statements/pdf?orgId=82&instance=AAM&from=2026-01-01&to=2026-12-31';
    const res = await injectAs('vendor', { method: 'GET', url: pdfUrl, headers: { 'accept-language': 'id' } });
    expect(res.statusCode, res.body).toBe(200);
    const text = squash(pdfText(writeTemp(res.rawPayload, 'statement-id')));
    expect(text).toContain('Laporan Rekening Pemasok');
    expect(text).toContain('Periode');
    expect(text).toContain('01-Jan-2026 s.d. 31-Des-2026');
    expect(text).not.toContain('Statement of Account');
    expect(text).not.toContain('Period / Periode');
  });

  it('writes the statement sheet’s headers and its own labels in Indonesian', async () => {
    const sheetUrl = '/api/statements/xlsx?orgId=82&instance=AAM&from=2026-01-01&to=2026-12-31';
    const res = await injectAs('vendor', { method: 'GET', url: sheetUrl, headers: { 'accept-language': 'id' } });
    expect(res.statusCode, res.body).toBe(200);
    const rows = readWithSheetJs(res.rawPayload)[0]!.rows;
    expect(rows[0]).toEqual(['Mata Uang', 'Tanggal', 'Jenis', 'Nomor / referensi', 'Jatuh tempo', 'Debit', 'Kredit', 'Saldo']);
    const types = rows.slice(1).map((r) => r[2]);
    expect(types).toContain('Saldo awal');
    expect(types).toContain('Saldo akhir');
    expect(types).not.toContain('Opening balance');
  });
});
