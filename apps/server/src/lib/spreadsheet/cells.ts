import { money } from '@faktura/domain';

/** How a column's values are written: text as typed, money as an exact 2-place number, a date as a real date cell. */
export type ColumnKind = 'text' | 'money' | 'date';

/** One column of an export: its header and how a row gives its cell. */
export type SpreadsheetColumn<Row> = {
  header: string;
  cell: (row: Row) => string | number | null | undefined;
  kind?: ColumnKind;
};

/**
 * A cell ready for a file format. `money` and `date` carry both the number written and the
 * format to show it with; `date` is the spreadsheet serial day (1900 date system, days since 1899-12-30).
 */
export type Cell = { t: 'text'; v: string } | { t: 'number'; v: number } | { t: 'money'; v: number } | { t: 'date'; v: number; utc: Date };

/** A, B, …, Z, AA, …: a column's name from its 0-based index. */
export function columnLetters(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/** A cell's name as a spreadsheet program shows it (A1), from 0-based row and column indexes. */
export const cellReference = (row: number, column: number) => `${columnLetters(column)}${row + 1}`;

/** Spreadsheet programs run a cell typed with these first characters as a formula (CSV/formula injection, OWASP). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** The longest text a cell holds in Excel and LibreOffice. */
export const MAX_CELL_TEXT = 32_767;

/** Text as written: a leading formula character gets an apostrophe, so no program ever evaluates it. */
export function escapeText(value: string): string {
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return text.length > MAX_CELL_TEXT ? text.slice(0, MAX_CELL_TEXT) : text;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;
const MS_PER_DAY = 86_400_000;
/** Days from 1899-12-30 (serial 0 of the 1900 date system, Lotus leap-year bug included) to 1970-01-01. */
const UNIX_EPOCH_SERIAL = 25_569;

/** The calendar date of an ISO date or timestamp as a UTC midnight, or null when it is not one. */
function calendarDate(value: string): Date | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const at = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return at.getUTCDate() === Number(match[3]) ? at : null;
}

/** Amounts as the ERP and the portal hand them over: already exact with two places. */
const MONEY_TEXT = /^-?\d+\.\d{2}$/;
/** A decimal of at most 15 significant digits reads back from a double unchanged (IEEE 754). */
const DOUBLE_DIGITS = 15;

/**
 * A money value as a number cell when a double holds it exactly (every amount below 10^13); an
 * amount with more digits is written as its exact text, so no export ever changes an amount.
 */
function moneyCell(value: string | number): Cell {
  let exact: string;
  try {
    exact = typeof value === 'string' && MONEY_TEXT.test(value) ? value : money(value);
  } catch {
    return { t: 'text', v: escapeText(String(value)) };
  }
  const digits = exact.replace(/[-.]/g, '').replace(/^0+/, '').length;
  return digits <= DOUBLE_DIGITS ? { t: 'money', v: Number(exact) } : { t: 'text', v: exact };
}

export function toCell(value: string | number | null | undefined, kind: ColumnKind = 'text'): Cell | null {
  if (value === null || value === undefined || value === '') return null;
  if (kind === 'money') return moneyCell(value);
  if (kind === 'date' && typeof value === 'string') {
    const utc = calendarDate(value);
    if (utc) return { t: 'date', v: utc.getTime() / MS_PER_DAY + UNIX_EPOCH_SERIAL, utc };
  }
  if (typeof value === 'number') return Number.isFinite(value) ? { t: 'number', v: value } : null;
  return { t: 'text', v: escapeText(value) };
}

/** A column width in characters that fits the header (values are not measured: rows stream). */
export function columnWidth(header: string, kind: ColumnKind = 'text'): number {
  return Math.min(60, Math.max(header.length + 2, kind === 'date' ? 13 : 12));
}
