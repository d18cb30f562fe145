import { describe, expect, it } from 'vitest';
import { renderGoodsReceiptNote } from '../../src/documents/goods-receipt-note';
import { renderBatchReport } from '../../src/documents/batch-report';
import { grnData, reportData } from './fixtures';
import { pdfText, squash, writeTemp } from './pdf-tools';

/** PDFs printed for a request in Bahasa Indonesia: the Indonesian labels alone, where English documents print both. */
describe('PDFs in Bahasa Indonesia', () => {
  it('prints the goods receipt note’s headings, labels, table headers and footer in Indonesian', async () => {
    const text = squash(pdfText(writeTemp(await renderGoodsReceiptNote({ ...grnData, language: 'id' }), 'grn-id')));
    expect(text).toContain('Tanda Terima Barang');
    expect(text).not.toContain('Goods Receipt Note');
    for (const label of [
      'Pemasok',
      'Perusahaan',
      'ID Vendor',
      'No. Batch',
      'Jumlah Faktur',
      'Jumlah Baris',
      'Faktur: INV/KMJ/2024/03/0017',
      'No. PO',
      'Nama Barang',
      'Harga Satuan',
    ])
      expect(text).toContain(label);
    expect(text).toContain('Diserahkan oleh (pemasok)');
    expect(text).toContain('Dicetak oleh: budi.santoso');
    expect(text).toMatch(/Halaman 1 dari \d/);
    // Dates, amounts and quantities the Indonesian way (the English document: 15-MAR-2024, 1,234,567.50, 1500.000).
    expect(text).toContain('15-Mar-2024');
    expect(text).toContain('1.234.567,50');
    expect(text).toContain('1500,000');
    for (const english of ['Supplier /', 'Invoice No', 'Printed by', 'Page 1 of', 'Delivered by', 'Name']) expect(text).not.toContain(english);
  });

  it('prints the batch report’s invoice headings and totals in Indonesian; English is unchanged', async () => {
    const text = squash(pdfText(writeTemp(await renderBatchReport({ ...reportData, language: 'id' }), 'report-id')));
    expect(text).toContain('Laporan Batch Faktur');
    expect(text).toMatch(/Faktur 1 dari \d+: /);
    expect(text).toContain('Total Keseluruhan');
    expect(text).not.toContain('Grand Total');
    const english = squash(pdfText(writeTemp(await renderBatchReport(reportData), 'report-en')));
    expect(english).toContain('Batch Report');
    expect(english).toMatch(/Invoice 1 of \d+: /);
    expect(english).toContain('Grand Total / Total Keseluruhan');
    expect(english).toContain('Printed by / Dicetak oleh: budi.santoso');
  });
});
