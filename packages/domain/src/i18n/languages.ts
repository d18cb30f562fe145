// Kept apart from the catalogues: the login page's entry code imports this (which language, how
// dates and amounts read), while a catalogue loads only once its language is chosen.

/** The portal's languages: English (the spec's texts, the default) and Bahasa Indonesia. */
export const LANGUAGES = ['en', 'id'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Each language's name in that language (the switch's options). */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', id: 'Bahasa Indonesia' };

/** A request's language from its Accept-Language header: the first of ours it names, else English. */
export function languageFromHeader(header: string | undefined | null): Language {
  if (!header) return DEFAULT_LANGUAGE;
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase().split('-')[0];
    if (isLanguage(tag)) return tag;
  }
  return DEFAULT_LANGUAGE;
}

export const LANGUAGE_MESSAGES = {
  invalid: 'Language must be en or id',
} as const;
