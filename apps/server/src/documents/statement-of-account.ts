import { STATEMENT_LABELS, STATEMENT_MESSAGES, type Language, type StatementCurrency, type StatementView } from '@faktura/domain';
import { inLanguage } from '../lib/messages-language';
import { docDate, docLanguage, docMoney, docTemplate, docText } from './language';
import {
  contentWidth,
  drawContinuationHeader,
  drawDocumentHeader,
  drawInfoGrid,
  drawSectionTitle,
  docTitle,
  ensureSpace,
  renderPdf,
  type Doc,
  type DocumentCompany,
  type DocumentSupplier,
} from './layout';
import { drawTable, type TableCell, type TableColumn } from './table';
import { COLORS, FONT } from './theme';

export interface StatementOfAccountData {
  company: DocumentCompany;
  supplier: DocumentSupplier;
  statement: StatementView;
  printedAt: Date;
  printedBy: string;
  language?: Language;
}

export const STATEMENT_TITLE_ID = 'Laporan Rekening Pemasok';

/** Landscape A4 leaves 770 points between the margins: the money columns get room for trillions with decimals. */
const ENTRY_COLUMNS: TableColumn[] = [
  { header: 'Date / Tanggal', width: 78 },
  { header: 'Type / Jenis', width: 82 },
  { header: 'Number / Reference', width: 196 },
  { header: 'Due date / Jatuh tempo', width: 78 },
  { header: 'Debit', width: 112, align: 'right' },
  { header: 'Credit / Kredit', width: 112, align: 'right' },
  { header: 'Balance / Saldo', width: 112, align: 'right' },
];

/**
 * The running balance's rows of one currency: the opening, every entry, the closing with the period's
 * debits and credits; labels, dates and amounts in the document's language.
 */
export function statementTableRows(doc: Doc, s: Pick<StatementView, 'from' | 'to'>, c: StatementCurrency): TableCell[][] {
  const text = (english: string) => docText(doc, english);
  const bold = (text: string) => ({ text, bold: true, fill: COLORS.totalFill });
  return [
    [bold(docDate(doc, s.from)), { ...bold(text(STATEMENT_LABELS.opening)), colSpan: 5 }, bold(docMoney(doc, c.opening))],
    ...c.rows.map((r) => [
      docDate(doc, r.date),
      r.type,
      r.reference,
      r.dueDate ? docDate(doc, r.dueDate) : '',
      docMoney(doc, r.debit),
      docMoney(doc, r.credit),
      docMoney(doc, r.balance),
    ]),
    [
      bold(docDate(doc, s.to)),
      { ...bold(text(STATEMENT_LABELS.closing)), colSpan: 3 },
      bold(docMoney(doc, c.debits)),
      bold(docMoney(doc, c.credits)),
      bold(docMoney(doc, c.closing)),
    ],
  ];
}

function drawCurrency(doc: Doc, s: StatementView, c: StatementCurrency, runningTitle: string): void {
  const continued = (d: Doc) => drawContinuationHeader(d, `${runningTitle} · ${c.currency}`);
  ensureSpace(doc, 120, continued);
  drawSectionTitle(doc, docTemplate(doc, 'currencySection', { currency: c.currency }));
  drawInfoGrid(
    doc,
    [
      [STATEMENT_LABELS.opening, docMoney(doc, c.opening)],
      ['Debits (invoices)', docMoney(doc, c.debits)],
      ['Credits (debit notes, payments)', docMoney(doc, c.credits)],
      [STATEMENT_LABELS.closing, docMoney(doc, c.closing)],
      [STATEMENT_LABELS.openTotal, docMoney(doc, c.openTotal)],
    ],
    { columns: 5, stacked: true },
  );
  drawTable(doc, { columns: ENTRY_COLUMNS, rows: statementTableRows(doc, s, c), onNewPage: continued });
  doc.y += 10;
  // The ageing block is one header and one row: kept together on a page.
  ensureSpace(doc, 70, continued);
  drawSectionTitle(doc, docTemplate(doc, 'ageingSection', { currency: c.currency, date: docDate(doc, s.asOf) }));
  // The bold total gets the room of a trillion with decimals; the buckets share the rest.
  const totalWidth = 112;
  const width = (contentWidth(doc) - totalWidth) / c.ageing.length;
  drawTable(doc, {
    columns: [
      ...c.ageing.map((b) => ({ header: b.label, width, align: 'right' as const })),
      { header: STATEMENT_LABELS.openTotal, width: totalWidth, align: 'right' },
    ],
    rows: [[...c.ageing.map((b) => docMoney(doc, b.amount)), { text: docMoney(doc, c.openTotal), bold: true }]],
  });
  doc.y += 14;
}

/** Renders the statement of account: header, supplier and period, then per currency its entries with the running balance and its ageing. */
export function renderStatementOfAccount(data: StatementOfAccountData): Promise<Buffer> {
  const s = data.statement;
  const title = `${STATEMENT_LABELS.title} / ${STATEMENT_TITLE_ID}`;
  return renderPdf({ title, layout: 'landscape', printedAt: data.printedAt, printedBy: data.printedBy, language: data.language }, (doc) => {
    const runningTitle = `${docTitle(doc, STATEMENT_LABELS.title, STATEMENT_TITLE_ID)} · ${data.supplier.name}`;
    drawDocumentHeader(doc, data.company, STATEMENT_LABELS.title, STATEMENT_TITLE_ID);
    drawInfoGrid(
      doc,
      [
        ['Supplier / Pemasok', data.supplier.vendorNumber ? `${data.supplier.name} (${data.supplier.vendorNumber})` : data.supplier.name],
        ['Company / Perusahaan', data.company.name],
        ['Vendor ID', String(data.supplier.vendorId)],
        ['Period / Periode', docTemplate(doc, 'periodRange', { from: docDate(doc, s.from), to: docDate(doc, s.to) })],
        ['Ageing as of / Umur per', docDate(doc, s.asOf)],
      ],
      { columns: 3, stacked: true },
    );
    doc.y += 4;
    if (s.currencies.length === 0) {
      doc.font(FONT).fontSize(10).fillColor(COLORS.text);
      doc.text(inLanguage(STATEMENT_MESSAGES.empty, docLanguage(doc)), doc.page.margins.left, doc.y, { width: contentWidth(doc) });
      return;
    }
    for (const c of s.currencies) drawCurrency(doc, s, c, runningTitle);
  });
}
