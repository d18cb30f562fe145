// SheetJS parsing for the spreadsheet import, in a worker thread: XLSX.read inflates and parses
// synchronously, so on the main thread one file would hold every other request for as long as
// it takes. Plain JavaScript, so that a worker needs no TypeScript loader (tsx, vitest).
// One message in, one out, file after file (the worker is kept warm for the next): in
// { filePath, maxRows }; out { rows } — the first sheet's rows as plain values, null for a missing
// row — or { noSheet: true }, or { error: 'password' | 'read' }.
import fs from 'node:fs';
import { parentPort } from 'node:worker_threads';
import * as XLSX from '@e965/xlsx';

/** @param {XLSX.CellObject | undefined} cell */
function valueOf(cell) {
  if (!cell) return null;
  switch (cell.t) {
    case 'n':
    case 'b':
    case 's':
      return cell.v;
    case 'd':
      return cell.v instanceof Date ? cell.v : null;
    case 'e':
      return XLSX.utils.format_cell(cell) || '#ERROR';
    default:
      return null;
  }
}

/**
 * SheetJS keeps number formats in one table for the whole module, and reading an .xls adds the
 * file's formats to it without clearing the last file's: a file whose cell names a format it does
 * not define would read with the one a previous upload defined (a number becoming a date). Each
 * read starts from the library's own table, as in a new worker.
 */
const LIBRARY_FORMATS = { ...XLSX.SSF.get_table() };

function resetFormats() {
  const table = XLSX.SSF.get_table();
  for (const id of Object.keys(table)) delete table[id];
  Object.assign(table, LIBRARY_FORMATS);
}

/** @param {{ filePath: string, maxRows: number }} input */
function read({ filePath, maxRows }) {
  let book;
  resetFormats();
  try {
    // UTC: dates are calendar dates, not shifted by the server's time zone.
    // No formulas (only values are read: an .xlsx formula without one is refused before), no formatted text.
    book = XLSX.read(fs.readFileSync(filePath), {
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
    return { error: /password|encrypt/i.test(String(error?.message)) ? 'password' : 'read' };
  }
  const name = book.SheetNames[0];
  const sheet = name === undefined ? undefined : book.Sheets[name];
  if (!sheet) return { noSheet: true };
  /** @type {(XLSX.CellObject | undefined)[][]} */
  const data = sheet['!data'] ?? [];
  return { rows: Array.from(data, (cells) => (cells ? Array.from(cells, valueOf) : null)) };
}

parentPort?.on('message', (input) => parentPort?.postMessage(read(input)));
