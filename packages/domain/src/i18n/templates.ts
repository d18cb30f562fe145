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
