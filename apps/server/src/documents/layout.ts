import PDFDocument from 'pdfkit';
import { formatDate, type Language } from '@faktura/domain';
import { docLanguage, docTemplate, docText, setDocLanguage } from './language';
import { drawLogo } from './logo';
import { COLORS, FONT, FONT_BOLD, type Doc } from './theme';

export { COLORS, FONT, FONT_BOLD, type Doc } from './theme';

/** Company and supplier blocks shared by every document. */
export interface DocumentCompany {
  name: string;
  orgId: number;
  instance: string;
  /** PNG or JPEG file; null or unreadable draws a placeholder with the company's initials. */
  logoPath: string | null;
}
export interface DocumentSupplier {
  name: string;
  vendorId: number;
  vendorNumber?: string;
}

/** What the batch recap and the batch report are printed from. */
export interface BatchDocumentData<Invoice> {
  company: DocumentCompany;
  supplier: DocumentSupplier;
  batch: {
    batchNo: string;
    status: string;
    /** ISO timestamp; null while the batch is not submitted. */
    submittedAt: string | null;
    /** Decimal string: the batch amount on record. */
    total: string;
  };
  invoices: Invoice[];
  printedAt: Date;
  printedBy: string;
  language?: Language;
}

export const MARGIN = { top: 36, left: 36, right: 36, bottom: 54 } as const;
/** Distance of the footer baseline area from the bottom edge (inside the bottom margin). */
const FOOTER_OFFSET = 34;

export interface RenderOptions {
  title: string;
  layout: 'portrait' | 'landscape';
  printedAt: Date;
  printedBy: string;
  /** The language of the request that prints it (English when none: e.g. the batch files put in the drive). */
  language?: Language;
}

/** DD-MMM-YYYY HH:mm in the server's local time (the same clock as the file-name timestamp), the month in `language`. */
export function formatPrintedAt(at: Date, language: Language = 'en'): string {
  const p = (n: number) => String(n).padStart(2, '0');
  const day = `${at.getFullYear()}-${p(at.getMonth() + 1)}-${p(at.getDate())}`;
  return `${formatDate(day, language)} ${p(at.getHours())}:${p(at.getMinutes())}`;
}

/**
 * Creates an A4 document, lets `draw` fill it, stamps "Page N of M" footers on every page and
 * resolves with the whole file. The only I/O is reading fonts and logos.
 */
export async function renderPdf(options: RenderOptions, draw: (doc: Doc) => void | Promise<void>): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: options.layout,
    margins: { ...MARGIN },
    bufferPages: true,
    info: { Title: options.title, Author: options.printedBy, Creator: 'Faktura', CreationDate: options.printedAt },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  setDocLanguage(doc, options.language ?? 'en');
  doc.font(FONT_BOLD).font(FONT);
  doc.fillColor(COLORS.text);
  await draw(doc);
  drawFooters(doc, docTemplate(doc, 'printedBy', { name: options.printedBy, at: formatPrintedAt(options.printedAt, docLanguage(doc)) }));
  doc.end();
  return done;
}

function drawFooters(doc: Doc, left: string): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const page = doc.page;
    const bottom = page.margins.bottom;
    page.margins.bottom = 0; // writing inside the margin must not trigger a new page
    const y = page.height - FOOTER_OFFSET;
    const width = page.width - page.margins.left - page.margins.right;
    doc
      .save()
      .moveTo(page.margins.left, y - 6)
      .lineTo(page.width - page.margins.right, y - 6)
      .lineWidth(0.5)
      .stroke(COLORS.rule)
      .restore();
    doc.font(FONT).fontSize(7.5).fillColor(COLORS.muted);
    doc.text(left, page.margins.left, y, { width: width - 120, lineBreak: false });
    doc.text(docTemplate(doc, 'page', { n: i - range.start + 1, count: range.count }), page.width - page.margins.right - 120, y, {
      width: 120,
      align: 'right',
      lineBreak: false,
    });
    page.margins.bottom = bottom;
  }
  doc.fillColor(COLORS.text);
}

/** Lowest y content may reach on the current page. */
export function contentBottom(doc: Doc): number {
  return doc.page.maxY();
}

export function contentWidth(doc: Doc): number {
  return doc.page.width - doc.page.margins.left - doc.page.margins.right;
}

/** Starts a new page when `height` does not fit below doc.y; calls `onNewPage` (running header) after the break. */
export function ensureSpace(doc: Doc, height: number, onNewPage?: (doc: Doc) => void): void {
  if (doc.y + height <= contentBottom(doc)) return;
  doc.addPage();
  onNewPage?.(doc);
}

/** A document's running title: "English / Indonesian", or the Indonesian alone on an Indonesian document. */
export function docTitle(doc: Doc, english: string, indonesian: string): string {
  return docLanguage(doc) === 'id' ? indonesian : `${english} / ${indonesian}`;
}

/**
 * Header of the first page: logo top-left (100 wide for org 82, else 50), company name and org beside it,
 * the title in English with its Indonesian name under it on the right (an Indonesian document: the
 * Indonesian title alone). Leaves doc.y below a rule.
 */
export function drawDocumentHeader(doc: Doc, company: DocumentCompany, englishTitle: string, indonesianTitle: string): void {
  const indonesian = docLanguage(doc) === 'id';
  const title = indonesian ? indonesianTitle : englishTitle;
  const subtitle = indonesian ? '' : indonesianTitle;
  const left = doc.page.margins.left;
  const top = doc.page.margins.top;
  const right = doc.page.width - doc.page.margins.right;
  const logo = drawLogo(doc, company, left, top);
  doc.font(FONT_BOLD).fontSize(16);
  const titleSize = doc.widthOfString(title);
  doc.font(FONT).fontSize(10);
  const titleWidth = Math.ceil(Math.max(titleSize, doc.widthOfString(subtitle))) + 4;
  const textX = left + logo.width + 12;
  const nameWidth = right - titleWidth - 12 - textX;
  doc.font(FONT_BOLD).fontSize(13).fillColor(COLORS.text);
  doc.text(company.name, textX, top + 2, { width: nameWidth });
  doc.font(FONT).fontSize(8).fillColor(COLORS.muted);
  doc.text(`Org ID ${company.orgId} · Instance ${company.instance}`, textX, doc.y + 2, { width: nameWidth });
  const nameBottom = doc.y;
  doc.font(FONT_BOLD).fontSize(16).fillColor(COLORS.brand);
  doc.text(title, right - titleWidth, top, { width: titleWidth, align: 'right' });
  doc.font(FONT).fontSize(10).fillColor(COLORS.muted);
  if (subtitle) doc.text(subtitle, right - titleWidth, doc.y + 1, { width: titleWidth, align: 'right' });
  const bottom = Math.max(top + logo.height, nameBottom, doc.y) + 8;
  doc.save().moveTo(left, bottom).lineTo(right, bottom).lineWidth(1).stroke(COLORS.brand).restore();
  doc.x = left;
  doc.y = bottom + 10;
  doc.fillColor(COLORS.text);
}

/** Small running header for continuation pages: "Title — context (continued)". */
export function drawContinuationHeader(doc: Doc, text: string): void {
  const left = doc.page.margins.left;
  doc.font(FONT_BOLD).fontSize(9).fillColor(COLORS.muted);
  doc.text(docTemplate(doc, 'continued', { text }), left, doc.page.margins.top, { width: contentWidth(doc) });
  doc.x = left;
  doc.y += 6;
  doc.fillColor(COLORS.text);
}

export type InfoItem = [label: string, value: string];

/**
 * Label/value pairs laid out in `columns` columns; leaves doc.y below the block. `stacked` puts the
 * label above its value (for narrow columns), otherwise the label sits to the left.
 */
export function drawInfoGrid(doc: Doc, items: InfoItem[], options: { columns?: number; stacked?: boolean; width?: number } = {}): void {
  const { columns = 2, stacked = false } = options;
  const left = doc.page.margins.left;
  const colWidth = (options.width ?? contentWidth(doc)) / columns;
  const labelWidth = stacked ? 0 : Math.min(130, colWidth * 0.42);
  let y = doc.y;
  for (let start = 0; start < items.length; start += columns) {
    let rowBottom = y;
    items.slice(start, start + columns).forEach(([label, value], i) => {
      const x = left + i * colWidth;
      doc
        .font(FONT)
        .fontSize(stacked ? 7.5 : 8)
        .fillColor(COLORS.muted);
      doc.text(docText(doc, label), x, y + (stacked ? 0 : 1), { width: (stacked ? colWidth : labelWidth) - 8 });
      const valueY = stacked ? doc.y + 1 : y;
      rowBottom = Math.max(rowBottom, doc.y);
      doc.font(FONT_BOLD).fontSize(9).fillColor(COLORS.text);
      doc.text(value || '-', x + labelWidth, valueY, { width: colWidth - labelWidth - 10 });
      rowBottom = Math.max(rowBottom, doc.y);
    });
    y = rowBottom + 3;
  }
  doc.x = left;
  doc.y = y + 4;
  doc.fillColor(COLORS.text);
}

/** Section heading with a thin underline. */
export function drawSectionTitle(doc: Doc, text: string): void {
  const left = doc.page.margins.left;
  doc.font(FONT_BOLD).fontSize(10.5).fillColor(COLORS.brand);
  doc.text(docText(doc, text), left, doc.y, { width: contentWidth(doc) });
  const y = doc.y + 1;
  doc
    .save()
    .moveTo(left, y)
    .lineTo(left + contentWidth(doc), y)
    .lineWidth(0.5)
    .stroke(COLORS.rule)
    .restore();
  doc.x = left;
  doc.y = y + 5;
  doc.fillColor(COLORS.text);
}
