import type { Language } from '@faktura/domain';

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
  const setup = await import('./setup');
  await setup.completeCatalogues();
}
