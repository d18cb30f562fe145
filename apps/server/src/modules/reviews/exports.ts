import { REVIEW_EXPORTS, fileTimestamp, formatDate, type ReviewLine, type ReviewView } from '@faktura/domain';
import type { FastifyReply } from 'fastify';
import { replySpreadsheet, type SpreadsheetColumn } from '../../lib/spreadsheet/index';

const labelOf = (list: Array<{ id: number; label: string }>, id: number | null) => list.find((o) => o.id === id)?.label ?? '';

/** Export to Excel: the reviewed header, one row (reviewPIC-{DDMMYYYYHHmmss}.xls, worksheet "My Worksheet"). */
const HEADER_COLUMNS: SpreadsheetColumn<ReviewView>[] = [
  { header: 'Invoice No', cell: (v) => v.invoiceNo },
  { header: 'Invoice Date', cell: (v) => v.invoiceDate, kind: 'date' },
  { header: 'Supplier', cell: (v) => v.vendorName },
  { header: 'Supplier Site', cell: (v) => labelOf(v.options.sites, v.vendorSiteId) },
  { header: 'Company', cell: (v) => v.company },
  { header: 'Batch No', cell: (v) => v.batchNo },
  { header: 'Tax Invoice No', cell: (v) => v.taxNo },
  { header: 'Tax Date', cell: (v) => v.taxDate, kind: 'date' },
  { header: 'GL Date', cell: (v) => v.glDate || null, kind: 'date' },
  { header: 'Bank Account', cell: (v) => labelOf(v.options.banks, v.bankAccountId) },
  { header: 'Payment Method', cell: (v) => v.paymentMethod },
  { header: 'Term', cell: (v) => labelOf(v.options.terms, v.termId) },
  { header: 'Charge Of Account', cell: (v) => labelOf(v.options.accounts, v.chargeAccountId) },
  { header: 'Cost Center', cell: (v) => v.costCenter },
  { header: 'Category', cell: (v) => v.categoryName },
  { header: 'SK Number', cell: (v) => v.referenceNumber },
  { header: 'Service Charge', cell: (v) => (v.serviceCharge ? 'Y' : 'N') },
  { header: 'Currency', cell: (v) => v.currencyCode },
  { header: 'Amount', cell: (v) => v.invoiceAmount, kind: 'money' },
  { header: 'PPn', cell: (v) => v.taxAmount, kind: 'money' },
  { header: 'Total', cell: (v) => v.totalAmount, kind: 'money' },
  { header: 'Status', cell: (v) => v.status },
  { header: 'Verified', cell: (v) => (v.verifiedAt ? formatDate(v.verifiedAt) : '') },
  { header: 'Reason', cell: (v) => v.reason },
];

type LineRow = { line: ReviewLine; coa: string };

/** Download Line: the invoice's lines (reviewPIC-Line-{DDMMYYYYHHmmss}.xls). */
const LINE_COLUMNS: SpreadsheetColumn<LineRow>[] = [
  { header: 'No', cell: (r) => r.line.lineNum },
  { header: 'Detail Category', cell: (r) => r.line.detailCategory },
  { header: 'Description', cell: (r) => r.line.description },
  { header: 'Amount', cell: (r) => r.line.amount, kind: 'money' },
  { header: 'VAT', cell: (r) => r.line.vatCode },
  { header: 'PPn', cell: (r) => r.line.taxAmount, kind: 'money' },
  { header: 'WHT', cell: (r) => r.line.whtCode },
  { header: 'COA', cell: (r) => r.coa },
  { header: 'Remarks', cell: (r) => r.line.remarks },
];

export function replyReviewExport(reply: FastifyReply, view: ReviewView, what: 'header' | 'lines', now = new Date()) {
  const stamp = fileTimestamp(now);
  if (what === 'header')
    return replySpreadsheet(reply, { format: 'xls', fileName: `${REVIEW_EXPORTS.header}-${stamp}`, columns: HEADER_COLUMNS, rows: [view] });
  const rows = view.lines.map((line) => ({ line, coa: labelOf(view.options.accounts, line.coaId) }));
  return replySpreadsheet(reply, { format: 'xls', fileName: `${REVIEW_EXPORTS.lines}-${stamp}`, columns: LINE_COLUMNS, rows });
}
