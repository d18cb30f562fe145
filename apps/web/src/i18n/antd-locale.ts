import type { Locale } from 'antd/es/locale';

// antd's texts in the chosen language, set by ./setup.ts once loaded; read by AntdTheme. A module
// of its own so AntdTheme does not import i18next.
let locale: Locale | undefined;

/** antd's own texts (pagination, empty tables, pickers); undefined = antd's English. */
export function antdLocale(): Locale | undefined {
  return locale;
}

export function setAntdLocale(next: Locale | undefined): void {
  locale = next;
}
