import i18next from 'i18next';
import { en } from '@faktura/domain/i18n/en';
import type { Language } from '@faktura/domain';
import { setAntdLocale } from './antd-locale';
import { setLanguage } from './language';
import { setI18nInstance } from './translate';

// Loaded with a dynamic import (./load.ts): i18next (~16 kB gzip) and the catalogues stay out of
// the login page's budgeted entry code. English is always loaded: it is the fallback, and
// messages raised in English are recognised by their English text (./messages.ts).

if (!i18next.isInitialized) {
  void i18next.init({
    resources: { en: { translation: en } },
    lng: 'en',
    fallbackLng: 'en',
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    // The resources are here already: ready at once, no render waits.
    initAsync: false,
  });
  setI18nInstance(i18next);
}

async function loadIndonesian(): Promise<void> {
  const [{ id }, antd] = await Promise.all([import('@faktura/domain/i18n/id'), import('antd/es/locale/id_ID')]);
  i18next.addResourceBundle('id', 'translation', id, true, true);
  setAntdLocale(antd.default);
}

/** Loads a language's texts (and antd's), then makes it the one screens show. */
export async function applyLanguage(language: Language): Promise<void> {
  if (language === 'id') await loadIndonesian();
  else setAntdLocale(undefined);
  await i18next.changeLanguage(language);
  setLanguage(language);
}
