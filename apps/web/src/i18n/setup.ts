import i18next from 'i18next';
import { first as firstEn, firstMessages as firstMessagesEn } from '@faktura/domain/i18n/en/first';
import type { Language } from '@faktura/domain';
import { setAntdLocale } from './antd-locale';
import { setLanguage } from './language';
import { setI18nInstance } from './translate';

// Loaded with a dynamic import (./load.ts): i18next (~16 kB gzip) and the catalogues stay out of
// the login page's budgeted entry code. English is always loaded: it is the fallback, and
// messages raised in English are recognised by their English text (./messages.ts).
// The first paint waits only for the login page's own texts (en/first.ts); the whole catalogue
// comes with the signed-in screens (completeCatalogues, awaited beside their chunks).

if (!i18next.isInitialized) {
  void i18next.init({
    resources: { en: { translation: { ...firstEn, messages: firstMessagesEn } } },
    lng: 'en',
    fallbackLng: 'en',
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    // The resources are here already: ready at once, no render waits.
    initAsync: false,
  });
  setI18nInstance(i18next);
}

/** Whether the screens past the login page need every text: then each language loads all of its catalogue. */
let complete = false;

const add = (language: Language, texts: object) => i18next.addResourceBundle(language, 'translation', texts, true, true);

async function loadIndonesian(): Promise<void> {
  const [{ first, firstMessages }, whole, antd] = await Promise.all([
    import('@faktura/domain/i18n/id/first'),
    complete ? import('@faktura/domain/i18n/id') : undefined,
    import('antd/es/locale/id_ID'),
  ]);
  add('id', { ...first, messages: firstMessages });
  if (whole) add('id', whole.id);
  setAntdLocale(antd.default);
}

/** Loads a language's texts (and antd's), then makes it the one screens show. */
export async function applyLanguage(language: Language): Promise<void> {
  if (language === 'id') await loadIndonesian();
  else setAntdLocale(undefined);
  await i18next.changeLanguage(language);
  setLanguage(language);
}

/** Every text of English and of the language shown: before a signed-in screen (or an e-mail's page) draws. */
export async function completeCatalogues(): Promise<void> {
  if (complete) return;
  complete = true;
  const [{ en }, indonesian] = await Promise.all([
    import('@faktura/domain/i18n/en'),
    i18next.hasResourceBundle('id', 'translation') ? import('@faktura/domain/i18n/id') : undefined,
  ]);
  add('en', en);
  if (indonesian) add('id', indonesian.id);
}
