import { Readable } from 'node:stream';
import * as XLSX from '@e965/xlsx';
import { columnWidth, toCell, type Cell } from './cells';
import type { SheetSpec } from './sheet-spec';

/** BIFF8 holds 65,536 rows a sheet: the header and 65,535 data rows; more rows continue on another sheet. */
export const XLS_DATA_ROWS_PER_SHEET = 65_535;

function xlsCell(cell: Cell | null): XLSX.CellObject | undefined {
  if (!cell) return undefined;
  if (cell.t === 'text') return { t: 's', v: cell.v };
  if (cell.t === 'money') return { t: 'n', v: cell.v, z: '#,##0.00' };
  if (cell.t === 'date') return { t: 'n', v: cell.v, z: 'dd-mmm-yyyy' };
  return { t: 'n', v: cell.v };
}

function sheetName(base: string, index: number) {
  return index === 0 ? base : `${base.slice(0, 25)} (${index + 1})`;
}

/** Writes a BIFF8 .xls (Excel 97–2003) through SheetJS, which builds the whole workbook in memory before the first byte. */
async function* xlsBytes<Row>(spec: SheetSpec<Row>, rows: Iterable<Row> | AsyncIterable<Row>) {
  const workbook = XLSX.utils.book_new();
  const header = spec.columns.map((column) => ({ t: 's', v: column.header }) satisfies XLSX.CellObject);
  const widths = spec.columns.map((column) => ({ wch: columnWidth(column.header, column.kind) }));
  let data: (XLSX.CellObject | undefined)[][] = [header];
  const flush = () => {
    const sheet = XLSX.utils.aoa_to_sheet(data);
    sheet['!cols'] = widths;
    XLSX.utils.book_append_sheet(workbook, sheet, sheetName(spec.sheetName, workbook.SheetNames.length));
    data = [header];
  };
  for await (const row of rows) {
    data.push(spec.columns.map((column) => xlsCell(toCell(column.cell(row), column.kind))));
    if (data.length > XLS_DATA_ROWS_PER_SHEET) flush();
  }
  if (data.length > 1 || workbook.SheetNames.length === 0) flush();
  yield XLSX.write(workbook, { bookType: 'biff8', type: 'buffer', bookSST: true }) as Buffer;
}

export function xlsStream<Row>(spec: SheetSpec<Row>, rows: Iterable<Row> | AsyncIterable<Row>): Readable {
  return Readable.from(xlsBytes(spec, rows), { objectMode: false });
}
