import i18next from 'i18next';
import { languageFromHeader, type Language } from '@faktura/domain';
import { en } from '@faktura/domain/i18n/en';
import { id } from '@faktura/domain/i18n/id';
import { messageKey } from '@faktura/domain/i18n/messages';
import { templateMatcher, withDatesIn } from '@faktura/domain/i18n/templates';

// The server's own i18next instance (not the global one): the same catalogues as the web's.
const i18n = i18next.createInstance();
void i18n.init({
  resources: { en: { translation: en }, id: { translation: id } },
  lng: 'en',
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** The language a request's answers are in: the web sends the user's as Accept-Language. */
export function requestLanguage(headers: { 'accept-language'?: string | undefined }): Language {
  return languageFromHeader(headers['accept-language']);
}

/**
 * A message raised in English, in `language`. Messages are raised in English everywhere (the
 * spec's texts); those in the catalogue are recognised by that text. One not there yet stays English.
 */
export function inLanguage(message: string, language: Language): string {
  if (language === 'en') return message;
  const key = messageKey(message);
  return key ? i18n.t(key, { lng: language }) : fromTemplate(message, language);
}

const matchTemplate = templateMatcher(en.server.messageTemplates);

/** A message built with a value, recognised by its English template and worded in `language` with the same values. */
function fromTemplate(message: string, language: Language): string {
  const match = matchTemplate(message);
  if (!match) return message;
  const months = i18n.t('common.months', { lng: language }).split(' ');
  return i18n.t(`server.messageTemplates.${match.key}`, { ...withDatesIn(match.values, months), lng: language });
}

/** The English texts of what the server writes (e-mails, PDFs, exports), by section. */
type ServerSections = (typeof en)['server'];

/**
 * A text of the catalogue's `server` section in `language`, with its {{placeholders}} filled in:
 * `serverText('id', 'mail', 'paidSubject', { invoiceNo })`. English equals the domain's texts (tested).
 */
export function serverText<S extends keyof ServerSections>(
  language: Language,
  section: S,
  key: keyof ServerSections[S] & string,
  values: Record<string, string | number> = {},
): string {
  return i18n.t(`server.${section}.${key}`, { ...values, lng: language });
}

/** The sections of `server` whose texts are recognised by their English text (not built from keys). */
type RecognisedSection = 'exportHeaders' | 'pdf';
const BY_ENGLISH: Record<RecognisedSection, Map<string, string>> = {
  exportHeaders: new Map(Object.entries(en.server.exportHeaders).map(([key, text]) => [text as string, key])),
  pdf: new Map(Object.entries(en.server.pdf).map(([key, text]) => [text as string, key])),
};

/** A text of `section` written in English (an export header, a PDF label) in `language`; one not in the catalogue stays as it is. */
export function recognisedIn(section: RecognisedSection, text: string, language: Language): string {
  const key = language === 'en' ? undefined : BY_ENGLISH[section].get(text);
  return key ? i18n.t(`server.${section}.${key}`, { lng: language }) : text;
}

/** A spreadsheet export's column header (the spec's English) in `language`. */
export const exportHeaderIn = (header: string, language: Language) => recognisedIn('exportHeaders', header, language);

/**
 * A text of another area's section of the catalogue, by its full key (e.g. the reports area's ERP
 * refusals, which the supplier's screens show too); the key itself when the catalogue has none.
 */
export function catalogueText(language: Language, key: string, values: Record<string, string | number> = {}): string {
  return i18n.exists(key, { lng: language }) ? i18n.t(key, { ...values, lng: language }) : key;
}
