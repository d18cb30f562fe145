import fs from 'node:fs';

/** Fonts, colours and the document type shared by the PDF helpers. */
export type Doc = PDFKit.PDFDocument;

const DEJAVU = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
const DEJAVU_BOLD = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';
const haveDejaVu = fs.existsSync(DEJAVU) && fs.existsSync(DEJAVU_BOLD);

/**
 * Fonts, named by their file path: DejaVu covers non-ASCII text (Helvetica, ASCII only, is the
 * fallback when the files are missing). Paths rather than registered aliases because pdfkit's
 * table restores the font by its source, and a source it has not cached is parsed again, per cell.
 */
export const FONT = haveDejaVu ? DEJAVU : 'Helvetica';
export const FONT_BOLD = haveDejaVu ? DEJAVU_BOLD : 'Helvetica-Bold';

export const COLORS = {
  text: '#1f2933',
  muted: '#616e7c',
  rule: '#9aa5b1',
  headerFill: '#e4eaf1',
  totalFill: '#f3f5f7',
  brand: '#1f4e79',
} as const;
