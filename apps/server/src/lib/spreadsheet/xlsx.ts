import { Readable } from 'node:stream';
import { pagesOf } from '../row-pages';
import { columnLetters, columnWidth, toCell, type Cell } from './cells';
import type { SheetSpec } from './sheet-spec';
import { zipStream } from './zip';

/**
 * Office Open XML (.xlsx) written as the rows come: the worksheet's XML is produced in chunks
 * and deflated into a streaming ZIP (zip.ts), strings inline (no shared-strings table held in
 * memory), one style per kind of cell. Memory stays flat however many rows there are.
 */

/** Excel's row limit; the header takes the first. */
const MAX_ROWS = 1_048_576;
/** XML handed to the deflater at a time: small, so the strings die young (the heap does not grow with them). */
const CHUNK_CHARS = 16 * 1024;

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** cellXfs of styles.xml, by what a cell is. */
const STYLE = { text: 0, header: 1, money: 2, date: 3 } as const;

const STYLES = `${XML_HEAD}<styleSheet xmlns="${MAIN}"><numFmts count="1"><numFmt numFmtId="164" formatCode="dd-mmm-yyyy"/></numFmts><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="4"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/><xf numFmtId="4" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;

const CONTENT_TYPES = `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`;

const ROOT_RELS = `${XML_HEAD}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;

const WORKBOOK_RELS = `${XML_HEAD}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL}/styles" Target="styles.xml"/></Relationships>`;

// XML 1.0 cannot carry most control characters at all: they are dropped.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

function escapeXml(text: string): string {
  return text.replace(NOT_XML, '').replace(/[&<>"]/g, (c) => XML_ESCAPES[c]!);
}

function inlineString(ref: string, text: string, style: number): string {
  return `<c r="${ref}" t="inlineStr"${style ? ` s="${style}"` : ''}><is><t xml:space="preserve">${escapeXml(text)}</t></is></c>`;
}

function cellXml(ref: string, cell: Cell | null): string {
  if (!cell) return '';
  if (cell.t === 'text') return inlineString(ref, cell.v, STYLE.text);
  const style = cell.t === 'money' ? ` s="${STYLE.money}"` : cell.t === 'date' ? ` s="${STYLE.date}"` : '';
  return `<c r="${ref}"${style}><v>${cell.v}</v></c>`;
}

async function* sheetXml<Row>(spec: SheetSpec<Row>, rows: Iterable<Row> | AsyncIterable<Row>): AsyncGenerator<string> {
  const letters = spec.columns.map((_, index) => columnLetters(index));
  const cols = spec.columns.map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${columnWidth(c.header, c.kind)}" customWidth="1"/>`).join('');
  const header = spec.columns.map((c, i) => inlineString(`${letters[i]}1`, c.header, STYLE.header)).join('');
  let xml = `${XML_HEAD}<worksheet xmlns="${MAIN}"><cols>${cols}</cols><sheetData><row r="1">${header}</row>`;
  let r = 1;
  for await (const page of pagesOf(rows)) {
    for (const row of page) {
      r += 1;
      if (r > MAX_ROWS) throw new Error(`An .xlsx holds at most ${MAX_ROWS - 1} rows`);
      let cells = '';
      for (let i = 0; i < spec.columns.length; i += 1) {
        const column = spec.columns[i]!;
        cells += cellXml(`${letters[i]}${r}`, toCell(column.cell(row), column.kind));
      }
      xml += `<row r="${r}">${cells}</row>`;
      if (xml.length >= CHUNK_CHARS) {
        yield xml;
        xml = '';
      }
    }
  }
  yield `${xml}</sheetData></worksheet>`;
}

export function xlsxStream<Row>(spec: SheetSpec<Row>, rows: Iterable<Row> | AsyncIterable<Row>): Readable {
  const workbook = `${XML_HEAD}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="${escapeXml(spec.sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`;
  return Readable.from(
    zipStream([
      { name: '[Content_Types].xml', content: CONTENT_TYPES },
      { name: '_rels/.rels', content: ROOT_RELS },
      { name: 'xl/workbook.xml', content: workbook },
      { name: 'xl/_rels/workbook.xml.rels', content: WORKBOOK_RELS },
      { name: 'xl/styles.xml', content: STYLES },
      { name: 'xl/worksheets/sheet1.xml', content: sheetXml(spec, rows) },
    ]),
  );
}
