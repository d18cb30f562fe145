import { loadLanguage } from '../i18n';
import { resetLanguageForTests } from '../i18n/language';

/** Runs `body` with the screens in Bahasa Indonesia, then back to English for the other tests. */
export async function inIndonesian(body: () => Promise<void>): Promise<void> {
  await loadLanguage('id');
  try {
    await body();
  } finally {
    await loadLanguage('en');
    resetLanguageForTests();
  }
}
