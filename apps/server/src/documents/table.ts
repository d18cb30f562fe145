import { COLORS, FONT, FONT_BOLD, type Doc } from './theme';
import { docText } from './language';

export interface TableColumn {
  header: string;
  /** Width in points; the columns of a table should add up to the content width. */
  width: number;
  align?: 'left' | 'right' | 'center';
}

export type TableCell =
  | string
  | {
      text: string;
      colSpan?: number;
      bold?: boolean;
      align?: 'left' | 'right' | 'center';
      fill?: string;
      /** Extra space above the text (room for a barcode drawn from `onRow`). */
      padTop?: number;
    };

export interface RowBox {
  x: number;
  y: number;
  height: number;
  /** Left edge of each column. */
  columnX: number[];
}

export interface TableSpec {
  columns: TableColumn[];
  rows: TableCell[][];
  fontSize?: number;
  /** Rows are at least this tall (room for a barcode under the text, for instance). */
  minRowHeight?: number;
  /** Called after each body row is drawn, with its box: for images inside cells. */
  onRow?: (index: number, box: RowBox) => void;
  /** Running header drawn at the top of each continuation page, before the repeated column header. */
  onNewPage?: (doc: Doc) => void;
}

const PAD_X = 4;
const PAD_Y = 3;

function cellText(cell: TableCell): string {
  return typeof cell === 'string' ? cell : cell.text;
}

function spanWidths(columns: TableColumn[], row: TableCell[]): Array<{ cell: TableCell; width: number; first: number }> {
  const out: Array<{ cell: TableCell; width: number; first: number }> = [];
  let col = 0;
  for (const cell of row) {
    const span = typeof cell === 'string' ? 1 : (cell.colSpan ?? 1);
    const width = columns.slice(col, col + span).reduce((acc, c) => acc + c.width, 0);
    out.push({ cell, width, first: col });
    col += span;
  }
  return out;
}

/** Height a row needs: the tallest wrapped cell plus padding. */
function measureRow(doc: Doc, columns: TableColumn[], row: TableCell[], fontSize: number, bold: boolean): number {
  let tallest = 0;
  for (const { cell, width } of spanWidths(columns, row)) {
    const isBold = bold || (typeof cell !== 'string' && cell.bold === true);
    doc.font(isBold ? FONT_BOLD : FONT).fontSize(fontSize);
    const text = cellText(cell);
    const padTop = typeof cell === 'string' ? 0 : (cell.padTop ?? 0);
    const h = (text ? doc.heightOfString(text, { width: width - 2 * PAD_X }) : 0) + padTop;
    tallest = Math.max(tallest, h);
  }
  doc.font(FONT);
  return Math.ceil(tallest + 2 * PAD_Y + 1);
}

function toPdfCell(columns: TableColumn[], cell: TableCell, first: number, bold: boolean, size: number): PDFKit.Mixins.CellOptions {
  const column = columns[first];
  const isBold = bold || (typeof cell !== 'string' && cell.bold === true);
  // The font is set on every cell: pdfkit falls back to whatever font the document has at the time.
  const options: PDFKit.Mixins.CellOptions = {
    text: cellText(cell),
    align: { x: column?.align ?? 'left', y: 'top' },
    font: { src: isBold ? FONT_BOLD : FONT, size },
  };
  if (typeof cell !== 'string') {
    if (cell.colSpan) options.colSpan = cell.colSpan;
    if (cell.align) options.align = { x: cell.align, y: 'top' };
    if (cell.fill) options.backgroundColor = cell.fill;
    if (cell.padTop) options.padding = { top: PAD_Y + cell.padTop, bottom: PAD_Y, left: PAD_X, right: PAD_X };
  }
  return options;
}

/**
 * Draws a table with pdfkit's `doc.table()` from doc.y, breaking pages itself so that the column
 * header repeats at the top of every page (pdfkit does not repeat it). Leaves doc.y under the table.
 */
export function drawTable(doc: Doc, spec: TableSpec): void {
  const fontSize = spec.fontSize ?? 8;
  const x = doc.page.margins.left;
  const columnX = spec.columns.reduce<number[]>((acc, c, i) => [...acc, i === 0 ? x : acc[i - 1]! + spec.columns[i - 1]!.width], []);
  const headerRow: TableCell[] = spec.columns.map((c) => ({ text: docText(doc, c.header), fill: COLORS.headerFill, bold: true }));
  const headerHeight = measureRow(doc, spec.columns, headerRow, fontSize, true);

  let heights: number[] = [];
  let table: PDFKit.Mixins.PDFTableObject | null = null;
  const addRow = (row: TableCell[], height: number, bold: boolean) => {
    heights.push(height);
    table!.row(spanWidths(spec.columns, row).map(({ cell, first }) => toPdfCell(spec.columns, cell, first, bold, fontSize)));
  };
  const startTable = () => {
    heights = [];
    doc.font(FONT).fontSize(fontSize).fillColor(COLORS.text);
    table = doc.table({
      position: { x, y: doc.y },
      columnStyles: spec.columns.map((c) => ({ width: c.width })),
      rowStyles: (i: number) => ({ height: heights[i] ?? 'auto' }),
      defaultStyle: {
        border: 0.5,
        borderColor: COLORS.rule,
        padding: [PAD_Y, PAD_X],
        textColor: COLORS.text,
      } as PDFKit.Mixins.CellStyle,
    });
    addRow(headerRow, headerHeight, true);
  };

  doc.font(FONT).fontSize(fontSize).fillColor(COLORS.text);
  // Never leave a header alone at the bottom of a page.
  const firstHeight = spec.rows[0] ? measureRow(doc, spec.columns, spec.rows[0], fontSize, false) : 0;
  if (doc.y + headerHeight + Math.max(firstHeight, spec.minRowHeight ?? 0) > doc.page.maxY()) {
    doc.addPage();
    spec.onNewPage?.(doc);
  }
  startTable();
  spec.rows.forEach((row, index) => {
    const height = Math.max(measureRow(doc, spec.columns, row, fontSize, false), spec.minRowHeight ?? 0);
    if (doc.y + height > doc.page.maxY()) {
      table!.end();
      doc.addPage();
      spec.onNewPage?.(doc);
      startTable();
    }
    addRow(row, height, false);
    spec.onRow?.(index, { x, y: doc.y - height, height, columnX });
  });
  table!.end();
  doc.x = x;
  doc.font(FONT).fillColor(COLORS.text);
}
