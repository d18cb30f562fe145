import { once } from 'node:events';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SpreadsheetColumn } from '../../src/lib/spreadsheet';
import { xlsStream } from '../../src/lib/spreadsheet/xls';
import { xlsxStream } from '../../src/lib/spreadsheet/xlsx';
import { collect, readWithExcelJs, readWithLibreOffice, readWithSheetJs } from './spreadsheet-read';

type Row = { no: string; amount: string | null; date: string | null; qty: number | null };

const columns: SpreadsheetColumn<Row>[] = [
  { header: 'Invoice Num', cell: (row) => row.no },
  { header: 'Amount', cell: (row) => row.amount, kind: 'money' },
  { header: 'Invoice Date', cell: (row) => row.date, kind: 'date' },
  { header: 'Qty', cell: (row) => row.qty },
];

const rows: Row[] = [
  { no: 'INV-001', amount: '1234567.89', date: '2026-01-05', qty: 3 },
  { no: '=HYPERLINK("http://evil","x")', amount: '-0.07', date: '2024-02-29T10:00:00Z', qty: null },
  { no: '+1', amount: '0.1', date: null, qty: 1.5 },
  { no: '-2', amount: '99999999999999.99', date: 'not a date', qty: 0 },
  { no: '@SUM(A1)', amount: null, date: '2026-12-31', qty: null },
  { no: 'Rp ünïcødé 日本', amount: '12', date: '2026-11-23', qty: -4 },
];

const spec = { sheetName: 'My Worksheet', columns };
const utc = (iso: string) => new Date(`${iso}T00:00:00.000Z`);

/** What every reader must get back: text escaped, money as the same 2-place value, dates as dates. */
const expected = [
  ['Invoice Num', 'Amount', 'Invoice Date', 'Qty'],
  ['INV-001', 1234567.89, utc('2026-01-05'), 3],
  [`'=HYPERLINK("http://evil","x")`, -0.07, utc('2024-02-29'), null],
  ["'+1", 0.1, null, 1.5],
  // Past 15 significant digits a double cannot hold the amount: it is written as its exact text.
  ["'-2", '99999999999999.99', 'not a date', 0],
  ["'@SUM(A1)", null, utc('2026-12-31'), null],
  ['Rp ünïcødé 日本', 12, utc('2026-11-23'), -4],
];

describe('spreadsheet writer', () => {
  it('writes a BIFF8 .xls that SheetJS reads back with the same values, worksheet name and formats', async () => {
    const file = await collect(xlsStream(spec, rows));
    expect(file.subarray(0, 8).toString('hex')).toBe('d0cf11e0a1b11ae1'); // an OLE compound file, as Excel 97–2003 writes
    const [sheet, ...others] = readWithSheetJs(file);
    expect(others).toHaveLength(0);
    expect(sheet!.name).toBe('My Worksheet');
    expect(sheet!.rows).toEqual(expected);
    expect(sheet!.formats.B2).toBe('#,##0.00');
    expect(sheet!.formats.C2).toBe('dd-mmm-yyyy');
  });

  it('writes an .xlsx that exceljs and SheetJS read back with the same values', async () => {
    const file = await collect(xlsxStream(spec, rows));
    expect(file.subarray(0, 2).toString()).toBe('PK');
    const viaExcelJs = await readWithExcelJs(file);
    expect(viaExcelJs.name).toBe('My Worksheet');
    expect(viaExcelJs.rows).toEqual(expected);
    const [viaSheetJs] = readWithSheetJs(file);
    expect(viaSheetJs!.rows).toEqual(expected);
    expect(viaSheetJs!.formats.B2).toBe('#,##0.00');
  });

  it('writes an empty export as the header row alone', async () => {
    for (const stream of [xlsStream(spec, []), xlsxStream(spec, [])]) {
      const [sheet] = readWithSheetJs(await collect(stream));
      expect(sheet!.rows).toEqual([expected[0]]);
    }
  });

  it('removes its scratch files whether the .xls was read to the end, abandoned or its rows failed', async () => {
    const scratch = await mkdtemp(join(tmpdir(), 'spreadsheet-scratch-'));
    const previous = process.env.TMPDIR;
    process.env.TMPDIR = scratch; // os.tmpdir() reads it at each call
    try {
      await collect(xlsStream(spec, rows));
      const abandoned = xlsStream(spec, rows);
      await new Promise((resolve) => abandoned.once('readable', resolve));
      // Its scratch directory is removed as the stream is torn down, before it reports 'close'.
      const closed = once(abandoned, 'close');
      abandoned.destroy();
      await closed;
      function* failing() {
        yield rows[0]!;
        throw new Error('the query failed');
      }
      await expect(collect(xlsStream(spec, failing()))).rejects.toThrow('the query failed');
      await expect(collect(xlsxStream(spec, failing()))).rejects.toThrow('the query failed');
      expect(await readdir(scratch)).toEqual([]);
    } finally {
      if (previous === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = previous;
      await rm(scratch, { recursive: true, force: true });
    }
  });

  it('reads rows from an async source', async () => {
    async function* source() {
      for (const row of rows) yield await Promise.resolve(row);
    }
    const [sheet] = readWithSheetJs(await collect(xlsStream(spec, source())));
    expect(sheet!.rows).toEqual(expected);
  });
});

/** The CSV LibreOffice saves with each value as it shows it: the amounts and dates formatted, the formulas as text. */
const shownByLibreOffice = [
  'Invoice Num,Amount,Invoice Date,Qty',
  'INV-001,"1,234,567.89",05-Jan-2026,3',
  `"'=HYPERLINK(""http://evil"",""x"")",-0.07,29-Feb-2024,`,
  "'+1,0.10,,1.5",
  "'-2,99999999999999.99,not a date,0",
  "'@SUM(A1),,31-Dec-2026,",
  'Rp ünïcødé 日本,12.00,23-Nov-2026,-4',
  '',
].join('\n');

describe('spreadsheet writer read by LibreOffice Calc', () => {
  it.each(['xls', 'xlsx'] as const)('opens the .%s and shows the same values', async (format) => {
    const file = await collect(format === 'xls' ? xlsStream(spec, rows) : xlsxStream(spec, rows));
    expect(await readWithLibreOffice(file, format)).toBe(shownByLibreOffice);
  });

  it('opens an .xls past the mini stream, with a string spanning CONTINUE records', async () => {
    const long = `${'Ab'.repeat(4_500)}é`;
    const more: Row[] = Array.from({ length: 300 }, (_, i) => ({ no: i === 7 ? long : `INV-${i}`, amount: `${i}.10`, date: '2026-02-01', qty: i }));
    const lines = (await readWithLibreOffice(await collect(xlsStream(spec, more)), 'xls')).trimEnd().split('\n');
    expect(lines).toHaveLength(301);
    expect(lines[8]).toBe(`${long},7.10,01-Feb-2026,7`);
    expect(lines[300]).toBe('INV-299,299.10,01-Feb-2026,299');
  });
});

describe('spreadsheet writer at size', () => {
  it('continues an .xls past 65,535 rows on a second sheet; long strings span CONTINUE records', async () => {
    const long = `${'Ab'.repeat(4_500)}é`; // 9,001 characters: more than one record holds
    const many: Row[] = Array.from({ length: 70_000 }, (_, i) => ({ no: `INV-${i}`, amount: `${i}.25`, date: '2026-01-05', qty: i % 7 }));
    many[3]!.no = long;
    many[69_999]!.no = 'the last';
    const [first, second, ...more] = readWithSheetJs(await collect(xlsStream(spec, many)));
    expect(more).toHaveLength(0);
    expect([first!.name, second!.name]).toEqual(['My Worksheet', 'My Worksheet (2)']);
    expect(first!.rows).toHaveLength(65_536);
    expect(second!.rows).toHaveLength(70_000 - 65_535 + 1);
    expect(second!.rows[0]).toEqual(expected[0]);
    expect(first!.rows[4]).toEqual([long, 3.25, utc('2026-01-05'), 3]);
    expect(first!.rows[65_535]).toEqual(['INV-65534', 65534.25, utc('2026-01-05'), 65534 % 7]);
    expect(second!.rows.at(-1)).toEqual(['the last', 69999.25, utc('2026-01-05'), 69999 % 7]);
  });

  it('keeps a compound file of more than 109 FAT sectors readable (DIFAT)', async () => {
    // 2,500 strings of 1,600 characters, UTF-16: 8 MB, more FAT sectors than the header lists.
    const wide: Row[] = Array.from({ length: 2_500 }, (_, i) => ({ no: `${i}`.padStart(1_600, 'x'), amount: null, date: null, qty: null }));
    const file = await collect(xlsStream(spec, wide));
    expect(file.length).toBeGreaterThan(128 * 109 * 512);
    const [sheet] = readWithSheetJs(file);
    expect(sheet!.rows).toHaveLength(2_501);
    expect(sheet!.rows[2_500]![0]).toBe(`${2_499}`.padStart(1_600, 'x'));
  });
});
