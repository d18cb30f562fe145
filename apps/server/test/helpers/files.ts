import fs from 'node:fs';
import CFB from 'cfb';
import { zip, type ZipEntry } from './zip';

/** Minimal real file contents: what a browser would send for each kind. */
export const SAMPLE_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
export const SAMPLE_JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);

const fixture = (name: string) => fs.readFileSync(new URL(`../fixtures/${name}`, import.meta.url));
/** A one-page PDF with a correct cross-reference table (poppler renders it). */
export const PAGE_PDF = fixture('invoice.pdf');
/** That page as poppler's pdftoppm renders it: a 24×16 baseline JFIF. */
export const PAGE_JPEG = fixture('receipt.jpg');

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const RELS_TYPE = 'application/vnd.openxmlformats-package.relationships+xml';
const OFFICE_DOCUMENT = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument';

function contentTypes(overrides: Record<string, string>): string {
  const parts = Object.entries(overrides).map(([part, type]) => `<Override PartName="/${part}" ContentType="${type}"/>`);
  return `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="${RELS_TYPE}"/><Default Extension="xml" ContentType="application/xml"/>${parts.join('')}</Types>`;
}

const rels = (target: string) =>
  `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${OFFICE_DOCUMENT}" Target="${target}"/></Relationships>`;

const entry = (name: string, text: string): ZipEntry => ({ name, data: Buffer.from(text, 'utf8') });

/** The parts of a one-paragraph Word document, as Word itself lays them out. */
export function docxEntries(mainType = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml'): ZipEntry[] {
  return [
    entry('[Content_Types].xml', contentTypes({ 'word/document.xml': mainType })),
    entry('_rels/.rels', rels('word/document.xml')),
    entry(
      'word/document.xml',
      `${XML}<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Faktur Pajak 010.000-26.00000001</w:t></w:r></w:p></w:body></w:document>`,
    ),
  ];
}

/** The parts of a one-sheet, one-cell Excel workbook. */
export function xlsxEntries(): ZipEntry[] {
  const sheetML = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  const docRels = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  return [
    entry(
      '[Content_Types].xml',
      contentTypes({
        'xl/workbook.xml': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml',
        'xl/worksheets/sheet1.xml': 'application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml',
      }),
    ),
    entry('_rels/.rels', rels('xl/workbook.xml')),
    entry(
      'xl/workbook.xml',
      `${XML}<workbook xmlns="${sheetML}" xmlns:r="${docRels}"><sheets><sheet name="Invoice" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    entry(
      'xl/_rels/workbook.xml.rels',
      `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${docRels}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    ),
    entry('xl/worksheets/sheet1.xml', `${XML}<worksheet xmlns="${sheetML}"><sheetData><row r="1"><c r="A1"><v>1250000</v></c></row></sheetData></worksheet>`),
  ];
}

export const SAMPLE_DOCX = zip(docxEntries());
export const SAMPLE_XLSX = zip(xlsxEntries());

/** A compound file (MS-CFB) with these streams, as the cfb package writes it. */
export function compoundFile(streams: Record<string, Buffer>): Buffer {
  const container = CFB.utils.cfb_new();
  for (const [name, data] of Object.entries(streams)) CFB.utils.cfb_add(container, name, data);
  return Buffer.from(CFB.write(container, { type: 'buffer' }) as Uint8Array);
}

/** A Word 97 file's shape: the WordDocument stream (starting with its FIB magic) and a table stream. */
export const SAMPLE_DOC = compoundFile({ WordDocument: Buffer.from([0xec, 0xa5, 0xc1, 0x00, ...Buffer.alloc(60)]), '1Table': Buffer.alloc(64) });
/** An Excel 97 file's shape: the Workbook stream starting with a BOF record. */
export const SAMPLE_XLS = compoundFile({ Workbook: Buffer.from([0x09, 0x08, 0x10, 0x00, 0x00, 0x06, 0x05, 0x00, ...Buffer.alloc(56)]) });

/** A multipart/form-data body with one file field, as app.inject payload + headers. */
export function multipart(filename: string, content: Buffer, field = 'file') {
  const boundary = `----faktura${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, content, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
