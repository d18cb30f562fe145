import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { columnWidth, toCell, type Cell } from './cells';
import type { SheetSpec } from './sheet-spec';

const MONEY_FORMAT = '#,##0.00';
const DATE_FORMAT = 'dd-mmm-yyyy';

function xlsxValue(cell: Cell | null): ExcelJS.CellValue {
  if (!cell) return null;
  return cell.t === 'date' ? cell.utc : cell.v;
}

/** The format is the cell's own, not its column's: a column may hold text where a value was not a date or amount. */
function numberFormat(cell: Cell | null): string | undefined {
  return cell?.t === 'money' ? MONEY_FORMAT : cell?.t === 'date' ? DATE_FORMAT : undefined;
}

/**
 * Writes an .xlsx with exceljs's streaming writer: each row is committed (serialised into the
 * zip) as it comes, and the writer waits whenever the reader is behind, so memory stays flat
 * however many rows there are. Strings are inline (no shared-strings table to hold in memory).
 */
async function writeXlsx<Row>(out: PassThrough, spec: SheetSpec<Row>, rows: Iterable<Row> | AsyncIterable<Row>) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(spec.sheetName);
  sheet.columns = spec.columns.map((column) => ({ width: columnWidth(column.header, column.kind) }));
  const header = sheet.addRow(spec.columns.map((column) => column.header));
  header.font = { bold: true };
  header.commit();
  for await (const row of rows) {
    const cells = spec.columns.map((column) => toCell(column.cell(row), column.kind));
    const written = sheet.addRow(cells.map(xlsxValue));
    cells.forEach((cell, index) => {
      const format = numberFormat(cell);
      if (format) written.getCell(index + 1).numFmt = format;
    });
    written.commit();
    if (out.writableNeedDrain) await once(out, 'drain');
  }
  sheet.commit();
  await workbook.commit();
}

export function xlsxStream<Row>(spec: SheetSpec<Row>, rows: Iterable<Row> | AsyncIterable<Row>): Readable {
  const out = new PassThrough();
  writeXlsx(out, spec, rows).catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}
