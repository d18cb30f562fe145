import { describe, expect, it } from 'vitest';
import { injectAs } from '../helpers/app';
import { readWithSheetJs } from '../lib/spreadsheet-read';

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
});
