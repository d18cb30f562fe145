import { DATE_RANGE_TEXT, isDateInRange, parseDateInput } from './date-input';
import { EXPEDITION_MESSAGES, expeditionAmounts, FEE_FIELDS, readCharge, type ExpeditionCharges, type FeeField } from './expedition';

/**
 * The expedition upload: the columns a file must carry, and every row's checks with
 * their exact texts and line numbers. Pure: the server's reader hands the cells over and
 * applies the changes only when there is no message at all (any error stops the upload).
 */
export const UPLOAD_ROW_MESSAGES = {
  invoiceDateFormat: (line: number) => `Invalid Invoice Date Format line at line: ${line}`,
  taxDateFormat: (line: number) => `Invalid Tax Date Format line at line: ${line}`,
  dateOutOfRange: (label: string, line: number) => `${label} must be ${DATE_RANGE_TEXT} at line: ${line}`,
  datesNotEqual: (line: number) => `Invoice Date & Tax Date is not equal at line: ${line}`,
  invoiceDateDiffers: (line: number) => `Invoice Date is not equal with previous value at line: ${line}`,
  referenceEmpty: (line: number) => `Reference is empty at line: ${line}`,
  referenceUnknown: (reference: string, line: number) => `Reference ${reference} not found at line: ${line}`,
  referenceSubmitted: (reference: string, line: number) => `Reference ${reference} is already submitted at line: ${line}`,
  referenceTwice: (reference: string, line: number) => `Reference ${reference} appears more than once at line: ${line}`,
  invoiceNoEmpty: (line: number) => `No Invoice is empty at line: ${line}`,
  invoiceSubmitted: (invoiceNo: string, line: number) => `Invoice ${invoiceNo} is already submitted at line: ${line}`,
  textTooLong: (label: string, line: number) => `${label} is too long at line: ${line}`,
  invalidNumber: (label: string, line: number) => `Invalid number in ${label} at line: ${line}`,
  missingColumns: (labels: string[]) => `The header row has no column ${labels.join(', ')}: use the file from Download`,
  moreErrors: (count: number) => `… and ${count} more error(s)`,
} as const;

/** At most this many messages are listed; the last one counts the rest. */
export const MAX_LISTED_ERRORS = 500;

/** A column the upload reads: found by its label (as Download writes it) or its legacy code, in any case and spacing. */
export type UploadColumn = { key: UploadKey; label: string; code: string };
export type UploadKey = 'reference' | 'revisedQuantity' | 'unitPrice' | FeeField | 'invoiceNo' | 'invoiceDate' | 'taxNo' | 'taxDate';

export const UPLOAD_COLUMNS: readonly UploadColumn[] = [
  { key: 'reference', label: 'Reference', code: 'REFERENCE' },
  { key: 'revisedQuantity', label: 'Revisi COLLY/KG', code: 'REVISI_COLLY_KG' },
  { key: 'unitPrice', label: 'Harga Satuan', code: 'HARGA_SATUAN' },
  { key: 'packing', label: 'Biaya Packing', code: 'BIAYA_PACKING' },
  { key: 'inap', label: 'Biaya Inap', code: 'BIAYA_INAP' },
  { key: 'bongkarMuat', label: 'Biaya Bongkar Muat', code: 'BIAYA_BONGKAR_MUAT' },
  { key: 'surcharge', label: 'Surgcharge', code: 'BIAYA_TAMBAHAN' },
  { key: 'thr', label: 'Biaya THR', code: 'BIAYA_THR' },
  { key: 'insentif', label: 'Biaya Insentif', code: 'BIAYA_INSENTIF' },
  { key: 'lain', label: 'Biaya Lain', code: 'BIAYA_LAIN' },
  { key: 'invoiceNo', label: 'No Invoice', code: 'NO_INVOICE' },
  { key: 'invoiceDate', label: 'Tgl Invoice', code: 'TGL_INVOICE' },
  { key: 'taxNo', label: 'No Faktur Pajak', code: 'NO_FAKTUR_PAJAK' },
  { key: 'taxDate', label: 'Tgl Faktur Pajak', code: 'TGL_FAKTUR_PAJAK' },
];

const normalise = (header: string) => header.toUpperCase().replace(/[^A-Z0-9]/g, '');
const BY_NAME = new Map(UPLOAD_COLUMNS.flatMap((c) => [[normalise(c.label), c] as const, [normalise(c.code), c] as const]));

/** Where each upload column is in a header row, or the labels of those it lacks. */
export function locateUploadColumns(headers: readonly string[]): { positions: Map<UploadKey, number>; missing: string[] } {
  const positions = new Map<UploadKey, number>();
  headers.forEach((header, index) => {
    const column = BY_NAME.get(normalise(header));
    if (column && !positions.has(column.key)) positions.set(column.key, index);
  });
  return { positions, missing: UPLOAD_COLUMNS.filter((c) => !positions.has(c.key)).map((c) => c.label) };
}

/** A cell as the reader hands it over: dates already as UTC calendar dates, formulas as their values. */
export type UploadCell = string | number | boolean | Date | null;
export type UploadRow = { line: number; cells: Partial<Record<UploadKey, UploadCell>> };

/** A spreadsheet date: a date cell, or text such as 02-NOV-2026, 02/11/2026 or 2026-11-02. Null when it is neither. */
export function readUploadDate(cell: UploadCell | undefined): string | null {
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? null : cell.toISOString().slice(0, 10);
  return typeof cell === 'string' ? parseDateInput(cell) : null;
}

const textOf = (cell: UploadCell | undefined): string => {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  return String(cell).trim();
};

const isBlank = (row: UploadRow) => Object.values(row.cells).every((c) => textOf(c) === '');

/** The line a reference names, as the server knows it: its status and the values an empty cell keeps (read only for an empty cell, so they may be getters). */
export type KnownLine = { awbLineId: number; submitted: boolean; revisedQuantity: string; unitPrice: string };

export type UploadChange = ExpeditionCharges & {
  awbLineId: number;
  freightCharge: string;
  totalCharge: string;
  invoiceNo: string;
  invoiceDate: string;
  taxNo: string;
  taxDate: string;
};

function readNumber(cell: UploadCell | undefined, kind: 'money' | 'quantity', fallback: string): string | null {
  if (typeof cell === 'number') return Number.isFinite(cell) && cell >= 0 ? readCharge(String(cell), kind) : null;
  const text = textOf(cell);
  return text === '' ? fallback : readCharge(text, kind);
}

const NO_FEE = () => '0.00';
/** What readNumber gives for an empty cell when asked by a reader: never a number it reads. */
const BLANK = '\0';

/**
 * readNumber and readUploadDate for one file, each distinct cell value read once: a sheet repeats
 * its prices, fees and invoice dates on most rows. The answers are the same as theirs, kept by
 * the cell's value (a number, a text, a date's time), never by anything else of the row.
 */
function fileReaders() {
  const numbers = { money: new Map<string | number, string | null>(), quantity: new Map<string | number, string | null>() };
  const dates = new Map<string | number, { read: string | null; inRange: string | null }>();
  return {
    /** The fallback is asked for only when the cell is empty (a known line's value is formatted only then). */
    number(cell: UploadCell | undefined, kind: 'money' | 'quantity', fallback: () => string): string | null {
      let value: string | null | undefined;
      if (typeof cell !== 'number' && typeof cell !== 'string') value = readNumber(cell, kind, BLANK);
      else {
        const memo = numbers[kind];
        value = memo.get(cell);
        if (value === undefined) memo.set(cell, (value = readNumber(cell, kind, BLANK)));
      }
      return value === BLANK ? fallback() : value;
    },
    /** The date as read (null: unreadable), and the same date when the portal can hold it (null otherwise). */
    date(cell: UploadCell | undefined): { read: string | null; inRange: string | null } {
      const key = cell instanceof Date ? cell.getTime() : typeof cell === 'string' ? cell : undefined;
      let value = key === undefined ? undefined : dates.get(key);
      if (value === undefined) {
        const read = readUploadDate(cell);
        // A date cell of year 10000 or 1800 is a date, but none the portal holds.
        value = { read, inRange: read && isDateInRange(read) ? read : null };
        if (key !== undefined) dates.set(key, value);
      }
      return value;
    },
  };
}

const LABEL = new Map(UPLOAD_COLUMNS.map((c) => [c.key, c.label]));

/** Invoice numbers as the portal already holds them, outside the file: their date, and those submitted. */
export type SavedInvoices = { invoiceDates: ReadonlyMap<string, string>; submittedInvoices: ReadonlySet<string> };

/**
 * Checks every row and lists every error at once, each with its line number: the
 * invoice and tax dates readable and equal, one invoice date per invoice number (lines billed
 * before under it, else the file's first line of it, set it), plus what the portal needs (a
 * known, unsubmitted reference once, an invoice number not submitted yet, numbers that fit).
 * Blank rows are skipped; no rows at all is the spec's "Tidak ada data yang di upload".
 */
export function checkUploadRows(
  rows: readonly UploadRow[],
  known: (reference: string) => KnownLine | undefined,
  limits: { invoiceNo: number; taxNo: number },
  saved: SavedInvoices = { invoiceDates: new Map(), submittedInvoices: new Set() },
): { changes: UploadChange[]; messages: string[] } {
  const messages: string[] = [];
  const changes: UploadChange[] = [];
  const seen = new Set<string>();
  const invoiceDates = new Map(saved.invoiceDates);
  const read = fileReaders();
  const data = rows.filter((r) => !isBlank(r));
  if (data.length === 0) return { changes, messages: [EXPEDITION_MESSAGES.nothingUploaded] };
  for (const { line, cells } of data) {
    const before = messages.length;
    const reference = textOf(cells.reference);
    const target = reference ? known(reference) : undefined;
    if (!reference) messages.push(UPLOAD_ROW_MESSAGES.referenceEmpty(line));
    else if (seen.has(reference)) messages.push(UPLOAD_ROW_MESSAGES.referenceTwice(reference, line));
    else if (!target) messages.push(UPLOAD_ROW_MESSAGES.referenceUnknown(reference, line));
    else if (target.submitted) messages.push(UPLOAD_ROW_MESSAGES.referenceSubmitted(reference, line));
    seen.add(reference);

    const invoiceNo = textOf(cells.invoiceNo);
    const taxNo = textOf(cells.taxNo);
    if (!invoiceNo) messages.push(UPLOAD_ROW_MESSAGES.invoiceNoEmpty(line));
    else if (saved.submittedInvoices.has(invoiceNo)) messages.push(UPLOAD_ROW_MESSAGES.invoiceSubmitted(invoiceNo, line));
    if (invoiceNo.length > limits.invoiceNo) messages.push(UPLOAD_ROW_MESSAGES.textTooLong('No Invoice', line));
    if (taxNo.length > limits.taxNo) messages.push(UPLOAD_ROW_MESSAGES.textTooLong('No Faktur Pajak', line));

    const { read: invoiceRead, inRange: invoiceDate } = read.date(cells.invoiceDate);
    const { read: taxRead, inRange: taxDate } = read.date(cells.taxDate);
    if (!invoiceRead) messages.push(UPLOAD_ROW_MESSAGES.invoiceDateFormat(line));
    else if (!invoiceDate) messages.push(UPLOAD_ROW_MESSAGES.dateOutOfRange(LABEL.get('invoiceDate')!, line));
    if (!taxRead) messages.push(UPLOAD_ROW_MESSAGES.taxDateFormat(line));
    else if (!taxDate) messages.push(UPLOAD_ROW_MESSAGES.dateOutOfRange(LABEL.get('taxDate')!, line));
    if (invoiceDate && taxDate && invoiceDate !== taxDate) messages.push(UPLOAD_ROW_MESSAGES.datesNotEqual(line));
    if (invoiceDate && invoiceNo) {
      const previous = invoiceDates.get(invoiceNo);
      if (previous === undefined) invoiceDates.set(invoiceNo, invoiceDate);
      else if (previous !== invoiceDate) messages.push(UPLOAD_ROW_MESSAGES.invoiceDateDiffers(line));
    }

    const revisedQuantity = read.number(cells.revisedQuantity, 'quantity', () => target?.revisedQuantity ?? '0');
    const unitPrice = read.number(cells.unitPrice, 'money', () => target?.unitPrice ?? '0');
    if (revisedQuantity === null) messages.push(UPLOAD_ROW_MESSAGES.invalidNumber(LABEL.get('revisedQuantity')!, line));
    if (unitPrice === null) messages.push(UPLOAD_ROW_MESSAGES.invalidNumber(LABEL.get('unitPrice')!, line));
    const fees: Partial<Record<FeeField, string>> = {};
    for (const field of FEE_FIELDS) {
      const value = read.number(cells[field], 'money', NO_FEE);
      if (value === null) messages.push(UPLOAD_ROW_MESSAGES.invalidNumber(LABEL.get(field)!, line));
      else fees[field] = value;
    }
    if (messages.length > before || !target || revisedQuantity === null || unitPrice === null || !invoiceDate || !taxDate) continue;
    const charges = { revisedQuantity, unitPrice, ...(fees as Record<FeeField, string>) };
    changes.push({ awbLineId: target.awbLineId, ...charges, ...expeditionAmounts(charges), invoiceNo, invoiceDate, taxNo, taxDate });
  }
  return { changes, messages: capMessages(messages) };
}

function capMessages(messages: string[]): string[] {
  if (messages.length <= MAX_LISTED_ERRORS) return messages;
  return [...messages.slice(0, MAX_LISTED_ERRORS), UPLOAD_ROW_MESSAGES.moreErrors(messages.length - MAX_LISTED_ERRORS)];
}
