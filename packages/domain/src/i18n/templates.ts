/** A message built with values, recognised: its template's key and the values it was built with. */
export type TemplateMatch = { key: string; values: Record<string, string> };

const fixedLength = (template: string) => template.replace(/\{\{\w+\}\}/g, '').length;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Recognises messages built from English templates ("Batch {{no}} is already submitted"), so the
 * server and the screens can word them in another language with the same values. The most
 * specific template is tried first (the most fixed text): "File line {{line}}: {{breach}}" must
 * not take a message that a longer template words exactly.
 */
export function templateMatcher(templates: Readonly<Record<string, string>>): (message: string) => TemplateMatch | undefined {
  const patterns = Object.entries(templates)
    .sort(([, a], [, b]) => fixedLength(b) - fixedLength(a))
    .map(([key, text]) => {
      const seen = new Set<string>();
      const source = text
        .split(/(\{\{\w+\}\})/)
        .map((part) => {
          const name = /^\{\{(\w+)\}\}$/.exec(part)?.[1];
          if (!name) return escapeRegExp(part);
          if (seen.has(name)) return `\\k<${name}>`;
          seen.add(name);
          return `(?<${name}>.+?)`;
        })
        .join('');
      return { key, pattern: new RegExp(`^${source}$`, 's') };
    });
  return (message) => {
    for (const { key, pattern } of patterns) {
      const values = pattern.exec(message)?.groups;
      if (values) return { key, values: { ...values } };
    }
    return undefined;
  };
}

const ENGLISH_MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const ENGLISH_DATE = /^(\d{2})-([A-Z]{3})-(\d{4})$/;

/**
 * The values of a recognised message with each date (DD-MMM-YYYY, as the server writes them in
 * English) written with `months` (the reader's twelve month names, January first): "20-NOV-2026"
 * in an Indonesian sentence reads "20-Nov-2026", "17-AUG-2026" reads "17-Agu-2026".
 */
export function withDatesIn(values: Record<string, string>, months: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => {
      const date = ENGLISH_DATE.exec(value);
      const month = date ? ENGLISH_MONTHS.indexOf(date[2]!) : -1;
      return [name, date && month >= 0 && months[month] ? `${date[1]}-${months[month]}-${date[3]}` : value];
    }),
  );
}
