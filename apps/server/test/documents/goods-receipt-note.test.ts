import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { code128Png } from '../../src/documents/barcode';
import { renderGoodsReceiptNote } from '../../src/documents/goods-receipt-note';
import { companyInitials, logoWidthFor } from '../../src/documents/logo';
import { LINES_TOTAL, company, grnData, manyLines } from './fixtures';
import { pageCount, pdfImages, pdfPages, pdfText, squash, wordBoxes, writeTemp } from './pdf-tools';

describe('goods receipt note (Tanda Terima Barang)', () => {
  it('shows what a receiving clerk checks: titles, parties, invoice, PO lines, amounts and total', async () => {
    const pdf = await renderGoodsReceiptNote(grnData);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const file = writeTemp(pdf, 'grn');
    const text = squash(pdfText(file));

    expect(text).toContain('Goods Receipt Note');
    expect(text).toContain('Tanda Terima Barang');
    expect(text).toContain('PT Sumber Makmur Sejahtera Tbk');
    expect(text).toContain('CV Karya Mandiri Jaya (V-00123)');
    expect(text).toContain('INV/KMJ/2024/03/0017');
    expect(text).toContain('010.000-24.12345678');
    expect(text).toContain('BT-2024-0042');
    for (const po of ['PO-2024-000417', 'PO-2024-000533']) expect(text).toContain(po);
    for (const receipt of ['RCV-778201', 'RCV-778390', 'RCV-778391']) expect(text).toContain(receipt);
    // Dates DD-MMM-YYYY, amounts with separators and 2 places, quantities with 3 places.
    expect(text).toContain('15-MAR-2024');
    expect(text).toContain('04-MAR-2024');
    expect(text).toContain('1,234,567.50');
    expect(text).toContain('66,550.10');
    expect(text).toContain('-7.50');
    expect(text).toContain('1500.000');
    expect(text).toContain('98,765.40');
    // Total of the lines, summed exactly on decimal strings.
    expect(text).toMatch(new RegExp(`Total INV/KMJ/2024/03/0017 ${LINES_TOTAL.replace(/\./g, '\\.')}`));
    // Non-ASCII text survives (DejaVu font): × and ².
    expect(text).toContain('3×2.5 mm²');
    // Indonesian labels and the signature boxes.
    for (const label of ['No. Faktur', 'No. Faktur Pajak', 'Nama Barang', 'Harga Satuan', 'Diserahkan oleh', 'Diterima oleh', 'Pemasok']) {
      expect(text).toContain(label);
    }
    expect(text).toContain('Printed by / Dicetak oleh: budi.santoso, 20-MAR-2024 10:11');
    expect(text).toContain('Page 1 of 1');
    expect(pageCount(file)).toBe(1);
  });

  it('breaks 120 lines over several pages, repeating the column header, numbering pages and keeping the total exact', async () => {
    const long = manyLines(120);
    const file = writeTemp(await renderGoodsReceiptNote({ ...grnData, invoices: [{ ...grnData.invoices[0]!, lines: long }] }), 'grn-long');
    const pages = pdfPages(file);
    const count = pageCount(file);
    expect(count).toBeGreaterThanOrEqual(3);
    expect(pages).toHaveLength(count);
    pages.forEach((page, i) => {
      expect(page).toContain(`Page ${i + 1} of ${count}`);
      if (/RCV-88\d{4}/.test(page)) {
        // Every page with lines starts with the column header.
        expect(page).toContain('Harga Satuan');
        expect(page).toContain('Kode Barang');
      }
    });
    expect(pages.slice(1).every((p) => p.includes('(continued / lanjutan)'))).toBe(true);
    const all = pages.join('\n');
    for (let i = 0; i < 120; i++) expect(all).toContain(`RCV-${880000 + i}`);
    // 120 × 10,000.10 = 1,200,012.00 (a float sum would drift).
    expect(squash(all)).toContain('Total INV/KMJ/2024/03/0017 1,200,012.00');
    expect(pages.at(-1)).toContain('Diterima oleh');
  });

  it('prints a batch of invoices, one section each, with a grand total', async () => {
    const second = {
      invoiceNo: 'INV/KMJ/2024/03/0018',
      invoiceDate: '2024-03-18',
      taxInvoiceNo: '010.000-24.12345679',
      batchNo: 'BT-2024-0042',
      lines: manyLines(3),
    };
    const file = writeTemp(await renderGoodsReceiptNote({ ...grnData, invoices: [...grnData.invoices, second] }), 'grn-batch');
    const text = squash(pdfText(file));
    expect(text).toContain('Invoice 1 of 2: INV/KMJ/2024/03/0017');
    expect(text).toContain('Invoice 2 of 2: INV/KMJ/2024/03/0018');
    expect(text).toContain('Total INV/KMJ/2024/03/0018 30,000.30');
    // 1,301,110.35 + 30,000.30
    expect(text).toContain('Grand Total / Total Keseluruhan 1,331,110.65');
  });
});

describe('goods receipt logo (width 100 for org 82, otherwise 50)', () => {
  it('has the width rule', () => {
    expect(logoWidthFor(82)).toBe(100);
    expect(logoWidthFor(81)).toBe(50);
    expect(logoWidthFor(0)).toBe(50);
  });

  const logoFile = async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'faktura-logo-')), 'logo.png');
    fs.writeFileSync(file, await code128Png('LOGO', true)); // any PNG will do
    return file;
  };
  /** x of the company name in the header: it starts 12 pt right of the logo, which starts at the 36 pt margin. */
  const nameX = (file: string) => wordBoxes(file).find((w) => w.word === 'PT' && w.yMin < 60)!.xMin;
  const render = (orgId: number, logoPath: string | null) =>
    renderGoodsReceiptNote({ ...grnData, company: { ...company, orgId, logoPath } }).then((pdf) => writeTemp(pdf, `logo-${orgId}`));

  it('draws the logo file 100 wide for org 82 and 50 wide for others', async () => {
    const logo = await logoFile();
    const wide = await render(82, logo);
    const narrow = await render(81, logo);
    expect(pdfImages(wide)).toHaveLength(1);
    expect(pdfImages(narrow)).toHaveLength(1);
    expect(nameX(wide)).toBeCloseTo(36 + 100 + 12, 0);
    expect(nameX(narrow)).toBeCloseTo(36 + 50 + 12, 0);
  });

  it('draws a placeholder with the initials, same width rule, when the logo is missing or unreadable', async () => {
    const notAnImage = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'faktura-logo-')), 'logo.png');
    fs.writeFileSync(notAnImage, 'not a png');
    for (const logoPath of [null, '/nonexistent/logo.png', notAnImage]) {
      const wide = await render(82, logoPath);
      const narrow = await render(7, logoPath);
      expect(pdfImages(wide)).toHaveLength(0);
      expect(wordBoxes(wide).some((w) => w.word === 'SM' && w.xMin > 36 && w.xMax < 136)).toBe(true); // initials inside the box
      expect(nameX(wide)).toBeCloseTo(36 + 100 + 12, 0);
      expect(nameX(narrow)).toBeCloseTo(36 + 50 + 12, 0);
    }
    expect(companyInitials('PT Sumber Makmur Sejahtera Tbk')).toBe('SM');
    expect(companyInitials('CV. Ömer Çelik')).toBe('ÖÇ');
    expect(companyInitials('Tbk')).toBe('T');
  });
});
