import type { Language } from '@faktura/domain';

/**
 * Loads i18next, the catalogues and antd's and dayjs' locales for `language`, then switches the
 * screens to it. A dynamic import: the entry chunk stays within the login page's budget.
 */
export async function loadLanguage(language: Language): Promise<void> {
  const { applyLanguage } = await import('./setup');
  await applyLanguage(language);
}
