import { ensureSpace, type InfoItem } from './layout';
import { docLanguage, docText } from './language';
import { COLORS, FONT, FONT_BOLD, type Doc } from './theme';

/** Right-aligned label/amount lines (totals), bold last line; `width` is the block width. */
export function drawTotalsBlock(doc: Doc, lines: InfoItem[], width = 330): void {
  const x = doc.page.width - doc.page.margins.right - width;
  const valueWidth = 120;
  let y = doc.y;
  lines.forEach(([label, value], i) => {
    const last = i === lines.length - 1;
    if (last)
      doc
        .save()
        .rect(x, y - 3, width, 17)
        .fill(COLORS.totalFill)
        .restore();
    doc
      .font(last ? FONT_BOLD : FONT)
      .fontSize(9)
      .fillColor(COLORS.text);
    doc.text(docText(doc, label), x + 4, y, { width: width - valueWidth - 8, lineBreak: false, ellipsis: true });
    doc.text(value, x + width - valueWidth - 4, y, { width: valueWidth, align: 'right', lineBreak: false });
    y += last ? 17 : 13;
  });
  doc.x = doc.page.margins.left;
  doc.y = y + 4;
}

/**
 * Signature boxes side by side on the right (e.g. Diserahkan oleh / Diterima oleh), each with name and
 * date lines; an Indonesian document prints the Indonesian of the English line alone.
 */
export function drawSignatureBoxes(doc: Doc, labels: Array<[indonesian: string, english: string]>, onNewPage?: (doc: Doc) => void): void {
  const boxWidth = 170;
  const boxHeight = 92;
  const gap = 16;
  ensureSpace(doc, boxHeight + 14, onNewPage);
  const right = doc.page.width - doc.page.margins.right;
  const y = doc.y + 8;
  labels.forEach(([indonesian, english], i) => {
    const x = right - (labels.length - i) * boxWidth - (labels.length - 1 - i) * gap;
    doc.save().rect(x, y, boxWidth, boxHeight).lineWidth(0.7).stroke(COLORS.rule).restore();
    const onlyIndonesian = docLanguage(doc) === 'id';
    doc.font(FONT_BOLD).fontSize(9).fillColor(COLORS.text);
    doc.text(onlyIndonesian ? docText(doc, english) : indonesian, x, y + 6, { width: boxWidth, align: 'center' });
    doc.font(FONT).fontSize(7.5).fillColor(COLORS.muted);
    if (!onlyIndonesian) doc.text(english, x, doc.y, { width: boxWidth, align: 'center' });
    const lineY = y + boxHeight - 26;
    doc
      .save()
      .moveTo(x + 14, lineY)
      .lineTo(x + boxWidth - 14, lineY)
      .lineWidth(0.5)
      .stroke(COLORS.muted)
      .restore();
    doc.text(docText(doc, 'Nama / Name'), x + 14, lineY + 3, { width: boxWidth - 28 });
    doc.text(docText(doc, 'Tanggal / Date:'), x + 14, lineY + 13, { width: boxWidth - 28 });
  });
  doc.x = doc.page.margins.left;
  doc.y = y + boxHeight + 8;
  doc.fillColor(COLORS.text);
}
