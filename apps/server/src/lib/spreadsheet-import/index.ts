import fs from 'node:fs';
import CFB from 'cfb';
import yauzl from 'yauzl';
import * as XLSX from '@e965/xlsx';
import { SPREADSHEET_IMPORT_MESSAGES as M } from '@faktura/domain';
import { badRequest } from '../errors';

/**
 * Reads the first sheet of an uploaded .xls (BIFF) or .xlsx into plain cell values, bounded so
 * that no file can make the server do unbounded work: an .xlsx's unpacked size is judged from
 * its central directory before anything is inflated, at most `maxRows` rows are parsed (one
 * more means "too many"), and a formula is never carried over — its saved value is, and a
 * formula without one is refused. The file has already passed the upload intake (its content
 * proves its extension). Every refusal is a 400 with a message a person can act on.
 */
export type SheetCell = string | number | boolean | Date | null;
/** `line` is the row number a spreadsheet program shows (1 = the first row). */
export type SheetRow = { line: number; cells: SheetCell[] };
export type SheetLimits = { maxRows: number; maxUnpackedBytes: number };

async function declaredUnpackedBytes(filePath: string): Promise<number> {
  const zip = await yauzl.openPromise(filePath, { lazyEntries: true, autoClose: false });
  try {
    let total = 0;
    for await (const entry of zip.eachEntry()) total += entry.uncompressedSize;
    return total;
  } finally {
    zip.close();
  }
}

/**
 * An .xlsx saved with a password is an encrypted package inside a compound file, not a ZIP: the
 * upload intake would call it a mismatch, so this is asked first to say what it really is.
 */
export async function refuseEncryptedWorkbook(filePath: string): Promise<void> {
  let encrypted = false;
  try {
    encrypted = CFB.find(CFB.read(await fs.promises.readFile(filePath), { type: 'buffer' }), 'EncryptedPackage') !== null;
  } catch {
    // Not a compound file at all: the intake's content check judges it.
  }
  if (encrypted) throw badRequest(M.passwordProtected);
}

function parse(bytes: Buffer, maxRows: number): XLSX.WorkBook {
  try {
    // UTC: dates are calendar dates, not shifted by the server's time zone (STACK.md).
    return XLSX.read(bytes, { type: 'buffer', sheets: 0, dense: true, cellDates: true, UTC: true, cellFormula: true, cellHTML: false, sheetRows: maxRows + 1 });
  } catch (error) {
    if (/password|encrypt/i.test(String((error as Error).message))) throw badRequest(M.passwordProtected);
    throw badRequest(M.readFailure);
  }
}

function valueOf(cell: XLSX.CellObject | undefined, address: () => string): SheetCell {
  if (!cell) return null;
  if (cell.f !== undefined && (cell.v === undefined || cell.t === 'e' || cell.t === 'z')) throw badRequest(M.formulaWithoutValue(address()));
  switch (cell.t) {
    case 'n':
    case 'b':
    case 's':
      return cell.v as number | boolean | string;
    case 'd':
      return cell.v instanceof Date ? cell.v : null;
    case 'e':
      return cell.w ?? '#ERROR';
    default:
      return null;
  }
}

export async function readFirstSheet(filePath: string, format: 'xls' | 'xlsx', limits: SheetLimits): Promise<SheetRow[]> {
  if (format === 'xlsx' && (await declaredUnpackedBytes(filePath).catch(() => 0)) > limits.maxUnpackedBytes) {
    throw badRequest(M.unpacksTooLarge(Math.round(limits.maxUnpackedBytes / (1024 * 1024))));
  }
  const bytes = await fs.promises.readFile(filePath);
  const book = parse(bytes, limits.maxRows);
  const sheet = book.SheetNames[0] === undefined ? undefined : book.Sheets[book.SheetNames[0]];
  if (!sheet) throw badRequest(M.noSheet);
  const data = (sheet['!data'] ?? []) as (XLSX.CellObject | undefined)[][];
  if (data.length > limits.maxRows) throw badRequest(M.tooManyRows(limits.maxRows));
  const rows: SheetRow[] = [];
  data.forEach((cells, r) => {
    if (!cells) return;
    rows.push({ line: r + 1, cells: Array.from(cells, (cell, c) => valueOf(cell, () => XLSX.utils.encode_cell({ r, c }))) });
  });
  return rows;
}
