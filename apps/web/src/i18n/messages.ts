import { i18nInstance } from './translate';

/**
 * A message raised in English (a form's own check, or a server answer still in English) in the
 * language the screens show: recognised by its English text in the catalogue's `messages`; one not
 * there stays as it is. The English catalogue is read from i18next, not imported: the login page's
 * entry code stays free of it.
 */
export function translateMessage(text: string): string {
  const i18n = i18nInstance();
  if (!i18n?.isInitialized || i18n.language === 'en') return text;
  const messages = (i18n.getResourceBundle('en', 'translation') as { messages?: Record<string, string> } | undefined)?.messages ?? {};
  const key = Object.keys(messages).find((k) => messages[k] === text);
  return key ? i18n.t(`messages.${key}`) : text;
}
