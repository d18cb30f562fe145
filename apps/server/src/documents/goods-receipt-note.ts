import { sumMoney, type Language } from '@faktura/domain';
import {
  drawContinuationHeader,
  drawDocumentHeader,
  drawInfoGrid,
  drawSectionTitle,
  docTitle,
  ensureSpace,
  renderPdf,
  type DocumentCompany,
  type DocumentSupplier,
  type Doc,
} from './layout';
import { drawSignatureBoxes, drawTotalsBlock } from './blocks';
import { RECEIPT_LINE_COLUMNS, linesTotal, receiptLineRows, type ReceiptLine } from './po-lines';
import { drawTable } from './table';
import { docDate, docMoney, docTemplate } from './language';

export interface GoodsReceiptInvoice {
  invoiceNo: string;
  /** ISO date. */
  invoiceDate: string;
  taxInvoiceNo: string;
  batchNo: string | null;
  lines: ReceiptLine[];
}

export interface GoodsReceiptNoteData {
  company: DocumentCompany;
  supplier: DocumentSupplier;
  /** One section per invoice: a single invoice, or every invoice of a batch. */
  invoices: GoodsReceiptInvoice[];
  printedAt: Date;
  printedBy: string;
  language?: Language;
}

export const GRN_TITLE = 'Goods Receipt Note';
export const GRN_TITLE_ID = 'Tanda Terima Barang';

function supplierLabel(supplier: DocumentSupplier): string {
  return supplier.vendorNumber ? `${supplier.name} (${supplier.vendorNumber})` : supplier.name;
}

function drawInvoiceSection(doc: Doc, invoice: GoodsReceiptInvoice, index: number, count: number): void {
  const continued = (d: Doc) =>
    drawContinuationHeader(d, docTemplate(d, 'runningInvoice', { title: docTitle(d, GRN_TITLE, GRN_TITLE_ID), invoiceNo: invoice.invoiceNo }));
  ensureSpace(doc, 140, continued);
  const heading =
    count > 1
      ? docTemplate(doc, 'invoiceOf', { n: index + 1, count, invoiceNo: invoice.invoiceNo })
      : docTemplate(doc, 'invoiceHeading', { invoiceNo: invoice.invoiceNo });
  drawSectionTitle(doc, heading);
  drawInfoGrid(
    doc,
    [
      ['Invoice No / No. Faktur', invoice.invoiceNo],
      ['Invoice Date / Tgl Faktur', docDate(doc, invoice.invoiceDate)],
      ['Tax Invoice No / No. Faktur Pajak', invoice.taxInvoiceNo],
      ['Batch No / No. Batch', invoice.batchNo ?? '-'],
    ],
    { columns: 4, stacked: true },
  );
  drawTable(doc, {
    columns: RECEIPT_LINE_COLUMNS,
    rows: receiptLineRows(doc, invoice.lines, docTemplate(doc, 'invoiceTotal', { invoiceNo: invoice.invoiceNo })),
    onNewPage: continued,
  });
  doc.y += 12;
}

/** Renders the goods receipt note (Tanda Terima Barang) for one invoice or a batch of invoices. */
export function renderGoodsReceiptNote(data: GoodsReceiptNoteData): Promise<Buffer> {
  return renderPdf(
    { title: `${GRN_TITLE} / ${GRN_TITLE_ID}`, layout: 'landscape', printedAt: data.printedAt, printedBy: data.printedBy, language: data.language },
    (doc) => {
      drawDocumentHeader(doc, data.company, GRN_TITLE, GRN_TITLE_ID);
      const batchNos = [...new Set(data.invoices.map((i) => i.batchNo).filter((b): b is string => !!b))];
      drawInfoGrid(doc, [
        ['Supplier / Pemasok', supplierLabel(data.supplier)],
        ['Company / Perusahaan', data.company.name],
        ['Vendor ID', String(data.supplier.vendorId)],
        ['Batch No / No. Batch', batchNos.join(', ') || '-'],
        ['Invoices / Jumlah Faktur', String(data.invoices.length)],
        ['Lines / Jumlah Baris', String(data.invoices.reduce((n, i) => n + i.lines.length, 0))],
      ]);
      doc.y += 4;
      data.invoices.forEach((invoice, i) => drawInvoiceSection(doc, invoice, i, data.invoices.length));

      const continued = (d: Doc) => drawContinuationHeader(d, docTitle(d, GRN_TITLE, GRN_TITLE_ID));
      if (data.invoices.length > 1) {
        ensureSpace(doc, 20 + 13 * data.invoices.length, continued);
        const totals = data.invoices.map((i) => linesTotal(i.lines));
        drawTotalsBlock(doc, [
          ...data.invoices.map((inv, i): [string, string] => [inv.invoiceNo, docMoney(doc, totals[i])]),
          ['Grand Total / Total Keseluruhan', docMoney(doc, sumMoney(totals))],
        ]);
      }
      drawSignatureBoxes(
        doc,
        [
          ['Diserahkan oleh', 'Delivered by (supplier)'],
          ['Diterima oleh', 'Received by'],
        ],
        continued,
      );
    },
  );
}
