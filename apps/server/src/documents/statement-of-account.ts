import { formatMoney, STATEMENT_LABELS, STATEMENT_MESSAGES, type Language, type StatementCurrency, type StatementView } from '@faktura/domain';
import { inLanguage } from '../lib/messages-language';
import { docLanguage, docTemplate, docText } from './language';
import {
  contentWidth,
  drawContinuationHeader,
  drawDocumentHeader,
  drawInfoGrid,
  drawSectionTitle,
  docTitle,
  ensureSpace,
  renderPdf,
  showDate,
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
 * debits and credits. `text`: the opening and closing labels in the document's language.
 */
export function statementTableRows(s: Pick<StatementView, 'from' | 'to'>, c: StatementCurrency, text = (english: string) => english): TableCell[][] {
  const bold = (text: string) => ({ text, bold: true, fill: COLORS.totalFill });
  return [
    [bold(showDate(s.from)), { ...bold(text(STATEMENT_LABELS.opening)), colSpan: 5 }, bold(formatMoney(c.opening))],
    ...c.rows.map((r) => [
      showDate(r.date),
      r.type,
      r.reference,
      r.dueDate ? showDate(r.dueDate) : '',
      formatMoney(r.debit),
      formatMoney(r.credit),
      formatMoney(r.balance),
    ]),
    [
      bold(showDate(s.to)),
      { ...bold(text(STATEMENT_LABELS.closing)), colSpan: 3 },
      bold(formatMoney(c.debits)),
      bold(formatMoney(c.credits)),
      bold(formatMoney(c.closing)),
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
      [STATEMENT_LABELS.opening, formatMoney(c.opening)],
      ['Debits (invoices)', formatMoney(c.debits)],
      ['Credits (debit notes, payments)', formatMoney(c.credits)],
      [STATEMENT_LABELS.closing, formatMoney(c.closing)],
      [STATEMENT_LABELS.openTotal, formatMoney(c.openTotal)],
    ],
    { columns: 5, stacked: true },
  );
  drawTable(doc, { columns: ENTRY_COLUMNS, rows: statementTableRows(s, c, (english) => docText(doc, english)), onNewPage: continued });
  doc.y += 10;
  // The ageing block is one header and one row: kept together on a page.
  ensureSpace(doc, 70, continued);
  drawSectionTitle(doc, docTemplate(doc, 'ageingSection', { currency: c.currency, date: showDate(s.asOf) }));
  // The bold total gets the room of a trillion with decimals; the buckets share the rest.
  const totalWidth = 112;
  const width = (contentWidth(doc) - totalWidth) / c.ageing.length;
  drawTable(doc, {
    columns: [
      ...c.ageing.map((b) => ({ header: b.label, width, align: 'right' as const })),
      { header: STATEMENT_LABELS.openTotal, width: totalWidth, align: 'right' },
    ],
    rows: [[...c.ageing.map((b) => formatMoney(b.amount)), { text: formatMoney(c.openTotal), bold: true }]],
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
        ['Period / Periode', docTemplate(doc, 'periodRange', { from: showDate(s.from), to: showDate(s.to) })],
        ['Ageing as of / Umur per', showDate(s.asOf)],
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
