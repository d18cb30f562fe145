import { sumMoney } from '@faktura/domain';
import { code128Png, fitSize } from './barcode';
import {
  contentWidth,
  drawContinuationHeader,
  drawDocumentHeader,
  drawInfoGrid,
  drawSectionTitle,
  docTitle,
  ensureSpace,
  renderPdf,
  type BatchDocumentData,
  type Doc,
} from './layout';
import { drawSignatureBoxes, drawTotalsBlock } from './blocks';
import { drawTable, type TableColumn } from './table';
import { COLORS, FONT } from './theme';
import { docDate, docMoney, docTemplate } from './language';

export interface BatchRecapInvoice {
  invoiceNo: string;
  /** ISO date. */
  invoiceDate: string;
  taxInvoiceNo: string;
  /** ISO date. */
  taxInvoiceDate: string | null;
  description: string;
  /** Decimal string. */
  amount: string;
}

export type BatchRecapData = BatchDocumentData<BatchRecapInvoice>;

export const BATCH_RECAP_TITLE = 'Batch Recap';
export const BATCH_RECAP_TITLE_ID = 'Rekap Batch Faktur';

/** Portrait A4: 523 pt of content width. */
const COLUMNS: TableColumn[] = [
  { header: 'No', width: 24, align: 'right' },
  { header: 'Invoice Number\nNo. Faktur', width: 172 },
  { header: 'Invoice Date\nTgl Faktur', width: 64 },
  { header: 'Tax Invoice No\nNo. Faktur Pajak', width: 114 },
  { header: 'Tax Date\nTgl Pajak', width: 64 },
  { header: 'Amount\nNilai', width: 85, align: 'right' },
];
const BARCODE_HEIGHT = 22;
const BATCH_BARCODE = { width: 180, height: 52 };

function drawBatchBlock(doc: Doc, data: BatchRecapData, batchBarcode: Buffer): void {
  const top = doc.y;
  const right = doc.page.width - doc.page.margins.right;
  doc.image(batchBarcode, right - BATCH_BARCODE.width, top, {
    fit: [BATCH_BARCODE.width, BATCH_BARCODE.height],
    align: 'center',
  });
  drawInfoGrid(
    doc,
    [
      ['Batch No / No. Batch', data.batch.batchNo],
      ['Status', data.batch.status],
      ['Submitted / Dikirim', docDate(doc, data.batch.submittedAt)],
      ['Batch Amount / Nilai Batch', docMoney(doc, data.batch.total)],
      ['Vendor ID', String(data.supplier.vendorId)],
      ['Invoices / Jumlah Faktur', String(data.invoices.length)],
    ],
    { columns: 2, stacked: true, width: contentWidth(doc) - BATCH_BARCODE.width - 12 },
  );
  doc.y = Math.max(doc.y, top + BATCH_BARCODE.height + 8);
  const supplier = data.supplier.vendorNumber ? `${data.supplier.name} (${data.supplier.vendorNumber})` : data.supplier.name;
  drawInfoGrid(
    doc,
    [
      ['Supplier / Pemasok', supplier],
      ['Company / Perusahaan', data.company.name],
    ],
    { columns: 2, stacked: true },
  );
}

/** Renders the batch recap: batch header with a Code 128 of the batch number, one barcode per invoice, batch total. */
export async function renderBatchRecap(data: BatchRecapData): Promise<Buffer> {
  const [batchBarcode, ...invoiceBarcodes] = await Promise.all([code128Png(data.batch.batchNo, true), ...data.invoices.map((i) => code128Png(i.invoiceNo))]);
  const title = `${BATCH_RECAP_TITLE} / ${BATCH_RECAP_TITLE_ID}`;
  return renderPdf({ title, layout: 'portrait', printedAt: data.printedAt, printedBy: data.printedBy, language: data.language }, (doc) => {
    const continued = (d: Doc) =>
      drawContinuationHeader(d, docTemplate(d, 'runningBatch', { title: docTitle(d, BATCH_RECAP_TITLE, BATCH_RECAP_TITLE_ID), batchNo: data.batch.batchNo }));
    drawDocumentHeader(doc, data.company, BATCH_RECAP_TITLE, BATCH_RECAP_TITLE_ID);
    drawBatchBlock(doc, data, batchBarcode);
    doc.y += 6;
    drawSectionTitle(doc, 'Invoices / Daftar Faktur');
    const barcodeWidth = COLUMNS[1]!.width - 8;
    drawTable(doc, {
      columns: COLUMNS,
      rows: data.invoices.map((inv, i) => [
        String(i + 1),
        {
          text: inv.description ? `${inv.invoiceNo}\n${inv.description}` : inv.invoiceNo,
          padTop: fitSize(invoiceBarcodes[i]!, barcodeWidth, BARCODE_HEIGHT).height + 3,
        },
        docDate(doc, inv.invoiceDate),
        inv.taxInvoiceNo || '-',
        docDate(doc, inv.taxInvoiceDate),
        docMoney(doc, inv.amount),
      ]),
      onRow: (index, box) => {
        const png = invoiceBarcodes[index];
        if (png) doc.image(png, box.columnX[1]! + 4, box.y + 4, { fit: [barcodeWidth, BARCODE_HEIGHT] });
      },
      onNewPage: continued,
    });
    doc.y += 8;
    ensureSpace(doc, 40, continued);
    const total = sumMoney(data.invoices.map((i) => i.amount));
    drawTotalsBlock(doc, [[docTemplate(doc, 'batchTotal', { count: data.invoices.length }), docMoney(doc, total)]], 360);
    if (total !== sumMoney([data.batch.total])) {
      doc.font(FONT).fontSize(8).fillColor(COLORS.muted);
      doc.text(docTemplate(doc, 'batchAmountNote', { amount: docMoney(doc, data.batch.total) }), { align: 'right' });
      doc.fillColor(COLORS.text);
    }
    drawSignatureBoxes(
      doc,
      [
        ['Diserahkan oleh', 'Submitted by (supplier)'],
        ['Diterima oleh', 'Received by'],
      ],
      continued,
    );
  });
}
