import type { i18n as I18n } from 'i18next';
import type { en } from '@faktura/domain/i18n/en';
import { useLanguage } from './language';

// i18next's own lookup and interpolation, reached through this holder rather than react-i18next:
// react-i18next's hook imports i18next itself (~16 kB gzip), which would then load with the login
// page's entry code. ./setup.ts (a dynamic import) creates the instance and hands it over here.
let instance: I18n | undefined;

export function setI18nInstance(next: I18n): void {
  instance = next;
}

export function i18nInstance(): I18n | undefined {
  return instance;
}

/** Every key of the catalogue, dotted ('login.username'): a mistyped key does not compile. */
type Paths<T> = { [K in keyof T & string]: T[K] extends string ? K : `${K}.${Paths<T[K]>}` }[keyof T & string];
export type MessageKey = Paths<typeof en>;

/** A text of the catalogue in the chosen language; {{name}} placeholders filled from `values`. */
export function t(key: MessageKey, values?: Record<string, string | number>): string {
  return instance ? instance.t(key, values) : key;
}

/** A menu entry's label in the chosen language, by its key in menu.ts; English where none is given. */
export function menuLabel(key: string, english: string): string {
  const path = `menu.${key}`;
  return instance && instance.language !== 'en' && instance.exists(path) ? instance.t(path) : english;
}

/** `t` for a component: it is drawn again when the language changes. */
export function useT(): typeof t {
  useLanguage();
  return t;
}
