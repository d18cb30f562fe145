import { useSyncExternalStore } from 'react';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@faktura/domain';

// The chosen language, kept per browser (before login too). Light on purpose: the entry chunk
// carries it; i18next and the catalogues load later (./setup.ts), once the language is known.
const KEY = 'faktura.language';
const listeners = new Set<() => void>();
let current: Language | undefined;

function stored(): Language {
  try {
    const value = window.localStorage.getItem(KEY);
    return isLanguage(value) ? value : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/** The language screens show now. */
export function getLanguage(): Language {
  return (current ??= stored());
}

/** Records the language (in this browser) and redraws what reads it. Call once its texts are loaded. */
export function setLanguage(language: Language): void {
  try {
    window.localStorage.setItem(KEY, language);
  } catch {
    // No storage: the choice lasts until the page is closed.
  }
  // Screen readers pronounce the page in its language (not when the server draws a first screen).
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  if (current === language) return;
  current = language;
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, getLanguage, getLanguage);
}

/** Tests: forget the cached choice (localStorage is cleared between them). */
export function resetLanguageForTests(): void {
  current = undefined;
}
