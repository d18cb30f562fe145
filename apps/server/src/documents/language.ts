import type { Language } from '@faktura/domain';
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
