import { NON_PO_EXPORTS, fileTimestamp, type NonPoInvoiceDetail, type NonPoLine } from '@faktura/domain';
import type { FastifyReply } from 'fastify';
import { replySpreadsheet, type SpreadsheetColumn, type SpreadsheetFormat } from '../../lib/spreadsheet/index';

type Row = { invoice: NonPoInvoiceDetail; line: NonPoLine | null };

/** One row per line, the header's fields beside each, so the file filters and sums like the screen. */
const COLUMNS: SpreadsheetColumn<Row>[] = [
  { header: 'Invoice No', cell: (r) => r.invoice.invoiceNo },
  { header: 'Invoice Date', cell: (r) => r.invoice.invoiceDate, kind: 'date' },
  { header: 'GL Date', cell: (r) => r.invoice.glDate, kind: 'date' },
  { header: 'Invoice Type', cell: (r) => (r.invoice.kind === 'PROXY' ? 'INVOICE PROXY' : 'INVOICE NON PO') },
  { header: 'Company', cell: (r) => r.invoice.company },
  { header: 'Supplier', cell: (r) => r.invoice.vendorName },
  { header: 'Tax Invoice No', cell: (r) => r.invoice.taxNo },
  { header: 'Tax Date', cell: (r) => r.invoice.taxDate, kind: 'date' },
  { header: 'Currency', cell: (r) => r.invoice.currencyCode },
  { header: 'Category', cell: (r) => r.invoice.categoryName },
  { header: 'Reference Number', cell: (r) => r.invoice.referenceNumber },
  { header: 'Cost Center', cell: (r) => r.invoice.costCenter },
  { header: 'Status', cell: (r) => r.invoice.status },
  { header: 'Line', cell: (r) => r.line?.lineNum },
  { header: 'Detail Category', cell: (r) => r.line?.categoryDetail },
  { header: 'Description', cell: (r) => r.line?.description },
  { header: 'Amount', cell: (r) => r.line?.amount, kind: 'money' },
  { header: 'VAT', cell: (r) => r.line?.vatCode },
  { header: 'PPn', cell: (r) => r.line?.taxAmount, kind: 'money' },
  { header: 'WHT', cell: (r) => r.line?.whtCode },
  { header: 'WHT Amount', cell: (r) => r.line?.whtAmount, kind: 'money' },
  { header: 'Account', cell: (r) => r.line?.coaLabel },
  { header: 'Remarks', cell: (r) => r.line?.remarks },
  { header: 'Total Line', cell: (r) => r.invoice.totals.totalLine, kind: 'money' },
  { header: 'Total PPn', cell: (r) => r.invoice.totals.totalPpn, kind: 'money' },
  { header: 'Total Invoice', cell: (r) => r.invoice.totals.totalInvoice, kind: 'money' },
];

/** Export to Excel (xls) / Download Excel (xlsx) of one non-PO or proxy invoice. */
export function replyNonPoExport(reply: FastifyReply, invoice: NonPoInvoiceDetail, format: SpreadsheetFormat, now = new Date()) {
  const rows: Row[] = invoice.lines.length ? invoice.lines.map((line) => ({ invoice, line })) : [{ invoice, line: null }];
  return replySpreadsheet(reply, { format, fileName: `${NON_PO_EXPORTS[invoice.kind]}-${fileTimestamp(now)}`, columns: COLUMNS, rows });
}
