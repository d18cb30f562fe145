import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { INTAKE_LIMITS, INTAKE_MESSAGES } from '@faktura/domain';
import { badRequest } from '../../lib/errors';

/** An element with its namespace resolved: what the readers walk, whatever prefixes the sender chose. */
export type XmlElement = { ns: string; local: string; attrs: Record<string, string>; children: XmlElement[]; text: string };

/**
 * Refuses what no invoice needs before a parser sees it: a DOCTYPE or ENTITY declaration (the
 * door to external entities and to entity expansion bombs), more elements or deeper nesting
 * than a real invoice has. One pass that visits each character once (no regular expression
 * that could backtrack over a hostile file), so a file costs its size, never recursion. What
 * is malformed is left to the parser's own check after.
 */
function preflight(text: string) {
  if (/<!DOCTYPE/i.test(text) || /<!ENTITY/i.test(text)) throw badRequest(INTAKE_MESSAGES.doctype);
  let depth = 0;
  let elements = 0;
  const skipTo = (from: number, end: string) => {
    const at = text.indexOf(end, from);
    return at < 0 ? text.length : at + end.length;
  };
  let i = text.indexOf('<');
  while (i >= 0 && i < text.length) {
    if (text.startsWith('<!--', i)) i = skipTo(i + 4, '-->');
    else if (text.startsWith('<![CDATA[', i)) i = skipTo(i + 9, ']]>');
    else if (text.startsWith('<?', i)) i = skipTo(i + 2, '?>');
    else if (text[i + 1] === '/') {
      depth -= 1;
      i = skipTo(i + 2, '>');
    } else {
      // A start tag: its end is the first '>' outside quotes; a quoted value never holds '<'.
      let j = i + 1;
      let quote = '';
      for (; j < text.length; j += 1) {
        const c = text[j]!;
        if (quote) {
          if (c === quote) quote = '';
          else if (c === '<') break;
        } else if (c === '"' || c === "'") quote = c;
        else if (c === '>' || c === '<') break;
      }
      if (text[j] !== '>') return; // malformed: the parser says where
      elements += 1;
      if (elements > INTAKE_LIMITS.elements) throw badRequest(INTAKE_MESSAGES.tooManyElements(INTAKE_LIMITS.elements));
      if (text[j - 1] !== '/') {
        depth += 1;
        if (depth > INTAKE_LIMITS.depth) throw badRequest(INTAKE_MESSAGES.tooDeep(INTAKE_LIMITS.depth));
      }
      i = j + 1;
    }
    i = text.indexOf('<', i);
  }
}

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  // Only the predefined and numeric character references: any declared entity was refused above.
  processEntities: true,
  htmlEntities: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
});

type Ordered = Record<string, unknown> & { ':@'?: Record<string, string> };

function toElement(node: Ordered, scope: Map<string, string>): XmlElement | null {
  const name = Object.keys(node).find((k) => k !== ':@');
  if (!name || name === '#text' || name.startsWith('?')) return null;
  const attrs = node[':@'] ?? {};
  let local = new Map(scope);
  for (const [key, value] of Object.entries(attrs)) {
    if (key === 'xmlns') local.set('', value);
    else if (key.startsWith('xmlns:')) local.set(key.slice(6), value);
  }
  if (local.size === scope.size && [...local].every(([k, v]) => scope.get(k) === v)) local = scope;
  const colon = name.indexOf(':');
  const prefix = colon < 0 ? '' : name.slice(0, colon);
  const element: XmlElement = { ns: local.get(prefix) ?? '', local: colon < 0 ? name : name.slice(colon + 1), attrs, children: [], text: '' };
  const texts: string[] = [];
  for (const child of (node[name] as Ordered[]) ?? []) {
    if ('#text' in child) texts.push(String(child['#text']));
    else {
      const el = toElement(child, local);
      if (el) element.children.push(el);
    }
  }
  element.text = texts.join('');
  return element;
}

/**
 * The document element of an XML text, namespaces resolved; a refusal (400, the catalogue's
 * message) for anything hostile, too large or not well-formed.
 */
export function parseXml(bytes: Buffer): XmlElement {
  if (bytes.length > INTAKE_LIMITS.xmlBytes) throw badRequest(INTAKE_MESSAGES.xmlTooLarge(INTAKE_LIMITS.xmlBytes / (1024 * 1024)));
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  preflight(text);
  const valid = XMLValidator.validate(text, { allowBooleanAttributes: false });
  if (valid !== true) throw badRequest(INTAKE_MESSAGES.notWellFormed(`${valid.err.msg} (line ${valid.err.line})`));
  const root = (parser.parse(text) as Ordered[]).map((n) => toElement(n, new Map([['xml', 'http://www.w3.org/XML/1998/namespace']]))).find(Boolean);
  if (!root) throw badRequest(INTAKE_MESSAGES.notWellFormed('no root element'));
  return root;
}

export function child(el: XmlElement | undefined, ns: string, local: string): XmlElement | undefined {
  return el?.children.find((c) => c.ns === ns && c.local === local);
}

export function childrenOf(el: XmlElement | undefined, ns: string, local: string): XmlElement[] {
  return el ? el.children.filter((c) => c.ns === ns && c.local === local) : [];
}

/** Follows a path of [namespace, name] steps, first match at each. */
export function at(el: XmlElement | undefined, ...path: Array<[string, string]>): XmlElement | undefined {
  let current = el;
  for (const [ns, local] of path) current = child(current, ns, local);
  return current;
}

export function textAt(el: XmlElement | undefined, ...path: Array<[string, string]>): string | null {
  const found = at(el, ...path);
  const text = found?.text.trim();
  return text ? text : null;
}
