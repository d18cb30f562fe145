import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { EOF, globalsHead, MAX_CELL_RECORD, sheetHead, sheetTail, writeLabelSst, writeNumber, XF } from './biff8';
import { pagesOf } from '../row-pages';
import { columnWidth, toCell, type Cell } from './cells';
import { compoundFileLayout } from './cfb';
import type { SheetSpec } from './sheet-spec';
import { SstWriter } from './sst-writer';
import { TempFile } from './temp-file';

/** BIFF8 holds 65,536 rows a sheet: the header and 65,535 data rows; more rows continue on another sheet. */
export const XLS_DATA_ROWS_PER_SHEET = 65_535;
const MAX_COLUMNS = 256;

/** Sheets after the first are named like Excel names copies: "My Worksheet (2)". */
function sheetName(base: string, index: number) {
  return index === 0 ? base : `${base.slice(0, 26)} (${index + 1})`;
}

const XF_OF = { text: XF.general, number: XF.general, money: XF.money, date: XF.date } as const;

/** Writes one row's cell records into `target`; returns the bytes written. The header row's text is bold. */
function writeRow(target: Buffer, row: number, cells: readonly (Cell | null)[], sst: SstWriter, textXf: number = XF_OF.text): number {
  let at = 0;
  cells.forEach((cell, col) => {
    if (!cell) return;
    if (cell.t === 'text') at = writeLabelSst(target, at, row, col, textXf, sst.add(cell.v));
    else at = writeNumber(target, at, row, col, XF_OF[cell.t], cell.v);
  });
  return at;
}

type SheetPart = { start: number; size: number; rows: number };

/**
 * A BIFF8 .xls (Excel 97–2003) in an OLE compound file. Its header states where everything is,
 * so the cells and strings are first written to scratch files as the rows come (memory stays
 * flat), then the file is sent: header, globals with the string table, the sheets, the tables.
 */
async function* xlsBytes<Row>(spec: SheetSpec<Row>, rows: Iterable<Row> | AsyncIterable<Row>): AsyncGenerator<Buffer> {
  if (spec.columns.length > MAX_COLUMNS) throw new Error(`An .xls holds at most ${MAX_COLUMNS} columns`);
  const dir = await mkdtemp(join(tmpdir(), 'faktura-xls-'));
  const cells = new TempFile(join(dir, 'cells'));
  const strings = new TempFile(join(dir, 'sst'));
  try {
    const sst = new SstWriter(strings);
    const rowBytes = Buffer.alloc(spec.columns.length * MAX_CELL_RECORD);
    const header: Cell[] = spec.columns.map((column) => ({ t: 'text', v: column.header }));
    const sheets: SheetPart[] = [];
    let current: SheetPart = { start: 0, size: 0, rows: 0 };
    const startSheet = () => {
      current = { start: cells.size, size: 0, rows: 1 };
      sheets.push(current);
      cells.append(rowBytes.subarray(0, writeRow(rowBytes, 0, header, sst, XF.header)));
    };
    startSheet();
    for await (const page of pagesOf(rows)) {
      for (const row of page) {
        if (current.rows > XLS_DATA_ROWS_PER_SHEET) startSheet();
        const values = spec.columns.map((column) => toCell(column.cell(row), column.kind));
        cells.append(rowBytes.subarray(0, writeRow(rowBytes, current.rows, values, sst)));
        current.rows += 1;
      }
    }
    for (const sheet of sheets) sheet.size = (sheets[sheets.indexOf(sheet) + 1]?.start ?? cells.size) - sheet.start;
    const extSst = sst.finish();
    cells.close();
    strings.close();

    const names = sheets.map((_, i) => sheetName(spec.sheetName, i));
    const widths = spec.columns.map((c) => columnWidth(c.header, c.kind));
    const heads = sheets.map((s) => sheetHead(widths, s.rows));
    const tails = sheets.map((_, i) => sheetTail(i === 0));
    const headLength = globalsHead(names, []).length;
    const globalsTail = Buffer.concat([extSst(headLength), EOF]);
    const positions: number[] = [];
    let position = headLength + strings.size + globalsTail.length;
    sheets.forEach((s, i) => {
      positions.push(position);
      position += heads[i]!.length + s.size + tails[i]!.length;
    });
    const layout = compoundFileLayout('Workbook', position);

    yield layout.head;
    yield globalsHead(names, positions);
    yield* strings.read(0, strings.size);
    yield globalsTail;
    for (const [i, s] of sheets.entries()) {
      yield heads[i]!;
      yield* cells.read(s.start, s.size);
      yield tails[i]!;
    }
    yield layout.padding;
    yield layout.tail;
  } finally {
    cells.close();
    strings.close();
    await rm(dir, { recursive: true, force: true });
  }
}

export function xlsStream<Row>(spec: SheetSpec<Row>, rows: Iterable<Row> | AsyncIterable<Row>): Readable {
  return Readable.from(xlsBytes(spec, rows));
}
