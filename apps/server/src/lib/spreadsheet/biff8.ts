/**
 * BIFF8 records (MS-XLS, Excel 97–2003) an export needs: the workbook globals, a worksheet's
 * frame, and its cells. Strings go through the shared-string table (sst-writer.ts), as Excel
 * itself writes them; numbers, amounts and dates are NUMBER cells with their formats.
 */

export const MAX_RECORD_DATA = 8224;

/** Cell XF indices: Excel expects 16 style XFs first (0–15), then the cells' own. */
export const XF = { general: 16, header: 17, money: 18, date: 19 } as const;
const DATE_FORMAT_ID = 164;
const DATE_FORMAT = 'dd-mmm-yyyy';
const MONEY_FORMAT_ID = 4; // built in: #,##0.00

export function record(type: number, data: Buffer = Buffer.alloc(0)): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt16LE(type, 0);
  head.writeUInt16LE(data.length, 2);
  return Buffer.concat([head, data]);
}

function u16s(...values: number[]): Buffer {
  const b = Buffer.alloc(values.length * 2);
  values.forEach((v, i) => b.writeUInt16LE(v, i * 2));
  return b;
}

function bof(substream: 'globals' | 'sheet'): Buffer {
  const b = Buffer.alloc(16);
  b.writeUInt16LE(0x0600, 0); // BIFF8
  b.writeUInt16LE(substream === 'globals' ? 0x0005 : 0x0010, 2);
  b.writeUInt16LE(0x0dbb, 4); // build
  b.writeUInt16LE(0x07cc, 6); // year
  b.writeUInt32LE(0x00000006, 12); // lowest BIFF version that saved it
  return record(0x0809, b);
}

/** A name of up to 255 characters: count, then UTF-16 (ShortXLUnicodeString). */
function shortString(text: string): Buffer {
  return Buffer.concat([Buffer.from([text.length, 1]), Buffer.from(text, 'utf16le')]);
}

function font(bold: boolean): Buffer {
  const b = Buffer.alloc(14);
  b.writeUInt16LE(200, 0); // 10 pt in twips
  b.writeUInt16LE(0x7fff, 4); // automatic colour
  b.writeUInt16LE(bold ? 700 : 400, 6);
  return record(0x0031, Buffer.concat([b, shortString('Arial')]));
}

function xf(o: { font: number; format: number; style: boolean }): Buffer {
  const b = Buffer.alloc(20);
  b.writeUInt16LE(o.font, 0);
  b.writeUInt16LE(o.format, 2);
  // Style XFs: fStyle, parent 0xFFF. Cell XFs: locked, parent style 0.
  b.writeUInt16LE(o.style ? 0xfff4 : 0x0001, 4);
  b.writeUInt8(0x20, 6); // bottom-aligned
  // Cell XFs use their own number format and font, not the parent's.
  b.writeUInt8(o.style ? 0 : 0x0c, 9);
  b.writeUInt16LE(64 | (65 << 7), 18); // default pattern colours
  return record(0x00e0, b);
}

/** A sheet's place in the stream and its name (BoundSheet8). */
function boundSheet(position: number, name: string): Buffer {
  const b = Buffer.alloc(6);
  b.writeUInt32LE(position, 0);
  return record(0x0085, Buffer.concat([b, shortString(name)]));
}

/**
 * The workbook globals up to the shared-string table: fonts, formats, XFs and one BoundSheet8
 * per sheet. Its length does not depend on `positions`, so it can be sized before they are known.
 */
export function globalsHead(sheetNames: string[], positions: number[]): Buffer {
  const format = Buffer.concat([u16s(DATE_FORMAT_ID, DATE_FORMAT.length), Buffer.from([0]), Buffer.from(DATE_FORMAT, 'latin1')]);
  const window1 = u16s(0, 0, 0x7260, 0x44c0, 0x38, 0, 0, 1, 0x01f4);
  return Buffer.concat([
    bof('globals'),
    record(0x0042, u16s(1200)), // CodePage: UTF-16
    record(0x003d, window1),
    record(0x0022, u16s(0)), // 1900 date system
    font(false),
    font(true),
    font(false),
    font(false),
    record(0x041e, format),
    ...Array.from({ length: 16 }, () => xf({ font: 0, format: 0, style: true })),
    xf({ font: 0, format: 0, style: false }),
    xf({ font: 1, format: 0, style: false }),
    xf({ font: 0, format: MONEY_FORMAT_ID, style: false }),
    xf({ font: 0, format: DATE_FORMAT_ID, style: false }),
    record(0x0293, Buffer.from([0x00, 0x80, 0x00, 0xff])), // Style: Normal is XF 0
    ...sheetNames.map((name, i) => boundSheet(positions[i] ?? 0, name)),
  ]);
}

export const EOF = record(0x000a);

/** A worksheet's records before its cells: BOF, column widths, dimensions. */
export function sheetHead(columnWidths: number[], rowCount: number): Buffer {
  const dimensions = Buffer.alloc(14);
  dimensions.writeUInt32LE(rowCount, 4);
  dimensions.writeUInt16LE(columnWidths.length, 10);
  return Buffer.concat([
    bof('sheet'),
    ...columnWidths.map((width, col) => record(0x007d, u16s(col, col, Math.round(width * 256), XF.general, 0, 0))),
    record(0x0200, dimensions),
  ]);
}

/** A worksheet's records after its cells: the window (the first sheet selected) and EOF. */
export function sheetTail(first: boolean): Buffer {
  const window2 = Buffer.alloc(18);
  window2.writeUInt16LE(first ? 0x06b6 : 0x00b6, 0);
  window2.writeUInt32LE(64, 6);
  return Buffer.concat([record(0x023e, window2), EOF]);
}

/** Writes a string cell (an index into the shared-string table) at `at`; returns the offset after it. */
export function writeLabelSst(target: Buffer, at: number, row: number, col: number, xfIndex: number, sstIndex: number): number {
  target.writeUInt16LE(0x00fd, at);
  target.writeUInt16LE(10, at + 2);
  target.writeUInt16LE(row, at + 4);
  target.writeUInt16LE(col, at + 6);
  target.writeUInt16LE(xfIndex, at + 8);
  return target.writeUInt32LE(sstIndex, at + 10);
}

/** Writes a number cell (amounts and dates too, by their XF) at `at`; returns the offset after it. */
export function writeNumber(target: Buffer, at: number, row: number, col: number, xfIndex: number, value: number): number {
  target.writeUInt16LE(0x0203, at);
  target.writeUInt16LE(14, at + 2);
  target.writeUInt16LE(row, at + 4);
  target.writeUInt16LE(col, at + 6);
  target.writeUInt16LE(xfIndex, at + 8);
  return target.writeDoubleLE(value, at + 10);
}

/** The largest cell record. */
export const MAX_CELL_RECORD = 18;
