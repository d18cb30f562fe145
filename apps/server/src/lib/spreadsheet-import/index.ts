import fs from 'node:fs';
import CFB from 'cfb';
import yauzl from 'yauzl';
import * as XLSX from '@e965/xlsx';
import { SPREADSHEET_IMPORT_MESSAGES as M, textProblem } from '@faktura/domain';
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

const WORKSHEET_PART = /^xl\/worksheets\/[^/]+\.xml$/;
const ROW_TAG = /<(?:\w+:)?row[\s>/]/g;
/** A whole cell element with content (cells do not nest); self-closing empty cells never match. */
const CELL = /<(?:\w+:)?c\b([^>]*?)(?<!\/)>([\s\S]*?)<\/(?:\w+:)?c>/g;
const FORMULA = /<(?:\w+:)?f[\s>/]/;
const VALUE = /<(?:\w+:)?v[\s>]/;
const MAX_CELL_XML = 1024 * 1024;
/** Cells with broken text named at most: enough to find them, never a page of messages. */
const MAX_NAMED_CELLS = 20;

/**
 * Reads a worksheet part as it inflates: refuses more than `maxRows` rows as soon as it sees one
 * more (a million-row sheet is never parsed whole), and a formula without a saved value (SheetJS
 * would drop such a cell silently, and its formula must never become data).
 */
async function scanWorksheet(zip: yauzl.ZipFile, entry: yauzl.Entry, maxRows: number): Promise<void> {
  const stream = await zip.openReadStreamPromise(entry);
  let rows = 0;
  let tail = '';
  try {
    for await (const chunk of stream) {
      const text = tail + (chunk as Buffer).toString('latin1');
      // A row tag cut between two chunks completes in the next text; one that ended in the kept tail was counted already.
      for (const match of text.matchAll(ROW_TAG)) if (match.index + match[0].length > tail.length) rows++;
      if (rows > maxRows) throw badRequest(M.tooManyRows(maxRows));
      let checkedTo = 0;
      for (const cell of text.matchAll(CELL)) {
        if (FORMULA.test(cell[2]!) && !VALUE.test(cell[2]!)) throw badRequest(M.formulaWithoutValue(/\br="([A-Z]+\d+)"/.exec(cell[1]!)?.[1] ?? '?'));
        checkedTo = cell.index + cell[0].length;
      }
      // Keep an unfinished cell for the next chunk, and always the last characters for a cut row tag.
      const open = text.slice(checkedTo).search(/<(?:\w+:)?c\b[^>]*?(?<!\/)>(?![\s\S]*<\/(?:\w+:)?c>)/);
      tail = open >= 0 ? text.slice(checkedTo + open) : text.slice(-16);
      // No cell holds this much (32,767 characters at most, escaped): the XML is broken or hostile.
      if (tail.length > MAX_CELL_XML) throw badRequest(M.readFailure);
    }
  } finally {
    stream.destroy();
  }
}

/**
 * The .xlsx checks made before SheetJS inflates anything into memory: the parts' unpacked size
 * from the central directory, then each worksheet's rows counted while streaming it (a sheet of
 * a million rows is refused after reading the first `maxRows`, not parsed whole).
 */
async function checkPackage(filePath: string, limits: SheetLimits): Promise<void> {
  const zip = await yauzl.openPromise(filePath, { lazyEntries: true, autoClose: false });
  try {
    const entries: yauzl.Entry[] = [];
    let unpacked = 0;
    for await (const entry of zip.eachEntry()) {
      unpacked += entry.uncompressedSize;
      entries.push(entry);
    }
    if (unpacked > limits.maxUnpackedBytes) throw badRequest(M.unpacksTooLarge(Math.round(limits.maxUnpackedBytes / (1024 * 1024))));
    for (const entry of entries) {
      if (WORKSHEET_PART.test(entry.fileName)) await scanWorksheet(zip, entry, limits.maxRows);
    }
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
    // UTC: dates are calendar dates, not shifted by the server's time zone.
    // No formulas (only values are read: an .xlsx formula without one is refused before), no formatted text.
    return XLSX.read(bytes, {
      type: 'buffer',
      sheets: 0,
      dense: true,
      cellDates: true,
      UTC: true,
      cellFormula: false,
      cellHTML: false,
      cellText: false,
      sheetRows: maxRows + 1,
    });
  } catch (error) {
    if (/password|encrypt/i.test(String((error as Error).message))) throw badRequest(M.passwordProtected);
    throw badRequest(M.readFailure);
  }
}

function valueOf(cell: XLSX.CellObject | undefined): SheetCell {
  if (!cell) return null;
  switch (cell.t) {
    case 'n':
    case 'b':
    case 's':
      return cell.v as number | boolean | string;
    case 'd':
      return cell.v instanceof Date ? cell.v : null;
    case 'e':
      return XLSX.utils.format_cell(cell) || '#ERROR';
    default:
      return null;
  }
}

/**
 * The sheet's rows; any text cell (in any column) breaking the rule of typed text — a control
 * character, or a lone surrogate that an .xls (UTF-16) or an .xlsx character reference can carry —
 * refuses the file, named by cell, before a value can reach the database.
 */
export async function readFirstSheet(filePath: string, format: 'xls' | 'xlsx', limits: SheetLimits): Promise<SheetRow[]> {
  if (format === 'xlsx') await checkPackage(filePath, limits);
  const bytes = await fs.promises.readFile(filePath);
  const book = parse(bytes, limits.maxRows);
  const sheet = book.SheetNames[0] === undefined ? undefined : book.Sheets[book.SheetNames[0]];
  if (!sheet) throw badRequest(M.noSheet);
  const data = (sheet['!data'] ?? []) as (XLSX.CellObject | undefined)[][];
  if (data.length > limits.maxRows) throw badRequest(M.tooManyRows(limits.maxRows));
  const rows: SheetRow[] = [];
  const problems: string[] = [];
  data.forEach((cells, r) => {
    if (!cells) return;
    const values = Array.from(cells, valueOf);
    values.forEach((value, c) => {
      const problem = typeof value === 'string' ? textProblem(value) : null;
      if (problem && problems.length < MAX_NAMED_CELLS) problems.push(M.cellText(XLSX.utils.encode_cell({ r, c }), problem));
    });
    rows.push({ line: r + 1, cells: values });
  });
  if (problems.length > 0) throw badRequest(...problems);
  return rows;
}
