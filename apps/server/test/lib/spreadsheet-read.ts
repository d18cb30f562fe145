import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { promisify } from 'node:util';
import * as XLSX from '@e965/xlsx';
import ExcelJS from 'exceljs';

export async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** Every sheet of a workbook as SheetJS reads it: name and rows of raw values (dates as UTC Dates). */
export function readWithSheetJs(file: Buffer) {
  const workbook = XLSX.read(file, { type: 'buffer', cellDates: true, cellNF: true, UTC: true });
  return workbook.SheetNames.map((name) => ({
    name,
    rows: XLSX.utils.sheet_to_json<unknown[]>(workbook.Sheets[name]!, { header: 1, raw: true, defval: null, UTC: true }),
    /** Cell formats as the file states them (`z`), by A1 address. */
    formats: Object.fromEntries(
      Object.entries(workbook.Sheets[name]!)
        .filter(([address]) => !address.startsWith('!'))
        .map(([address, cell]) => [address, (cell as XLSX.CellObject).z]),
    ),
  }));
}

/** The first sheet of an .xlsx as exceljs reads it: name and rows of values. */
export async function readWithExcelJs(file: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: ExcelJS.CellValue[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    rows.push(Array.from({ length: sheet.columnCount }, (_, index) => row.getCell(index + 1).value));
  });
  return { name: sheet.name, rows };
}

const run = promisify(execFile);

/** LibreOffice Calc's own reading of the file, saved as CSV with the values as it shows them. */
export async function readWithLibreOffice(file: Buffer, extension: 'xls' | 'xlsx'): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'spreadsheet-lo-'));
  try {
    await writeFile(join(dir, `in.${extension}`), file);
    // A profile of its own: LibreOffice refuses to start while another instance holds the default one.
    await run(
      'libreoffice',
      [
        `-env:UserInstallation=file://${dir}/profile`,
        '--headless',
        '--convert-to',
        'csv:Text - txt - csv (StarCalc):44,34,76,1,,1033,false,true,true',
        '--outdir',
        dir,
        join(dir, `in.${extension}`),
      ],
      {
        timeout: 120_000,
      },
    );
    return await readFile(join(dir, 'in.csv'), 'utf8');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
