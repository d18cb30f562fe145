import { sumMoney } from '@faktura/domain';
import { docDate, docMoney, docQuantity } from './language';
import type { TableCell, TableColumn } from './table';
import { COLORS, type Doc } from './theme';

/** One received PO line on a goods receipt note or batch report. Decimals are strings, never floats. */
export interface ReceiptLine {
  poNumber: string;
  poLineNum: number | string;
  receiptNum: string;
  /** ISO date. */
  receiptDate: string;
  itemCode: string;
  itemDescription: string;
  uom: string;
  /** Decimal string, 3 places. */
  quantity: string;
  /** Decimal string. */
  unitPrice: string;
  /** Decimal string, 2 places. */
  amount: string;
}

/** Column set of the PO line table on A4 landscape (770 pt of content width). */
export const RECEIPT_LINE_COLUMNS: TableColumn[] = [
  { header: 'No', width: 26, align: 'right' },
  { header: 'PO Number\nNo. PO', width: 78 },
  { header: 'PO Line\nBaris', width: 40, align: 'right' },
  { header: 'Receipt No\nNo. Penerimaan', width: 78 },
  { header: 'Receipt Date\nTgl Terima', width: 64 },
  { header: 'Item Code\nKode Barang', width: 70 },
  { header: 'Description\nNama Barang', width: 151 },
  { header: 'UOM\nSatuan', width: 40 },
  { header: 'Quantity\nJumlah', width: 64, align: 'right' },
  { header: 'Unit Price\nHarga Satuan', width: 74, align: 'right' },
  { header: 'Amount\nNilai', width: 84, align: 'right' },
];

/** Sum of the line amounts, exact on decimal strings. */
export function linesTotal(lines: ReceiptLine[]): string {
  return sumMoney(lines.map((l) => l.amount));
}

/** Table rows for the lines (dates and amounts in the document's language), plus a total row ("Total <label>") spanning the first columns. */
export function receiptLineRows(doc: Doc, lines: ReceiptLine[], totalLabel: string): TableCell[][] {
  const rows: TableCell[][] = lines.map((l, i) => [
    String(i + 1),
    l.poNumber,
    String(l.poLineNum),
    l.receiptNum,
    docDate(doc, l.receiptDate),
    l.itemCode,
    l.itemDescription,
    l.uom,
    docQuantity(doc, l.quantity),
    docMoney(doc, l.unitPrice),
    docMoney(doc, l.amount),
  ]);
  rows.push([
    { text: totalLabel, colSpan: RECEIPT_LINE_COLUMNS.length - 1, bold: true, align: 'right', fill: COLORS.totalFill },
    { text: docMoney(doc, linesTotal(lines)), bold: true, fill: COLORS.totalFill },
  ]);
  return rows;
}
