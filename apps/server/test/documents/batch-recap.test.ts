import { describe, expect, it } from 'vitest';
import { renderBatchRecap } from '../../src/documents/batch-recap';
import { RECAP_TOTAL, recapData } from './fixtures';
import { pageCount, pdfImages, pdfPages, pdfText, squash, writeTemp } from './pdf-tools';

describe('batch recap', () => {
  it('lists each invoice with its dates, tax number and amount, and the exact batch total', async () => {
    const file = writeTemp(await renderBatchRecap(recapData), 'recap');
    const text = squash(pdfText(file));
    expect(text).toContain('Batch Recap');
    expect(text).toContain('Rekap Batch Faktur');
    expect(text).toContain('PT Sumber Makmur Sejahtera Tbk');
    expect(text).toContain('CV Karya Mandiri Jaya (V-00123)');
    expect(text).toContain('BT-2024-0042');
    expect(text).toContain('SUBMITTED');
    expect(text).toContain('22-MAR-2024'); // submitted at
    for (const inv of recapData.invoices) expect(text).toContain(inv.invoiceNo);
    for (const tax of ['010.000-24.12345678', '010.000-24.12345679', '010.000-24.12345690']) expect(text).toContain(tax);
    expect(text).toContain('18-MAR-2024');
    expect(text).toContain('21-MAR-2024');
    expect(text).toContain('1,444,288.49');
    expect(text).toContain('0.10');
    expect(text).toContain('98,765,432.20');
    expect(text).toContain(`Batch Total / Total Batch (3 invoices) ${RECAP_TOTAL}`);
    expect(text).not.toContain('amount on record'); // the recorded batch amount agrees
    for (const label of ['No. Faktur', 'Tgl Faktur', 'No. Faktur Pajak', 'Tgl Pajak', 'Nilai', 'Diserahkan oleh', 'Diterima oleh']) {
      expect(text).toContain(label);
    }
    expect(text).toContain('Page 1 of 1');
  });

  it('embeds a Code 128 barcode for the batch number and one per invoice', async () => {
    const file = writeTemp(await renderBatchRecap(recapData), 'recap-barcodes');
    const images = pdfImages(file);
    expect(images.length).toBeGreaterThanOrEqual(recapData.invoices.length + 1);
    // Barcodes are wide and short.
    expect(images.every((i) => i.width > i.height)).toBe(true);
  });

  it('says so when the recorded batch amount differs from the sum of its invoices', async () => {
    const file = writeTemp(await renderBatchRecap({ ...recapData, batch: { ...recapData.batch, total: '5.00' } }), 'recap-mismatch');
    expect(squash(pdfText(file))).toContain('the batch amount on record is 5.00');
  });

  it('continues a long batch on more pages with the column header and barcodes on each', async () => {
    const invoices = Array.from({ length: 40 }, (_, i) => ({
      ...recapData.invoices[0]!,
      invoiceNo: `INV/KMJ/2024/04/${String(i + 1).padStart(4, '0')}`,
      amount: '100.01',
    }));
    const file = writeTemp(await renderBatchRecap({ ...recapData, invoices, batch: { ...recapData.batch, total: '4000.40' } }), 'recap-long');
    const count = pageCount(file);
    expect(count).toBeGreaterThan(1);
    const pages = pdfPages(file);
    pages.forEach((p, i) => {
      expect(p).toContain(`Page ${i + 1} of ${count}`);
      if (/INV\/KMJ\/2024\/04\//.test(p)) expect(p).toContain('No. Faktur Pajak');
    });
    expect(pdfImages(file)).toHaveLength(41);
    expect(squash(pages.join('\n'))).toContain('Batch Total / Total Batch (40 invoices) 4,000.40');
  });
});
