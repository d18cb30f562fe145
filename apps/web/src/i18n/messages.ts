import { i18nInstance } from './translate';

/**
 * A text raised in English, in the language the screens show: recognised by its English text in
 * one section of the catalogue; one not there stays as it is. The English catalogue is read from
 * i18next, not imported: the login page's entry code stays free of it.
 */
function translateIn(section: 'messages' | 'pageTitles', text: string): string {
  const i18n = i18nInstance();
  if (!i18n?.isInitialized || i18n.language === 'en') return text;
  const texts = (i18n.getResourceBundle('en', 'translation') as Record<string, Record<string, string> | undefined> | undefined)?.[section] ?? {};
  const key = Object.keys(texts).find((k) => texts[k] === text);
  return key ? i18n.t(`${section}.${key}`) : text;
}

/** A validation or server message (raised in English) in the chosen language. */
export function translateMessage(text: string): string {
  return translateIn('messages', text);
}

/** A page title of the route table (English) in the chosen language. */
export function translateTitle(text: string): string {
  return translateIn('pageTitles', text);
}
