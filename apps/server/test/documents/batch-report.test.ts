import { describe, expect, it } from 'vitest';
import { grandTotals, renderBatchReport } from '../../src/documents/batch-report';
import { LINES_TOTAL, reportData } from './fixtures';
import { pageCount, pdfPages, squash, writeTemp } from './pdf-tools';

describe('batch report', () => {
  it('sums the invoice totals exactly', () => {
    expect(grandTotals(reportData.invoices)).toEqual({
      dpp: '1451111.85',
      ppn: '159622.00',
      pph: '26022.31',
      total: '1584711.54',
    });
    expect(
      grandTotals([{ totals: { dpp: '0.1', ppn: '0.2', pph: '0', total: '0.3' } }, { totals: { dpp: '0.2', ppn: '0.1', pph: '0', total: '0.3' } }]),
    ).toEqual({
      dpp: '0.30',
      ppn: '0.30',
      pph: '0.00',
      total: '0.60',
    });
  });

  it('shows the batch, each invoice with its PO lines and DPP / PPN / PPh / Total, and grand totals', async () => {
    const file = writeTemp(await renderBatchReport(reportData), 'report');
    const pages = pdfPages(file);
    const text = squash(pages.join('\n'));
    expect(text).toContain('Batch Report');
    expect(text).toContain('Laporan Batch Faktur');
    expect(text).toContain('PT Sumber Makmur Sejahtera Tbk');
    expect(text).toContain('CV Karya Mandiri Jaya (V-00123)');
    expect(text).toContain('BT-2024-0042');
    expect(text).toContain('22-MAR-2024');
    expect(text).toContain('Invoice 1 of 2: INV/KMJ/2024/03/0017');
    expect(text).toContain('Invoice 2 of 2: INV/KMJ/2024/03/0018');
    for (const po of ['PO-2024-000417', 'PO-2024-000533', 'PO-2024-001000', 'PO-2024-001001']) expect(text).toContain(po);
    expect(text).toContain('Material listrik proyek gudang'); // wraps in its column
    expect(text).toContain(`Total lines / Total baris ${LINES_TOTAL}`);
    expect(text).toContain('Total lines / Total baris 150,001.50');
    // Invoice 1 totals.
    expect(text).toContain('DPP (Dasar Pengenaan Pajak) 1,301,110.35');
    expect(text).toContain('PPN (VAT) 143,122.00');
    expect(text).toContain('PPh (Withholding / Potongan) 26,022.21');
    expect(text).toContain('Total INV/KMJ/2024/03/0017 1,418,210.14');
    expect(text).toContain('Total INV/KMJ/2024/03/0018 166,501.40');
    // Grand totals.
    const grand = text.slice(text.lastIndexOf('Grand Total / Total Keseluruhan (2 invoices)'));
    expect(grand).toContain('DPP (Dasar Pengenaan Pajak) 1,451,111.85');
    expect(grand).toContain('PPN (VAT) 159,622.00');
    expect(grand).toContain('PPh (Withholding / Potongan) 26,022.31');
    expect(grand).toContain('Grand Total / Total Keseluruhan 1,584,711.54');
    expect(text).toContain('15-MAR-2024');
    const count = pageCount(file);
    pages.forEach((p, i) => expect(p).toContain(`Page ${i + 1} of ${count}`));
    for (const label of ['No. PO', 'Nama Barang', 'Harga Satuan', 'No. Faktur Pajak', 'Keterangan']) expect(text).toContain(label);
  });
});
