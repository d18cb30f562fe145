import { templateMatcher, withDatesIn, type TemplateMatch } from '@faktura/domain/i18n/templates';
import { i18nInstance } from './translate';

type Bundle = Record<string, Record<string, unknown> | undefined>;

/** The English catalogue as loaded (read from i18next, not imported: the login page's entry code stays free of it). */
const englishBundle = () => i18nInstance()?.getResourceBundle('en', 'translation') as Bundle | undefined;

/**
 * A text raised in English, in the language the screens show: recognised by its English text in
 * one section of the catalogue; one not there stays as it is.
 */
function translateIn(section: 'messages' | 'pageTitles', text: string): string | undefined {
  const i18n = i18nInstance();
  const texts = (englishBundle()?.[section] ?? {}) as Record<string, string>;
  const key = Object.keys(texts).find((k) => texts[k] === text);
  return key && i18n ? i18n.t(`${section}.${key}`) : undefined;
}

// The templates of messages built with values, recognised once the whole catalogue is loaded.
let templates: { source: unknown; match: (message: string) => TemplateMatch | undefined } | undefined;

function fromTemplate(text: string): string | undefined {
  const i18n = i18nInstance();
  const source = (englishBundle()?.server as { messageTemplates?: Record<string, string> } | undefined)?.messageTemplates;
  if (!i18n || !source) return undefined;
  if (templates?.source !== source) templates = { source, match: templateMatcher(source) };
  const match = templates.match(text);
  return match ? i18n.t(`server.messageTemplates.${match.key}`, withDatesIn(match.values, i18n.t('common.months').split(' '))) : undefined;
}

const showsEnglish = () => {
  const i18n = i18nInstance();
  return !i18n?.isInitialized || i18n.language === 'en';
};

/** A validation or server message (raised in English, fixed or built with values) in the chosen language. */
export function translateMessage(text: string): string {
  if (showsEnglish()) return text;
  return translateIn('messages', text) ?? fromTemplate(text) ?? text;
}

/** A page title of the route table (English) in the chosen language. */
export function translateTitle(text: string): string {
  if (showsEnglish()) return text;
  return translateIn('pageTitles', text) ?? text;
}
