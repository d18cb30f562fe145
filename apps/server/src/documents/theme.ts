/** Fonts, colours and the document type shared by the PDF helpers. */
export type Doc = PDFKit.PDFDocument;

/** Registered font names (DejaVu covers non-ASCII; Helvetica is the fallback if the files are missing). */
export const FONT = 'body';
export const FONT_BOLD = 'body-bold';
export const DEJAVU = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
export const DEJAVU_BOLD = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';

export const COLORS = {
  text: '#1f2933',
  muted: '#616e7c',
  rule: '#9aa5b1',
  headerFill: '#e4eaf1',
  totalFill: '#f3f5f7',
  brand: '#1f4e79',
} as const;
