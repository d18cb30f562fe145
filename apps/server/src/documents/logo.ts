import fs from 'node:fs';
import { COLORS, FONT_BOLD, type Doc } from './theme';

/** The goods-receipt logo is 100 wide for org 82, 50 for every other company. */
export function logoWidthFor(orgId: number): number {
  return orgId === 82 ? 100 : 50;
}

/** Height of the placeholder box drawn when there is no readable logo file. */
export const PLACEHOLDER_LOGO_HEIGHT = 50;

/** Up to two initials from the significant words of a company name ("PT Sumber Makmur Tbk" → "SM"). */
export function companyInitials(name: string): string {
  const legalForms = new Set(['PT', 'CV', 'TBK', 'UD', 'PD', 'FA', 'KOPERASI', 'PERSERO', 'LTD', 'INC']);
  const words = name.split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 0 && !legalForms.has(w.toUpperCase()));
  const letters = words.slice(0, 2).map((w) => w.charAt(0).toUpperCase());
  return letters.join('') || name.trim().charAt(0).toUpperCase() || '?';
}

type OpenedImage = { width: number; height: number };

/** Reads a PNG/JPEG logo; null when the path is missing, unreadable or not an image pdfkit understands. */
function readLogo(doc: Doc, logoPath: string | null): { data: Buffer; image: OpenedImage } | null {
  if (!logoPath) return null;
  try {
    const data = fs.readFileSync(logoPath);
    const image = (doc as unknown as { openImage(src: Buffer): OpenedImage }).openImage(data);
    if (!(image.width > 0 && image.height > 0)) return null;
    return { data, image };
  } catch {
    return null;
  }
}

/**
 * Draws the company logo (or a placeholder with the company's initials in a rounded box) at (x, y)
 * with the width rule above. Returns the drawn box so the caller can lay text out beside it.
 */
export function drawLogo(
  doc: Doc,
  company: { name: string; orgId: number; logoPath: string | null },
  x: number,
  y: number,
): { width: number; height: number; placeholder: boolean } {
  const width = logoWidthFor(company.orgId);
  const logo = readLogo(doc, company.logoPath);
  if (logo) {
    const height = (width * logo.image.height) / logo.image.width;
    doc.image(logo.data, x, y, { width });
    return { width, height, placeholder: false };
  }
  const height = PLACEHOLDER_LOGO_HEIGHT;
  const initials = companyInitials(company.name);
  doc.save();
  doc.roundedRect(x, y, width, height, 8).fill(COLORS.brand);
  const size = Math.min(height * 0.42, (width * 0.8) / Math.max(1, initials.length * 0.72));
  doc.font(FONT_BOLD).fontSize(size).fillColor('#ffffff');
  const textHeight = doc.currentLineHeight();
  doc.text(initials, x, y + (height - textHeight) / 2, { width, align: 'center', lineBreak: false });
  doc.restore();
  return { width, height, placeholder: true };
}
