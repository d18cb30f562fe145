import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as XLSX from '@e965/xlsx';
import { afterAll, describe, expect, it } from 'vitest';
import { readFirstSheet, type SheetLimits } from '../../src/lib/spreadsheet-import/index';

const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/expedition/${name}`, import.meta.url));
const LIMITS: SheetLimits = { maxRows: 20_000, maxUnpackedBytes: 64 * 1024 * 1024, parseDeadlineMs: 30_000 };

/** A sheet of 5,000 rows: tens of milliseconds to parse even for a warm worker, so far past a 1 ms deadline. */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'faktura-sheet-import-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
function largeSheet(): string {
  const book = XLSX.utils.book_new();
  const rows = Array.from({ length: 5_000 }, (_, i) => [`REF-${i}`, i, i * 1.5, `text ${i}`, new Date(Date.UTC(2026, 10, 1 + (i % 28)))]);
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows, { cellDates: true }), 'Sheet1');
  const file = path.join(dir, 'large.xlsx');
  fs.writeFileSync(file, XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
  return file;
}

/** The parse runs in a worker thread bounded in time and memory: a file needing more is refused and its worker ended. */
describe('spreadsheet import: the parse worker', () => {
  it.each(['valid.xls', 'valid.xlsx'])('reads %s in a worker, dates as UTC dates', async (name) => {
    const rows = await readFirstSheet(fixture(name), name.endsWith('x') ? 'xlsx' : 'xls', LIMITS);
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.flatMap((row) => row.cells).some((cell) => cell instanceof Date)).toBe(true);
  });

  it('refuses a file whose parse outlives the deadline', async () => {
    await expect(readFirstSheet(largeSheet(), 'xlsx', { ...LIMITS, parseDeadlineMs: 1 })).rejects.toMatchObject({
      messages: ['The spreadsheet took more than 0.001 seconds to read: split it into smaller files'],
    });
  });

  it('refuses a file whose parse needs more memory than the worker may have', async () => {
    await expect(readFirstSheet(fixture('valid.xlsx'), 'xlsx', { ...LIMITS, parseMemoryMb: 1 })).rejects.toMatchObject({
      messages: ['The spreadsheet needs too much memory to read: split it into smaller files'],
    });
  });

  it('reads file after file with the worker kept from the last (same rows as a first read)', async () => {
    const first = await readFirstSheet(fixture('valid.xlsx'), 'xlsx', LIMITS);
    expect(await readFirstSheet(fixture('valid.xlsx'), 'xlsx', LIMITS)).toEqual(first);
    expect((await readFirstSheet(fixture('valid.xls'), 'xls', LIMITS)).length).toBeGreaterThan(5);
  });

  it('reads each file with its own number formats only, whatever the kept worker read before', async () => {
    // Two .xls files whose one cell has the same custom format id: the first defines it as a date
    // format, the second does not define it at all (its Format record moved to another id).
    const book = XLSX.utils.book_new();
    const sheet = XLSX.utils.aoa_to_sheet([[{ t: 'n', v: 46000, z: 'dd/mm/yyyy "(import test)"' } satisfies XLSX.CellObject]]);
    XLSX.utils.book_append_sheet(book, sheet, 'Sheet1');
    const dated = XLSX.write(book, { type: 'buffer', bookType: 'biff8' }) as Buffer;
    // This format's own Format record (0x041E: its id, then its text), found by its text: the
    // writer also writes every other format its process has read (vitest runs test files in a
    // shared process), so the record is not always the first or the last.
    const undefinedFormat = Buffer.from(dated);
    const text = (enc: BufferEncoding) => Buffer.from('(import test)', enc);
    let formatId = -1;
    for (let i = 0; i < undefinedFormat.length - 6; i++) {
      if (undefinedFormat.readUInt16LE(i) !== 0x041e) continue;
      const body = undefinedFormat.subarray(i + 4, i + 4 + undefinedFormat.readUInt16LE(i + 2));
      if (body.includes(text('latin1')) || body.includes(text('utf16le'))) formatId = i + 4;
    }
    expect(formatId, 'the file has its Format record').toBeGreaterThan(0);
    undefinedFormat.writeUInt16LE(undefinedFormat.readUInt16LE(formatId) + 7, formatId);
    const [datedFile, undefinedFile] = ['dated.xls', 'undefined-format.xls'].map((name) => path.join(dir, name));
    fs.writeFileSync(datedFile!, dated);
    fs.writeFileSync(undefinedFile!, undefinedFormat);
    const cell = async (file: string) => (await readFirstSheet(file, 'xls', LIMITS))[0]!.cells[0];
    expect(await cell(undefinedFile!)).toBe(46000);
    expect(await cell(datedFile!)).toEqual(new Date(Date.UTC(2025, 11, 9)));
    expect(await cell(undefinedFile!)).toBe(46000);
  });

  it('still reads files after refusals: a refused parse does not hold a turn', async () => {
    await Promise.all(Array.from({ length: 3 }, () => readFirstSheet(fixture('valid.xls'), 'xls', { ...LIMITS, parseDeadlineMs: 1 }).catch(() => undefined)));
    expect((await readFirstSheet(fixture('valid.xls'), 'xls', LIMITS)).length).toBeGreaterThan(5);
  });
});
