/** What every UBL 2.1 document the portal writes shares: its common namespaces and how text goes in. */
export const UBL_NS = {
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
} as const;

// Characters XML 1.0 cannot carry at all (C0 controls but tab/newline/return, lone surrogates, U+FFFE/FFFF).
// eslint-disable-next-line no-control-regex -- the control characters are what it matches
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Text as xmlbuilder2 must be given it: it escapes "&" only when what follows does not look like
 * an entity reference, so a user's "A&x;" would reach the file as an undefined entity (and
 * "&amp;" as "&"). Escaping every "&" first makes it keep them all as written.
 */
export function xmlText(text: string): string {
  return text.replace(NOT_XML, '').replace(/&/g, '&amp;');
}
