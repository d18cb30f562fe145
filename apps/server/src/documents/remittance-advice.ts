import { formatPphRate, REMITTANCE_LABELS, REMITTANCE_MESSAGES, type Language, type RemittanceAdviceView } from '@faktura/domain';
import { inLanguage } from '../lib/messages-language';
import { docDate, docDecimal, docLanguage, docMoney, docTemplate } from './language';
import { drawTotalsBlock } from './blocks';
import {
  drawContinuationHeader,
  drawDocumentHeader,
  drawInfoGrid,
  drawSectionTitle,
  ensureSpace,
  renderPdf,
  type DocumentCompany,
  type DocumentSupplier,
  type Doc,
} from './layout';
import { drawTable, type TableColumn } from './table';
import { COLORS, FONT } from './theme';

export interface RemittanceAdviceData {
  /** The payer: the buyer's company that made the payment. */
  company: DocumentCompany;
  /** The payee. */
  supplier: DocumentSupplier;
  advice: RemittanceAdviceView;
  printedAt: Date;
  printedBy: string;
  language?: Language;
}

export const REMITTANCE_TITLE_ID = 'Bukti Pembayaran';

/** Landscape A4: 770 pt of content width. */
const COLUMNS: TableColumn[] = [
  { header: 'No', width: 24, align: 'right' },
  { header: `${REMITTANCE_LABELS.invoiceNumber}\nNo. Invoice`, width: 112 },
  { header: `${REMITTANCE_LABELS.invoiceDate}\nTgl Invoice`, width: 66 },
  { header: `${REMITTANCE_LABELS.fakturNo}\nNo. Faktur Pajak`, width: 106 },
  { header: `${REMITTANCE_LABELS.gross}\nBruto`, width: 90, align: 'right' },
  { header: `${REMITTANCE_LABELS.pphCode}\nKode PPh`, width: 52 },
  { header: `${REMITTANCE_LABELS.pphRate}\nTarif`, width: 40, align: 'right' },
  { header: `${REMITTANCE_LABELS.pphWithheld}\nPPh Dipotong`, width: 84, align: 'right' },
  { header: `${REMITTANCE_LABELS.slipNumber}\nBukti Potong`, width: 106 },
  { header: `${REMITTANCE_LABELS.netPaid}\nDibayar`, width: 90, align: 'right' },
];

function payeeLabel(supplier: DocumentSupplier): string {
  return supplier.vendorNumber ? `${supplier.name} (${supplier.vendorNumber})` : supplier.name;
}

/** The bank line: bank, account number and holder, whichever the ERP has. */
export function bankLine(p: RemittanceAdviceView['payment']): string {
  return [p.bankName, p.bankAccountNum, p.bankAccountName].filter((v) => v.trim() !== '').join(' · ');
}

/**
 * The remittance advice of one payment: payer and payee, the payment (date, reference, bank,
 * currency), one row per invoice it settles, and the totals; figures straight from the advice the
 * screen and the UBL file show.
 */
export function renderRemittanceAdvice(data: RemittanceAdviceData): Promise<Buffer> {
  const { advice } = data;
  const p = advice.payment;
  const title = REMITTANCE_LABELS.title;
  return renderPdf(
    { title: `${title} ${p.checkNum}`, layout: 'landscape', printedAt: data.printedAt, printedBy: data.printedBy, language: data.language },
    (doc) => {
      drawDocumentHeader(doc, data.company, title, REMITTANCE_TITLE_ID);
      drawInfoGrid(
        doc,
        [
          ['Payer / Pembayar', data.company.name],
          ['Supplier / Pemasok', payeeLabel(data.supplier)],
          [`${REMITTANCE_LABELS.paymentDate} / Tgl Bayar`, docDate(doc, p.checkDate)],
          [`${REMITTANCE_LABELS.reference} / Referensi`, p.checkNum],
          [`${REMITTANCE_LABELS.bank} / Bank`, bankLine(p)],
          ['Currency / Mata Uang', p.currencyCode],
          [`${REMITTANCE_LABELS.paymentAmount} / Jumlah Bayar`, `${p.currencyCode} ${docMoney(doc, advice.totals.paymentAmount)}`],
          ['Invoices / Jumlah Invoice', String(advice.lines.length)],
        ],
        { columns: 2 },
      );
      const continued = (d: Doc) => drawContinuationHeader(d, `${docLanguage(d) === 'id' ? REMITTANCE_TITLE_ID : title} ${p.checkNum}`);
      drawSectionTitle(doc, 'Invoices settled / Invoice yang dibayar');
      drawTable(doc, {
        columns: COLUMNS,
        rows: advice.lines.map((l, i) => [
          String(i + 1),
          l.invoiceNum,
          docDate(doc, l.invoiceDate),
          l.fakturNo ?? '-',
          docMoney(doc, l.gross),
          l.pphCode ?? '-',
          docDecimal(doc, formatPphRate(l.pphRate)) || '-',
          docMoney(doc, l.pphAmount),
          l.slipNumber ? `${l.slipNumber}${l.slipDate ? `\n${docDate(doc, l.slipDate)}` : ''}` : '-',
          docMoney(doc, l.netPaid),
        ]),
        onNewPage: continued,
      });
      doc.y += 10;
      ensureSpace(doc, 90, continued);
      drawTotalsBlock(doc, [
        [`${REMITTANCE_LABELS.gross} / Bruto`, docMoney(doc, advice.totals.gross)],
        [`${REMITTANCE_LABELS.pphWithheld} / PPh Dipotong`, docMoney(doc, advice.totals.withheld)],
        [`${REMITTANCE_LABELS.netPaid} / Dibayar`, docMoney(doc, advice.totals.netOfLines)],
        [docTemplate(doc, 'paymentAmountIn', { currency: p.currencyCode }), docMoney(doc, advice.totals.paymentAmount)],
      ]);
      if (advice.mismatch) {
        doc.font(FONT).fontSize(9).fillColor(COLORS.text);
        doc.text(inLanguage(REMITTANCE_MESSAGES.totalsDisagree, docLanguage(doc)), doc.page.margins.left, doc.y + 4, {
          width: doc.page.width - doc.page.margins.left - doc.page.margins.right,
        });
      }
    },
  );
}
