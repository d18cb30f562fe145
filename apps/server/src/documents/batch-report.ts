import { sumMoney } from '@faktura/domain';
import {
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
import { drawTotalsBlock } from './blocks';
import { RECEIPT_LINE_COLUMNS, receiptLineRows, type ReceiptLine } from './po-lines';
import { drawTable } from './table';
import { docDate, docMoney, docTemplate, docText } from './language';

/** Invoice amounts as decimal strings (DPP = tax base, PPN = VAT, PPh = withholding). */
export interface InvoiceTotals {
  dpp: string;
  ppn: string;
  pph: string;
  total: string;
}

export interface BatchReportInvoice {
  invoiceNo: string;
  /** ISO date. */
  invoiceDate: string;
  taxInvoiceNo: string;
  /** ISO date. */
  taxInvoiceDate: string | null;
  description: string;
  lines: ReceiptLine[];
  totals: InvoiceTotals;
}

export type BatchReportData = BatchDocumentData<BatchReportInvoice>;

export const BATCH_REPORT_TITLE = 'Batch Report';
export const BATCH_REPORT_TITLE_ID = 'Laporan Batch Faktur';

/** Sums each of DPP, PPN, PPh and Total over the invoices, exactly. */
export function grandTotals(invoices: Array<{ totals: InvoiceTotals }>): InvoiceTotals {
  const sum = (key: keyof InvoiceTotals) => sumMoney(invoices.map((i) => i.totals[key]));
  return { dpp: sum('dpp'), ppn: sum('ppn'), pph: sum('pph'), total: sum('total') };
}

function totalsLines(doc: Doc, totals: InvoiceTotals, totalLabel: string): Array<[string, string]> {
  return [
    ['DPP (Dasar Pengenaan Pajak)', docMoney(doc, totals.dpp)],
    ['PPN (VAT)', docMoney(doc, totals.ppn)],
    ['PPh (Withholding / Potongan)', docMoney(doc, totals.pph)],
    [totalLabel, docMoney(doc, totals.total)],
  ];
}

function drawInvoice(doc: Doc, invoice: BatchReportInvoice, index: number, count: number, runningTitle: string): void {
  const continued = (d: Doc) => drawContinuationHeader(d, docTemplate(d, 'runningInvoice', { title: runningTitle, invoiceNo: invoice.invoiceNo }));
  ensureSpace(doc, 150, continued);
  drawSectionTitle(doc, docTemplate(doc, 'invoiceOf', { n: index + 1, count, invoiceNo: invoice.invoiceNo }));
  drawInfoGrid(
    doc,
    [
      ['Invoice Date / Tgl Faktur', docDate(doc, invoice.invoiceDate)],
      ['Tax Invoice No / No. Faktur Pajak', invoice.taxInvoiceNo || '-'],
      ['Tax Date / Tgl Faktur Pajak', docDate(doc, invoice.taxInvoiceDate)],
      ['Description / Keterangan', invoice.description],
    ],
    { columns: 4, stacked: true },
  );
  drawTable(doc, {
    columns: RECEIPT_LINE_COLUMNS,
    rows: receiptLineRows(doc, invoice.lines, docText(doc, 'Total lines / Total baris')),
    onNewPage: continued,
  });
  doc.y += 6;
  ensureSpace(doc, 64, continued);
  drawTotalsBlock(doc, totalsLines(doc, invoice.totals, docTemplate(doc, 'invoiceTotal', { invoiceNo: invoice.invoiceNo })));
  doc.y += 10;
}

/** Renders the server batch report: batch header, each invoice with its PO lines and DPP/PPN/PPh/Total, grand totals. */
export function renderBatchReport(data: BatchReportData): Promise<Buffer> {
  const title = `${BATCH_REPORT_TITLE} / ${BATCH_REPORT_TITLE_ID}`;
  return renderPdf({ title, layout: 'landscape', printedAt: data.printedAt, printedBy: data.printedBy, language: data.language }, (doc) => {
    const runningTitle = docTemplate(doc, 'runningBatch', { title: docTitle(doc, BATCH_REPORT_TITLE, BATCH_REPORT_TITLE_ID), batchNo: data.batch.batchNo });
    drawDocumentHeader(doc, data.company, BATCH_REPORT_TITLE, BATCH_REPORT_TITLE_ID);
    drawInfoGrid(
      doc,
      [
        ['Batch No / No. Batch', data.batch.batchNo],
        ['Status', data.batch.status],
        ['Submitted / Dikirim', docDate(doc, data.batch.submittedAt)],
        ['Batch Amount / Nilai Batch', docMoney(doc, data.batch.total)],
        ['Supplier / Pemasok', data.supplier.vendorNumber ? `${data.supplier.name} (${data.supplier.vendorNumber})` : data.supplier.name],
        ['Vendor ID', String(data.supplier.vendorId)],
        ['Company / Perusahaan', data.company.name],
        ['Invoices / Jumlah Faktur', String(data.invoices.length)],
      ],
      { columns: 4, stacked: true },
    );
    doc.y += 4;
    data.invoices.forEach((invoice, i) => drawInvoice(doc, invoice, i, data.invoices.length, runningTitle));

    ensureSpace(doc, 90, (d) => drawContinuationHeader(d, runningTitle));
    drawSectionTitle(doc, docTemplate(doc, 'grandTotalOf', { count: data.invoices.length }));
    drawTotalsBlock(doc, totalsLines(doc, grandTotals(data.invoices), 'Grand Total / Total Keseluruhan'));
  });
}
