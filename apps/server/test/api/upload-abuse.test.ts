import crypto from 'node:crypto';
import fs from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { attachmentSchema } from '@faktura/domain';
import { getTestContext, injectAs } from '../helpers/app';
import { bodyOf, messagesOf } from '../helpers/body';
import { PAGE_JPEG, PAGE_PDF, SAMPLE_DOC, SAMPLE_DOCX, SAMPLE_PDF, SAMPLE_XLS, SAMPLE_XLSX, compoundFile, docxEntries, xlsxEntries } from '../helpers/files';
import { snapshotData } from '../helpers/db-snapshot';
import { formRequest, type FormPart } from '../helpers/multipart';
import { deflated, zip, type ZipEntry } from '../helpers/zip';
import { zerosEntry } from '../helpers/zip-bomb';

const MISMATCH = 'File content does not match its extension';
const EXTENSION = 'File extension is not allowed. ex: pdf, jpg, doc, xls';
const EXECUTABLE = 'File holds programs or macros, which are not allowed';
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0')]);

const send = (parts: FormPart[], options?: Parameters<typeof formRequest>[1]) =>
  injectAs('vendor', { method: 'POST', url: '/api/files', ...formRequest(parts, options) });
const upload = (filename: string, content: Buffer) => send([{ filename, content }]);

/** What a refused upload may not leave behind: a row, stored bytes, or anything in the upload temp directory. */
async function traces() {
  const { config, database } = await getTestContext();
  const [row] = await database.rows<{ n: number }>(sql`select count(*)::int as n from attachments`);
  return { rows: row!.n, stored: fs.readdirSync(config.filesDir).length, temp: fs.readdirSync(config.uploadTmpDir) };
}

/** Sends a request, expects exactly `messages` with `status`, and that nothing was kept. */
async function expectRefused(request: () => Promise<LightMyRequestResponse>, status: number, message: string) {
  const before = await traces();
  const res = await request();
  expect(res.statusCode, res.body).toBe(status);
  expect(messagesOf(res)).toEqual([message]);
  expect(await traces()).toEqual({ ...before, temp: [] });
}

describe('legitimate uploads', () => {
  it.each([
    ['faktur.pdf', PAGE_PDF, 'application/pdf'],
    ['minimal.PDF', SAMPLE_PDF, 'application/pdf'],
    ['receipt.jpg', PAGE_JPEG, 'image/jpeg'],
    ['receipt.JPEG', PAGE_JPEG, 'image/jpeg'],
    ['letter.docx', SAMPLE_DOCX, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['recap.xlsx', SAMPLE_XLSX, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['letter.DOC', SAMPLE_DOC, 'application/msword'],
    ['recap.xls', SAMPLE_XLS, 'application/vnd.ms-excel'],
  ])('accepts %s and serves it back as %s', async (name, content, contentType) => {
    const res = await upload(name, content);
    expect(res.statusCode, res.body).toBe(201);
    const attachment = bodyOf(res, attachmentSchema);
    expect(attachment).toMatchObject({ filename: name, size: content.length });
    const download = await injectAs('vendor', { method: 'GET', url: `/api/files/${attachment.id}` });
    expect(download.headers['content-type']).toBe(contentType);
    expect(download.rawPayload.equals(content)).toBe(true);
    expect((await traces()).temp).toEqual([]);
  });

  it('ignores the Content-Type the client claims: a real PDF sent as text/html is stored and served as a PDF', async () => {
    const res = await send([{ filename: 'faktur.pdf', type: 'text/html', content: PAGE_PDF }]);
    expect(res.statusCode, res.body).toBe(201);
    const download = await injectAs('vendor', { method: 'GET', url: `/api/files/${bodyOf(res, attachmentSchema).id}` });
    expect(download.headers['content-type']).toBe('application/pdf');
  });
});

describe('content that does not prove its extension', () => {
  it.each<[string, string, Buffer, string]>([
    ['a double extension ending in .exe', 'invoice.pdf.exe', PAGE_PDF, EXTENSION],
    ['program bytes behind .exe.pdf', 'x.exe.pdf', EXE, MISMATCH],
    ['program bytes named .jpg', 'photo.jpg', EXE, MISMATCH],
    ['HTML named .pdf', 'invoice.pdf', Buffer.from('<html><script>alert(1)</script></html>'), MISMATCH],
    ['"%PDF" without its header dash', 'invoice.pdf', Buffer.from('%PDF<html><script>alert(1)</script></html>'), MISMATCH],
    ['a PDF named .jpg', 'photo.jpg', PAGE_PDF, MISMATCH],
    ['a JPEG named .pdf', 'scan.pdf', PAGE_JPEG, MISMATCH],
    ['a Word document named .xlsx', 'recap.xlsx', SAMPLE_DOCX, MISMATCH],
    ['a workbook named .docx', 'letter.docx', SAMPLE_XLSX, MISMATCH],
    ['an Excel 97 file named .doc', 'letter.doc', SAMPLE_XLS, MISMATCH],
    ['a Word 97 file named .xls', 'recap.xls', SAMPLE_DOC, MISMATCH],
    ['an OLE2 header followed by junk, named .doc', 'letter.doc', Buffer.concat([SAMPLE_DOC.subarray(0, 8), Buffer.alloc(4096, 0x41)]), MISMATCH],
    ['a compound file without a WordDocument stream, named .doc', 'letter.doc', compoundFile({ Contents: Buffer.alloc(64) }), MISMATCH],
    ['a Word 97 document with VBA macros', 'letter.doc', compoundFile({ WordDocument: Buffer.alloc(64), 'Macros/VBA/dir': Buffer.alloc(16) }), EXECUTABLE],
    [
      'an Excel 97 workbook with VBA macros',
      'recap.xls',
      compoundFile({ Workbook: Buffer.alloc(64), '_VBA_PROJECT_CUR/VBA/dir': Buffer.alloc(16) }),
      EXECUTABLE,
    ],
  ])('refuses %s', async (_case, name, content, message) => {
    await expectRefused(() => upload(name, content), 400, message);
  });
});

const withEntries = (entries: ZipEntry[], ...more: ZipEntry[]) => zip([...entries, ...more]);
const fileEntry = (name: string, data: Buffer | string): ZipEntry => ({ name, data: Buffer.from(data) });

describe('disguised archives', () => {
  it.each<[string, string, Buffer, string]>([
    ['a ZIP holding evil.exe, named .docx', 'letter.docx', zip([fileEntry('evil.exe', EXE)]), MISMATCH],
    ['a Word package carrying evil.exe', 'letter.docx', withEntries(docxEntries(), fileEntry('word/media/evil.exe', EXE)), EXECUTABLE],
    [
      'a Word package carrying a script',
      'letter.docx',
      withEntries(docxEntries(), fileEntry('customXml/run.vbs', 'CreateObject("WScript.Shell")')),
      EXECUTABLE,
    ],
    ['a Word package with a vbaProject.bin', 'letter.docx', withEntries(docxEntries(), fileEntry('word/vbaProject.bin', Buffer.alloc(512))), EXECUTABLE],
    ['a workbook with a vbaProject.bin', 'recap.xlsx', withEntries(xlsxEntries(), fileEntry('xl/vbaProject.bin', Buffer.alloc(512))), EXECUTABLE],
    ['a macro-enabled document renamed .docx', 'letter.docx', zip(docxEntries('application/vnd.ms-word.document.macroEnabled.main+xml')), MISMATCH],
    [
      'a Java archive named .xlsx',
      'recap.xlsx',
      zip([fileEntry('META-INF/MANIFEST.MF', 'Main-Class: Evil\n'), fileEntry('Evil.class', Buffer.alloc(64, 0xca))]),
      MISMATCH,
    ],
    [
      'a Word package without its main part',
      'letter.docx',
      zip(
        docxEntries()
          .filter((e) => e.name !== 'word/document.xml')
          .concat(fileEntry('word/styles.xml', '<x/>')),
      ),
      MISMATCH,
    ],
    ['a Word package with a part named ../../evil.xml', 'letter.docx', withEntries(docxEntries(), fileEntry('../../evil.xml', '<x/>')), MISMATCH],
    ['a program with a Word package appended (self-extracting)', 'letter.docx', Buffer.concat([EXE, SAMPLE_DOCX]), MISMATCH],
    ['a Word package cut short', 'letter.docx', SAMPLE_DOCX.subarray(0, SAMPLE_DOCX.length - 40), MISMATCH],
  ])('refuses %s', async (_case, name, content, message) => {
    await expectRefused(() => upload(name, content), 400, message);
  });
});

describe('zip bombs', () => {
  const MiB = 1024 * 1024;
  const RATIO = 'File unpacks to more than 100 times its size';

  it('refuses a small package that unpacks to more than 100 times its size (honest sizes, refused before unpacking)', async () => {
    const chunk = deflated('x', Buffer.alloc(MiB));
    const bomb = withEntries(docxEntries(), ...Array.from({ length: 300 }, (_, i) => ({ ...chunk, name: `word/media/zeros${i}.bin` })));
    expect(bomb.length).toBeLessThan(MiB);
    await expectRefused(() => upload('letter.docx', bomb), 400, RATIO);
  });

  it('refuses a package that packs plausibly but unpacks to more than 256 MB', async () => {
    // 32 KB of noise in each MiB of zeros: ~33 KB packed per part, 30 times smaller than unpacked.
    const noise = crypto.randomBytes(32 * 1024);
    const part = deflated('x', Buffer.concat([noise, Buffer.alloc(MiB - noise.length)]));
    const big = withEntries(docxEntries(), ...Array.from({ length: 257 }, (_, i) => ({ ...part, name: `word/media/part${i}.bin` })));
    expect(big.length * 100).toBeGreaterThan(256 * MiB);
    await expectRefused(() => upload('letter.docx', big), 400, 'File unpacks to more than 256 MB');
  });

  it('refuses an entry that declares 4 GB unpacked, before unpacking it', async () => {
    const bomb = withEntries(docxEntries(), { name: 'word/media/huge.bin', data: Buffer.alloc(1024), declaredSize: 0xffffffff });
    await expectRefused(() => upload('letter.docx', bomb), 400, RATIO);
  });

  it('refuses an entry that hides its size: it declares 1 KB and unpacks to 64 MB', async () => {
    const bomb = withEntries(docxEntries(), { ...deflated('word/media/liar.bin', Buffer.alloc(64 * MiB)), declaredSize: 1024 });
    await expectRefused(() => upload('letter.docx', bomb), 400, 'File is damaged: a packed part does not unpack to the size it declares');
  });

  it('refuses an entry that unpacks to less than it declares', async () => {
    const short = withEntries(docxEntries(), { name: 'word/media/short.bin', data: Buffer.alloc(1024), declaredSize: 4096 });
    await expectRefused(() => upload('letter.docx', short), 400, 'File is damaged: a packed part does not unpack to the size it declares');
  });

  it('refuses a package of more than 2000 parts', async () => {
    const many = withEntries(docxEntries(), ...Array.from({ length: 2001 }, (_, i) => fileEntry(`word/media/p${i}.xml`, '<p/>')));
    await expectRefused(() => upload('letter.docx', many), 400, 'File holds more than 2000 packed parts');
  });
});

describe('compression bombs: measured as they unpack, while everyone else is answered', () => {
  const RATIO = 'File unpacks to more than 100 times its size';
  const LIES = 'File is damaged: a packed part does not unpack to the size it declares';
  const workbookWith = (part: ZipEntry) => zip(xlsxEntries().map((e) => (e.name === 'xl/worksheets/sheet1.xml' ? { ...part, name: e.name } : e)));
  const bombs: Array<[string, Buffer, string]> = [
    ['a 0.2 MB workbook whose sheet unpacks to 200 MiB', workbookWith(zerosEntry('sheet', 200)), RATIO],
    ['a 1 MB workbook whose sheet declares 1 KiB and unpacks to 1 GiB', workbookWith(zerosEntry('sheet', 1024, 1024)), LIES],
    ['a 1 MB workbook whose sheet declares 1 GiB', workbookWith(zerosEntry('sheet', 1024)), RATIO],
  ];
  const freight = (content: Buffer) =>
    injectAs('fin', {
      method: 'POST',
      url: '/api/expedition/upload?orgId=82&instance=AAM&vendorId=3003',
      ...formRequest([{ filename: 'tagihan.xlsx', content }]),
    });
  const attachment = (content: Buffer) => upload('recap.xlsx', content);

  /** Refused with exactly `message`, and no table, stored file or temporary file changed. */
  async function refusedKeepingNothing(request: () => Promise<LightMyRequestResponse>, message: string) {
    const { database } = await getTestContext();
    await injectAs('fin', { method: 'GET', url: '/api/auth/me' }); // its login is audited: not the upload's doing
    const before = { data: await snapshotData(database), ...(await traces()) };
    const res = await request();
    expect(res.statusCode, res.body).toBe(400);
    expect(messagesOf(res)).toEqual([message]);
    expect({ data: await snapshotData(database), ...(await traces()) }).toEqual({ ...before, temp: [] });
  }

  it.each(bombs)('refuses %s, at the freight upload and as an attachment', async (_case, bomb, message) => {
    await refusedKeepingNothing(() => freight(bomb), message);
    await refusedKeepingNothing(() => attachment(bomb), message);
  });

  const PERIOD_MS = 20;
  type Probe = () => Promise<LightMyRequestResponse>;
  /**
   * A probe's delays, one request after another every PERIOD_MS until `work` is done (and at
   * least `min` of them), each counted from when it was due: a timer held up by a blocked event
   * loop is waiting too, as it would be for a request arriving then.
   */
  async function delaysWhile(work: Promise<unknown>, probe: Probe, min: number): Promise<number[]> {
    let done = false;
    void work.finally(() => (done = true)).catch(() => undefined);
    const delays: number[] = [];
    let due = performance.now();
    while (!done || delays.length < min) {
      const res = await probe();
      expect(res.statusCode, res.body).toBe(200);
      const end = performance.now();
      delays.push(end - due);
      due = end + PERIOD_MS;
      await sleep(PERIOD_MS);
    }
    return delays;
  }
  const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.95) - 1]!;

  it('answers liveness and a logged-in list within their idle time while the bombs are refused', { timeout: 300_000 }, async () => {
    const { app } = await getTestContext();
    const probes: Record<string, Probe> = {
      live: () => app.inject({ method: 'GET', url: '/api/health/live' }),
      list: () => injectAs('vendor', { method: 'GET', url: '/api/batches?status=OPEN&pageSize=50' }),
    };
    const idle = await Promise.all(Object.values(probes).map((probe) => delaysWhile(Promise.resolve(), probe, 50)));
    const refusals = (async () => {
      for (const [, bomb] of bombs) {
        for (const send of [freight, attachment]) expect((await send(bomb)).statusCode).toBe(400);
      }
    })();
    const during = await Promise.all(Object.values(probes).map((probe) => delaysWhile(refusals, probe, 10)));
    await refusals;
    Object.keys(probes).forEach((name, i) => {
      const baseline = p95(idle[i]!);
      const worst = Math.max(...during[i]!);
      // The worst single delay, not a percentile: a stalled event loop answers nobody, and during
      // a stall only one or two probes get sent at all. Five times the idle p95 allows for the
      // work the refusals do share the CPU with; 250 ms for a garbage collection or the test
      // runner's other worker on a busy machine — far below the seconds a synchronous unpack takes.
      const summary = `${name}: idle p95 ${baseline.toFixed(1)} ms, worst during ${worst.toFixed(1)} ms (p95 ${p95(during[i]!).toFixed(1)} ms, ${during[i]!.length} probes)`;
      console.info(summary);
      expect(worst, summary).toBeLessThanOrEqual(5 * baseline + 250);
    });
  });
});

describe('size', () => {
  it('refuses a file one byte over the limit with 413, and an empty file', async () => {
    const { config } = await getTestContext();
    const oversize = Buffer.concat([PAGE_PDF, Buffer.alloc(config.uploadLimitBytes + 1 - PAGE_PDF.length, 0x20)]);
    await expectRefused(() => upload('big.pdf', oversize), 413, 'File is too large. The maximum size is 10 MB');
    await expectRefused(() => upload('empty.pdf', Buffer.alloc(0)), 400, 'File is empty');
  });
});

describe('file names', () => {
  it.each<[string, string, string]>([
    ['a path climbing out of the upload folder', '../../../etc/faktur.pdf', 'faktur.pdf'],
    ['a Windows path', 'C:\\Users\\finance\\..\\faktur.pdf', 'faktur.pdf'],
    ['a NUL byte', 'fak\u0000tur.pdf', 'faktur.pdf'],
    ['control characters', '\u0007faktur\t\u001b[31m\u007f.pdf', 'faktur[31m.pdf'],
    ['a path hidden behind a NUL byte', '..\u0000/..\u0000/faktur.pdf', 'faktur.pdf'],
    ['a right-to-left override', 'faktur\u202Efdp.pdf', 'fakturfdp.pdf'],
  ])('keeps %s out of the stored name', async (_case, sent, kept) => {
    const res = await send([{ filenameStar: sent, content: PAGE_PDF }]);
    expect(res.statusCode, res.body).toBe(201);
    const attachment = bodyOf(res, attachmentSchema);
    expect(attachment.filename).toBe(kept);
    const { database } = await getTestContext();
    const [row] = await database.rows<{ original_name: string; stored_name: string }>(
      sql`select original_name, stored_name from attachments where id = ${attachment.id}`,
    );
    expect(row).toEqual({ original_name: kept, stored_name: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown });
  });

  it('judges the extension after cleaning: what hid ".exe" behind a NUL or a right-to-left override is refused', async () => {
    await expectRefused(() => send([{ filenameStar: 'faktur.pdf\u0000.exe', content: PAGE_PDF }]), 400, EXTENSION);
    await expectRefused(() => send([{ filenameStar: 'faktur\u202Efdp.exe', content: PAGE_PDF }]), 400, EXTENSION);
  });

  it.each(['..', '\u0000\u0001\u0002', '../..', ' \u200B ', '...'])('refuses a name with nothing usable left (%j)', async (name) => {
    await expectRefused(() => send([{ filenameStar: name, content: PAGE_PDF }]), 400, 'File name is empty');
  });

  it('gets no file from a part whose name holds a line break (the parser drops such a part)', async () => {
    await expectRefused(() => send([{ filenameStar: 'faktur\r\n.pdf', content: PAGE_PDF }]), 400, 'No file received');
  });

  it('cuts a long name to 255 characters between characters, keeping its extension', async () => {
    const family = '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}'; // one grapheme of five code points (three emoji joined)
    const res = await send([{ filenameStar: `${'é'.repeat(200)}${family.repeat(20)}.pdf`, content: PAGE_PDF }]);
    expect(res.statusCode, res.body).toBe(201);
    const name = bodyOf(res, attachmentSchema).filename;
    expect([...name].length).toBeLessThanOrEqual(255);
    // 200 + 10 families (50 code points) + ".pdf" = 254: an eleventh family would pass 255, and is never cut in half.
    expect(name).toBe(`${'é'.repeat(200)}${family.repeat(10)}.pdf`);
  });
});

describe('malformed or unexpected multipart bodies', () => {
  const file: FormPart = { filename: 'faktur.pdf', content: PAGE_PDF };
  const injectRaw = (payload: Buffer | string, contentType?: string) =>
    injectAs('vendor', { method: 'POST', url: '/api/files', payload, headers: contentType ? { 'content-type': contentType } : {} });
  const ONE_FILE = 'Send one file, in the field "file", and nothing else';
  const MALFORMED = 'The upload arrived incomplete or malformed, please try again';
  const NOT_MULTIPART = 'Send the file as multipart/form-data';

  it.each<[string, () => Promise<LightMyRequestResponse>, string]>([
    ['a file under another field name', () => send([{ ...file, field: 'upload' }]), ONE_FILE],
    ['two files', () => send([file, { ...file, filename: 'second.pdf' }]), ONE_FILE],
    ['a file then a field', () => send([file, { field: 'invoiceId', content: '7' }]), ONE_FILE],
    ['a field then a file', () => send([{ field: 'invoiceId', content: '7' }, file]), ONE_FILE],
    ['a prototype field name', () => send([{ field: '__proto__', content: '{}' }, file]), ONE_FILE],
    ['many fields', () => send([...Array.from({ length: 20 }, (_, i) => ({ field: `f${i}`, content: 'x' })), file]), ONE_FILE],
    ['a body cut off inside the file', () => send([file], { unterminated: true }).then((r) => r), MALFORMED],
    ['a body cut off half-way', () => injectRaw(formRequest([file]).payload.subarray(0, 150), formRequest([file]).headers['content-type']), MALFORMED],
    ['a boundary other than the header’s', () => send([file], { contentType: 'multipart/form-data; boundary=not-the-one-used' }), MALFORMED],
    ['no boundary', () => send([file], { contentType: 'multipart/form-data' }), MALFORMED],
    ['a JSON body', () => injectRaw(JSON.stringify({ file: 'JVBERi0=' }), 'application/json'), NOT_MULTIPART],
    ['a raw PDF body', () => injectRaw(PAGE_PDF, 'application/pdf'), NOT_MULTIPART],
    ['no content type', () => injectRaw(PAGE_PDF), NOT_MULTIPART],
    ['an empty multipart body', () => injectRaw('', 'multipart/form-data; boundary=x'), 'No file received'],
  ])('answers %s with 4xx {messages}, keeping nothing', async (_case, request, message) => {
    await expectRefused(request, 400, message);
  });

  it('holds the invoice attachment route to the same rules', async () => {
    const { database } = await getTestContext();
    const [draft] = await database.rows<{ id: number }>(sql`select id from invoices where status = 'DRAFT' order by id limit 1`);
    const attach = (parts: FormPart[], options?: Parameters<typeof formRequest>[1]) =>
      injectAs('finance', { method: 'POST', url: `/api/invoices/${draft!.id}/attachments`, ...formRequest(parts, options) });
    await expectRefused(() => attach([file, file]), 400, ONE_FILE);
    await expectRefused(() => attach([file], { unterminated: true }), 400, MALFORMED);
    await expectRefused(() => attach([{ filename: 'letter.docx', content: zip([fileEntry('evil.exe', EXE)]) }]), 400, MISMATCH);
    await expectRefused(
      () => injectAs('finance', { method: 'POST', url: `/api/invoices/${draft!.id}/attachments`, payload: { file: 'x' } }),
      400,
      NOT_MULTIPART,
    );
  });
});
