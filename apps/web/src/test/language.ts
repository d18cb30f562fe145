import { createElement, type ReactElement } from 'react';
import { loadLanguage } from '../i18n';
import { resetLanguageForTests } from '../i18n/language';
import { LanguageRoot } from '../i18n/language-root';
import { renderWithProviders } from './render';

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

/** Draws `page` as main.tsx does: a language switch redraws everything under LanguageRoot. */
export function renderUnderLanguageRoot(page: ReactElement) {
  return renderWithProviders(createElement(LanguageRoot, null, page));
}
