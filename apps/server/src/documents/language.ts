import { formatDate, formatMoney, formatQuantity, type Language } from '@faktura/domain';
import { recognisedIn, serverText } from '../lib/messages-language';
import type { Doc } from './theme';

// The language a document is printed in, set once by renderPdf: the drawing helpers (labels,
// headings, table headers, footers) read it, so each document names its texts in English only.
const LANGUAGES = new WeakMap<Doc, Language>();

export function setDocLanguage(doc: Doc, language: Language): void {
  LANGUAGES.set(doc, language);
}

export function docLanguage(doc: Doc): Language {
  return LANGUAGES.get(doc) ?? 'en';
}

/**
 * A label as English documents print it (most are bilingual: "Supplier / Pemasok") in the
 * document's language: Indonesian documents print the Indonesian alone. Unknown texts stay.
 */
export function docText(doc: Doc, english: string): string {
  return recognisedIn('pdf', english, docLanguage(doc));
}

type Templates = Parameters<typeof serverText<'pdfTemplates'>>[2];

/** A text with values in it ("Invoice 1 of 3: INV-7") in the document's language; English as it always printed. */
export function docTemplate(doc: Doc, key: Templates, values: Record<string, string | number>): string {
  return serverText(docLanguage(doc), 'pdfTemplates', key, values);
}

/** A date of the data (ISO) as the document's language writes it (17-AUG-2026, 17-Agu-2026); a missing one is a dash. */
export function docDate(doc: Doc, value: string | null | undefined): string {
  return formatDate(value, docLanguage(doc)) || '-';
}

/** An amount (decimal string) the language's way: 1,234.50 or 1.234,50. */
export function docMoney(doc: Doc, value: string | number | null | undefined): string {
  return formatMoney(value, docLanguage(doc));
}

/** A number already written with a decimal point (a quantity, a rate), with the decimal comma in Indonesian. */
export function docDecimal(doc: Doc, text: string): string {
  return docLanguage(doc) === 'id' ? text.replace('.', ',') : text;
}

/** A quantity (3 places, no grouping), with the language's decimal mark. */
export function docQuantity(doc: Doc, value: string): string {
  return docDecimal(doc, formatQuantity(value));
}
