import crypto from 'node:crypto';
import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import CFB from 'cfb';
import { expeditionSearchResponseSchema, expeditionSubmitResponseSchema, expeditionSummarySchema, expeditionUploadResponseSchema } from '@faktura/domain';
import { bodyOf, messagesOf } from '../helpers/body';
import { snapshotData } from '../helpers/db-snapshot';
import { expeditionTestApp } from '../helpers/expedition';
import { compoundFile, multipart, SAMPLE_PDF, xlsxEntries } from '../helpers/files';
import { deflated, zip, type ZipEntry } from '../helpers/zip';

const app = await expeditionTestApp('upload');
afterAll(() => app.close());

const AAM = 'orgId=82&instance=AAM';
const fixture = (name: string) => fs.readFileSync(new URL(`../fixtures/expedition/${name}`, import.meta.url));
const upload = (user: string, name: string, content: Buffer, vendorId = 3003) =>
  app.as(user, { method: 'POST', url: `/api/expedition/upload?${AAM}&vendorId=${vendorId}`, ...multipart(name, content) });

/** Uploads a file that must be refused: the exact messages, and not a row of any table changed. */
async function refused(name: string, content: Buffer, messages: string[], status = 400) {
  // Logged in before the snapshot: a login is audited, the upload must not change anything.
  await app.as('fin', { method: 'GET', url: '/api/auth/me' });
  const before = await snapshotData(app.database);
  const res = await upload('fin', name, content);
  expect(res.statusCode, res.body).toBe(status);
  expect(messagesOf(res)).toEqual(messages);
  expect(await snapshotData(app.database)).toEqual(before);
}

const line = async (awb: string) => {
  const res = await app.as('fin', { method: 'GET', url: `/api/expedition/lines?${AAM}&vendorId=3003&paymentSite=HO&awb=${awb}` });
  return bodyOf(res, expeditionSearchResponseSchema).items[0]!;
};

/** An .xlsx whose only worksheet is this XML (as a generator, not a spreadsheet program, writes it). */
function xlsxWithSheet(sheet: ZipEntry): Buffer {
  return zip(xlsxEntries().map((e) => (e.name === 'xl/worksheets/sheet1.xml' ? { ...sheet, name: e.name } : e)));
}
const sheetXml = (rows: string) =>
  Buffer.from(`<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows}</sheetData></worksheet>`);

describe('expedition upload: files saved by LibreOffice Calc', () => {
  it('is hidden in transport mode, and the server refuses it there too', async () => {
    const res = await upload('transport', 'valid.xls', fixture('valid.xls'));
    expect(res.statusCode).toBe(403);
    expect(messagesOf(res)).toEqual(['Upload is not available in transport mode: edit the lines with REFERENCE']);
  });

  it('.xls: every row applied with the amounts computed, formulas as their value, under a merged title row', async () => {
    const res = await upload('fin', 'tagihan-november.xls', fixture('valid.xls'));
    expect(res.statusCode, res.body).toBe(200);
    expect(bodyOf(res, expeditionUploadResponseSchema)).toEqual({ updated: 5, message: '5 line(s) uploaded' });
    // 17 × 12000 = 204000; + packing 25000 + bongkar muat 15000 + lain 2500 (=E3/10 in the file)
    expect(await line('KTN800000007')).toMatchObject({
      status: 'SAVED',
      revisedQuantity: '17.000',
      lain: '2500.00',
      freightCharge: '204000.00',
      totalCharge: '246500.00',
      invoiceNo: 'KTN/INV/2611/001',
      invoiceDate: '2026-11-02',
      taxDate: '2026-11-02',
      taxNo: '010.000-26.00002007',
    });
    expect(await line('KTN800000011')).toMatchObject({ packing: '0.00', totalCharge: '252000.00', invoiceNo: 'KTN/INV/2611/002' });
  });

  it('.xlsx too: the same file again changes the same lines to the same values', async () => {
    const before = await line('KTN800000007');
    const res = await upload('finance', 'tagihan-november.xlsx', fixture('valid.xlsx'));
    expect(res.statusCode, res.body).toBe(200);
    expect(await line('KTN800000007')).toEqual({ ...before, revision: before.revision + 1 });
  });

  it('lists every row error at once with its line, and changes nothing', async () => {
    await refused('bad-rows.xls', fixture('bad-rows.xls'), [
      'Invalid Invoice Date Format line at line: 2',
      'Invalid Tax Date Format line at line: 3',
      'Invoice Date & Tax Date is not equal at line: 4',
      'Invoice Date is not equal with previous value at line: 5',
      'Reference KTN-DEMO-9999 not found at line: 6',
    ]);
  });

  it('reads dates typed as text (07-NOV-2026, 07/11/2026, 2026-11-07)', async () => {
    const res = await upload('fin', 'text-dates.xlsx', fixture('text-dates.xlsx'));
    expect(res.statusCode, res.body).toBe(200);
    expect(await line('KTN800000017')).toMatchObject({ invoiceDate: '2026-11-07', taxDate: '2026-11-07' });
  });

  it('names a column that merged header cells hid', async () => {
    await refused('merged-header.xlsx', fixture('merged-header.xlsx'), ['The header row has no column Biaya Inap: use the file from Download']);
  });

  it('an empty sheet, or a header without rows, is "Tidak ada data yang di upload"', async () => {
    for (const name of ['empty.xls', 'empty.xlsx', 'header-only.xlsx']) await refused(name, fixture(name), ['Tidak ada data yang di upload']);
  });
});

describe('expedition upload: hostile files get a clear message and change nothing', () => {
  it('anything but .xls / .xlsx is "Jenis file bukan .xls"', async () => {
    for (const name of ['tagihan.csv', 'tagihan.pdf', 'tagihan.xls.exe', 'tagihan']) await refused(name, SAMPLE_PDF, ['Jenis file bukan .xls']);
  });

  it('a renamed binary is not a spreadsheet', async () => {
    await refused('tagihan.xls', SAMPLE_PDF, ['File content does not match its extension']);
    await refused('tagihan.xlsx', Buffer.from('MZ\x90\x00 not a workbook at all'), ['File content does not match its extension']);
  });

  it('password-protected workbooks, .xlsx (an encrypted package) and .xls (FILEPASS), are named as such', async () => {
    const message = ['The workbook is password-protected: save it without a password and upload again'];
    await refused('locked.xlsx', compoundFile({ EncryptionInfo: Buffer.alloc(64, 1), EncryptedPackage: Buffer.alloc(512, 2) }), message);
    // LibreOffice's .xls with a FILEPASS record (RC4) right after the workbook's BOF: how Excel marks a password.
    const book = CFB.read(fixture('valid.xls'), { type: 'buffer' });
    const stream = CFB.find(book, 'Workbook')!;
    const bytes = Buffer.from(stream.content as Uint8Array);
    const afterBof = 4 + bytes.readUInt16LE(2);
    const filePass = Buffer.concat([Buffer.from([0x2f, 0x00, 54, 0x00, 1, 0, 1, 0, 1, 0]), Buffer.alloc(48, 7)]);
    stream.content = Buffer.concat([bytes.subarray(0, afterBof), filePass, bytes.subarray(afterBof)]);
    stream.size = stream.content.length;
    await refused('locked.xls', Buffer.from(CFB.write(book, { type: 'buffer' }) as Uint8Array), message);
  });

  it('a zip bomb disguised as .xlsx is refused as it unpacks, before anything is parsed', async () => {
    await refused('bomb.xlsx', xlsxWithSheet(deflated('sheet', Buffer.alloc(100 * 1024 * 1024, 0x20))), ['File unpacks to more than 100 times its size']);
  });

  it('a sheet that packs like a real one but unpacks to more than 64 MB is refused before parsing', async () => {
    // Rows of distinct numbers pack ~5 times: 70 MB of them is a 14 MB file, over the upload limit,
    // so the sheet is mostly blank text (packs ~1000 times) with enough noise to stay under 100 times.
    const noise = Array.from(
      { length: 12 },
      (_, r) => `<row r="${r + 1}"><c r="A${r + 1}" t="inlineStr"><is><t>${crypto.randomBytes(64 * 1024).toString('base64')}</t></is></c></row>`,
    );
    const sheet = sheetXml(`${noise.join('')}${' '.repeat(70 * 1024 * 1024)}`);
    await refused('large.xlsx', xlsxWithSheet({ name: 'sheet', data: sheet }), ['The spreadsheet unpacks to more than 64 MB: split it into smaller files']);
  });

  it('1,000,000 rows are refused after the row limit, not parsed whole', async () => {
    const rows = ['<row r="1"><c r="A1" t="inlineStr"><is><t>Reference</t></is></c></row>'];
    for (let r = 2; r <= 1_000_001; r++) rows.push(`<row r="${r}"><c r="A${r}"><v>${r}</v></c></row>`);
    const started = Date.now();
    await refused('million.xlsx', xlsxWithSheet({ name: 'sheet', data: sheetXml(rows.join('')) }), [
      'The sheet has more than 20000 rows: split it into files of at most 20000 rows',
    ]);
    expect(Date.now() - started).toBeLessThan(20_000);
  });

  it('a formula without a saved value is refused, never stored as a formula', async () => {
    const header = ['Reference', 'Revisi COLLY/KG', 'Harga Satuan', 'Biaya Packing', 'Biaya Inap', 'Biaya Bongkar Muat', 'Surgcharge', 'Biaya THR'];
    const more = ['Biaya Insentif', 'Biaya Lain', 'No Invoice', 'Tgl Invoice', 'No Faktur Pajak', 'Tgl Faktur Pajak'];
    const text = (ref: string, value: string) => `<c r="${ref}" t="inlineStr"><is><t>${value}</t></is></c>`;
    const headerRow = [...header, ...more].map((h, i) => text(`${'ABCDEFGHIJKLMN'[i]}1`, h)).join('');
    const dataRow = `${text('A2', 'KTN-DEMO-0020')}<c r="B2"><f>1/0</f></c>${text('K2', 'KTN/INV/2611/040')}${text('L2', '2026-11-09')}${text('N2', '2026-11-09')}`;
    await refused('formula.xlsx', xlsxWithSheet({ name: 'sheet', data: sheetXml(`<row r="1">${headerRow}</row><row r="2">${dataRow}</row>`) }), [
      'Cell B2 holds a formula without a saved value: save the file in a spreadsheet program, or type the value',
    ]);
  });

  it('a sheet that cannot be read is "Read failure!": a cell that never ends', async () => {
    const broken = sheetXml(`<row r="1"><c r="A1"><v>${'1'.repeat(2 * 1024 * 1024)}`);
    await refused('broken.xlsx', xlsxWithSheet({ name: 'sheet', data: broken }), ['Read failure!']);
  });

  it('a PIC uploads only for its own suppliers', async () => {
    const res = await upload('pic', 'valid.xls', fixture('valid.xls'));
    expect(res.statusCode).toBe(403);
    expect(messagesOf(res)).toEqual(['This vendor is not available to you']);
  });
});

describe('expedition submit', () => {
  const submit = (user: string, invoices: { invoiceNo: string; version: string }[]) =>
    app.as(user, { method: 'POST', url: '/api/expedition/submit', payload: { orgId: 82, instance: 'AAM', vendorId: 3003, invoices } });

  it('submits every saved invoice the user confirmed at once; then the lines and invoice numbers are closed', async () => {
    const summary = bodyOf(await app.as('transport', { method: 'GET', url: `/api/expedition/summary?${AAM}` }), expeditionSummarySchema);
    // The confirmation lists lines saved by another user of the supplier too: the summary names who did.
    expect(summary.items.find((i) => i.invoiceNo === 'KTN/INV/2611/001')).toMatchObject({ lines: 3, invoiceDate: '2026-11-02', uploadedBy: ['finance'] });
    const res = await submit(
      'transport',
      summary.items.map(({ invoiceNo, version }) => ({ invoiceNo, version })),
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = bodyOf(res, expeditionSubmitResponseSchema);
    expect(body.message).toBe('Data has been submitted successfully');
    expect(body.submitted).toEqual(expect.arrayContaining(['KTN/INV/2610/001', 'KTN/INV/2611/001', 'KTN/INV/2611/002', 'KTN/INV/2611/020']));
    expect(await line('KTN800000007')).toMatchObject({ status: 'SUBMITTED' });
    expect(bodyOf(await app.as('transport', { method: 'GET', url: `/api/expedition/summary?${AAM}` }), expeditionSummarySchema).items).toEqual([]);
    await refused('valid.xls', fixture('valid.xls'), [
      'Reference KTN-DEMO-0007 is already submitted at line: 3',
      'Invoice KTN/INV/2611/001 is already submitted at line: 3',
      'Reference KTN-DEMO-0008 is already submitted at line: 4',
      'Invoice KTN/INV/2611/001 is already submitted at line: 4',
      'Reference KTN-DEMO-0009 is already submitted at line: 5',
      'Invoice KTN/INV/2611/001 is already submitted at line: 5',
      'Reference KTN-DEMO-0010 is already submitted at line: 6',
      'Invoice KTN/INV/2611/002 is already submitted at line: 6',
      'Reference KTN-DEMO-0011 is already submitted at line: 7',
      'Invoice KTN/INV/2611/002 is already submitted at line: 7',
    ]);
  });

  it('with nothing saved: "Tidak ada data yang di upload", and nothing changes', async () => {
    const before = await snapshotData(app.database);
    const res = await submit('transport', []);
    expect(res.statusCode).toBe(400);
    expect(messagesOf(res)).toEqual(['Tidak ada data yang di upload']);
    expect(await snapshotData(app.database)).toEqual(before);
  });
});
