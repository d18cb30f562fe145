import { afterAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import * as XLSX from '@e965/xlsx';
import { expeditionSearchResponseSchema } from '@faktura/domain';
import { bodyOf } from '../helpers/body';
import { snapshotData } from '../helpers/db-snapshot';
import { expeditionTestApp } from '../helpers/expedition';
import { multipart, xlsxEntries } from '../helpers/files';
import { zip } from '../helpers/zip';

/**
 * Input at the edges of what the database holds: dates past the calendar's range (a filter up to
 * 9999-12-31 reached PostgreSQL as year 10000) and text that is not Unicode (a lone surrogate,
 * which PostgreSQL refuses) — in JSON bodies, query strings and spreadsheet cells. Each is a 400
 * naming the field or cell, and changes nothing. On a database of its own: the uploads that pass
 * change freight lines.
 */
const app = await expeditionTestApp('edge');
afterAll(() => app.close());

const AAM = 'orgId=82&instance=AAM';
const BROKEN = 'Text must be valid Unicode (it holds a broken character)';
const CONTROL = 'Text must not contain control characters';
const RANGE = 'Date must be between 01-JAN-1900 and 31-DEC-2999';

/** The request as `user`, proving it changed no table (logged in first: a login is audited). */
async function unchanged(user: string, options: InjectOptions) {
  await app.as(user, { method: 'GET', url: '/api/auth/me' });
  const before = await snapshotData(app.database);
  const res = await app.as(user, options);
  expect(await snapshotData(app.database)).toEqual(before);
  return res;
}

const messagesOf = (res: { statusCode: number; body: string; json: <T>() => T }) => {
  expect(res.statusCode, res.body).toBe(400);
  return res.json<{ messages: string[] }>().messages;
};

describe('dates at the calendar’s edge', () => {
  it('a list filter up to 9999-12-31 is refused with the allowed range, not a database failure', async () => {
    const res = await unchanged('finance', { method: 'GET', url: '/api/audit?toDate=9999-12-31' });
    expect(messagesOf(res)).toEqual([`querystring.toDate: ${RANGE}`]);
    const freight = await unchanged('fin', { method: 'GET', url: `/api/expedition/lines?${AAM}&vendorId=3003&paymentSite=HO&toDate=9999-12-31` });
    expect(messagesOf(freight)).toEqual([`querystring.toDate: ${RANGE}`]);
  });

  it('takes the first and last day of the range; one message per date beyond or impossible', async () => {
    const edges = await app.as('finance', { method: 'GET', url: '/api/audit?fromDate=1900-01-01&toDate=2999-12-31' });
    expect(edges.statusCode, edges.body).toBe(200);
    for (const [date, message] of [
      ['1899-12-31', RANGE],
      ['3000-01-01', RANGE],
      ['10000-01-01', 'Invalid date'],
      ['0000-01-01', 'Invalid date'],
      ['2024-02-30', 'Invalid date'],
    ]) {
      const res = await app.as('finance', { method: 'GET', url: `/api/audit?fromDate=${date}` });
      expect(messagesOf(res), date).toEqual([`querystring.fromDate: ${message}`]);
    }
  });
});

/** A freight line of vendor 3003 as the REFERENCE modal loads it, and the fields it sends back. */
async function freightLine() {
  const res = await app.as('transport', { method: 'GET', url: `/api/expedition/lines?${AAM}&paymentSite=HO&awb=KTN800000029` });
  const line = bodyOf(res, expeditionSearchResponseSchema).items[0]!;
  const fields = { revisedQuantity: '1', unitPrice: '1000', packing: '0', inap: '0', bongkarMuat: '0', surcharge: '0', thr: '0', insentif: '0', lain: '0' };
  const dates = { invoiceDate: '2026-11-10', taxDate: '2026-11-10' };
  return {
    orgId: 82,
    instance: 'AAM',
    awbLineId: line.awbLineId,
    revision: line.revision,
    ...fields,
    invoiceNo: 'KTN/INV/2611/950',
    taxNo: '010.000-26.1',
    ...dates,
  };
}

describe('freight line edit (REFERENCE modal)', () => {
  it('refuses a lone surrogate, high, low or a reversed pair, naming the field', async () => {
    const body = await freightLine();
    for (const broken of ['\ud800', 'INV\udfff', 'INV\udc00\ud83d']) {
      const res = await unchanged('transport', { method: 'PUT', url: '/api/expedition/lines', payload: { ...body, invoiceNo: broken } });
      expect(messagesOf(res), JSON.stringify(broken)).toEqual([`body.invoiceNo: ${BROKEN}`]);
    }
    const both = await unchanged('transport', { method: 'PUT', url: '/api/expedition/lines', payload: { ...body, invoiceNo: 'A\ud800', taxNo: 'B\udbff' } });
    expect(messagesOf(both)).toEqual([`body.invoiceNo: ${BROKEN}`, `body.taxNo: ${BROKEN}`]);
    // A proper pair (an emoji) is text like any other.
    const emoji = await app.as('transport', { method: 'PUT', url: '/api/expedition/lines', payload: { ...(await freightLine()), invoiceNo: 'INV-💥' } });
    expect(emoji.statusCode, emoji.body).toBe(200);
  });

  it('refuses an invoice date beyond the range', async () => {
    const body = await freightLine();
    const res = await unchanged('transport', {
      method: 'PUT',
      url: '/api/expedition/lines',
      payload: { ...body, invoiceDate: '9999-12-31', taxDate: '9999-12-31' },
    });
    expect(messagesOf(res)).toEqual([`body.invoiceDate: ${RANGE}`, `body.taxDate: ${RANGE}`]);
  });
});

describe('the same rule for any key or text of a request', () => {
  it('a broken key of a JSON body, or broken text where the contract takes any text, is named before the contract reads it', async () => {
    const key = await unchanged('transport', { method: 'PUT', url: '/api/expedition/lines', payload: { ...(await freightLine()), ['x\ud800']: 1 } });
    expect(messagesOf(key)).toEqual([`body: ${BROKEN}`]);
    const password = await app.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'fin', password: 'demo\udfff' } });
    expect(messagesOf(password)).toEqual([`body.password: ${BROKEN}`]);
  });
});

const HEADER = ['Reference', 'Revisi COLLY/KG', 'Harga Satuan', 'Biaya Packing', 'Biaya Inap', 'Biaya Bongkar Muat', 'Surgcharge', 'Biaya THR'];
const HEADER_MORE = ['Biaya Insentif', 'Biaya Lain', 'No Invoice', 'Tgl Invoice', 'No Faktur Pajak', 'Tgl Faktur Pajak'];
type Cell = string | number | Date | XLSX.CellObject;

/** An upload of vendor 3003's line KTN-DEMO-0020 with these invoice and tax cells (K to N), written by SheetJS. */
function workbook(bookType: 'biff8' | 'xlsx', invoiceNo: Cell, invoiceDate: Cell, taxNo: Cell, taxDate: Cell): Buffer {
  const row: Cell[] = ['KTN-DEMO-0020', 1, 1000, 0, 0, 0, 0, 0, 0, 0, invoiceNo, invoiceDate, taxNo, taxDate];
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([[...HEADER, ...HEADER_MORE], row], { cellDates: true }), 'Sheet1');
  return XLSX.write(book, { type: 'buffer', bookType }) as Buffer;
}

/** An .xlsx as a generator might write it: its text cells inline, with XML character references. */
function xlsxInline(cells: string[]): Buffer {
  const text = (ref: string, value: string) => `<c r="${ref}" t="inlineStr"><is><t>${value}</t></is></c>`;
  const rowXml = (r: number, values: string[]) => `<row r="${r}">${values.map((v, i) => text(`${'ABCDEFGHIJKLMN'[i]}${r}`, v)).join('')}</row>`;
  const sheet = `<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rowXml(1, [...HEADER, ...HEADER_MORE])}${rowXml(2, cells)}</sheetData></worksheet>`;
  return zip(xlsxEntries().map((e) => (e.name === 'xl/worksheets/sheet1.xml' ? { name: e.name, data: Buffer.from(sheet) } : e)));
}

const upload = (name: string, content: Buffer) =>
  unchanged('fin', { method: 'POST', url: `/api/expedition/upload?${AAM}&vendorId=3003`, ...multipart(name, content) });

describe('freight upload: cells', () => {
  it('.xls (UTF-16 text): lone surrogates are refused, each named by its cell', async () => {
    const res = await upload('tagihan.xls', workbook('biff8', 'INV\ud800', '2026-11-09', '\udc00\ud800', '2026-11-09'));
    expect(messagesOf(res)).toEqual([`Cell K2: ${BROKEN}`, `Cell M2: ${BROKEN}`]);
  });

  it('.xls: a NUL in a cell is refused like a NUL typed in a field', async () => {
    const res = await upload('tagihan.xls', workbook('biff8', 'INV\u0000-1', '2026-11-09', '010.000-26.1', '2026-11-09'));
    expect(messagesOf(res)).toEqual([`Cell K2: ${CONTROL}`]);
  });

  it('.xlsx: a character reference to half a surrogate pair is refused', async () => {
    const cells = ['KTN-DEMO-0020', '1', '1000', '0', '0', '0', '0', '0', '0', '0', 'INV&#xD800;', '2026-11-09', '010.000-26.1', '2026-11-09'];
    const res = await upload('tagihan.xlsx', xlsxInline(cells));
    expect(messagesOf(res)).toEqual([`Cell K2: ${BROKEN}`]);
  });

  it('dates past the range, typed or as date cells (year 10000), are refused with the range', async () => {
    const typed = await upload('tagihan.xls', workbook('biff8', 'KTN/INV/2611/951', '31-DEC-9999', '010.000-26.1', '1899-12-31'));
    expect(messagesOf(typed)).toEqual([
      'Tgl Invoice must be between 01-JAN-1900 and 31-DEC-2999 at line: 2',
      'Tgl Faktur Pajak must be between 01-JAN-1900 and 31-DEC-2999 at line: 2',
    ]);
    const year10000: XLSX.CellObject = { t: 'n', v: 2958466, z: 'yyyy-mm-dd' };
    const cells = await upload('tagihan.xlsx', workbook('xlsx', 'KTN/INV/2611/951', year10000, '010.000-26.1', year10000));
    expect(messagesOf(cells)).toEqual([
      'Tgl Invoice must be between 01-JAN-1900 and 31-DEC-2999 at line: 2',
      'Tgl Faktur Pajak must be between 01-JAN-1900 and 31-DEC-2999 at line: 2',
    ]);
    // The range's last day, and a proper pair (an emoji), are taken.
    const res = await app.as('fin', {
      method: 'POST',
      url: `/api/expedition/upload?${AAM}&vendorId=3003`,
      ...multipart('tagihan.xls', workbook('biff8', 'KTN/INV/2611/952 💥', '2999-12-31', '010.000-26.1', '2999-12-31')),
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});
