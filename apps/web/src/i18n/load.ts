import type { Language } from '@faktura/domain';
import { getLanguage } from './language';

/**
 * Loads i18next, the catalogues and antd's and dayjs' locales for `language`, then switches the
 * screens to it. A dynamic import: the entry chunk stays within the login page's budget.
 */
export async function loadLanguage(language: Language): Promise<void> {
  const { applyLanguage } = await import('./setup');
  await applyLanguage(language);
}

/** The rest of the catalogues, past the login page's own texts: awaited beside a signed-in screen's chunk. */
export async function completeCatalogues(): Promise<void> {
  // The catalogues' chunks download beside i18next's rather than after it: a screen opened by its
  // link waited for one more round trip once i18next had run. setup.ts imports them again and
  // gets these same modules.
  const catalogues = [import('@faktura/domain/i18n/en'), getLanguage() === 'id' ? import('@faktura/domain/i18n/id') : undefined];
  const [setup] = await Promise.all([import('./setup'), ...catalogues]);
  await setup.completeCatalogues();
}
