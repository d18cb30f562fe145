import fc from 'fast-check';

/**
 * What careless clients and attackers send instead of what a contract asks for (issue 7): NUL and
 * other control characters, lone surrogates, impossible dates and dates at the calendar's edge,
 * numbers beyond the columns, huge texts, deep nesting, prototype keys, and text that looks like a
 * number, a path or SQL.
 */

const HOSTILE_TEXT = [
  '',
  ' ',
  '\u0000',
  'INV\u0000-1',
  '\u0001\u001b[31m\u007f',
  '\t\r\n',
  '\u0085\u2028\u2029',
  '\ud800',
  'a\udfffb',
  '\udbff',
  'INV\udc00',
  // A pair the wrong way round: low then high, both lone.
  '\udc00\ud800',
  'x\ude00\ud83d',
  '💥\ud83d',
  '\u202eevil',
  '\ufeffBOM',
  '💥'.repeat(31),
  'Z̵̡̛̖a̷l̸g̴o',
  "' or '1'='1",
  "'; drop table invoices; --",
  '%',
  '%00',
  '%s%n',
  '\\',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '${7*7}',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-0',
  '-1',
  '0',
  '007',
  '0x10',
  '1e3',
  '1e999',
  '+5',
  ' 5',
  '1.5',
  '2147483648',
  '9007199254740993',
  '-2147483649',
  '99999999999999999.99',
  '2026-02-30',
  '2026-13-01',
  '0000-01-01',
  '2026-00-10',
  '2025-02-29',
  '9999-12-31',
  '10000-01-01',
  '+10000-01-01',
  '1899-12-31',
  '1900-01-01',
  '2999-12-31',
  '3000-01-01',
  '2024-02-30',
  '2026-1-1',
  '2026-11-10T00:00:00Z',
  '31/12/2026',
  'aam',
  '__proto__',
  'constructor',
  'toString',
];

const CONTROL_CHARACTERS = ['\u0000', '\u0007', '\u0008', '\u001b', '\u001f', '\u007f'];
/** Halves of a surrogate pair on their own, and a pair reversed: no character at all, which PostgreSQL refuses. */
const LONE_SURROGATES = ['\ud800', '\udbff', '\udc00', '\udfff', '\udc00\ud800'];
/** What a valid text gets spliced into it: a control character or broken Unicode. */
const SPLICED = [...CONTROL_CHARACTERS, ...LONE_SURROGATES];

/** Lengths past every field limit and up to the body limit's neighbourhood. */
const HUGE_LENGTHS = [101, 256, 2001, 65_536, 300_000];

export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...HOSTILE_TEXT), weight: 6 },
  // Ordinary text with a control character or a lone surrogate spliced in.
  { arbitrary: fc.tuple(fc.string(), fc.constantFrom(...SPLICED), fc.string()).map(([a, c, b]) => a + c + b), weight: 2 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
  { arbitrary: fc.constantFrom(...HUGE_LENGTHS).map((n) => 'x'.repeat(n)), weight: 1 },
);

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    -1,
    0,
    -0,
    0.5,
    1.5,
    2147483647,
    2147483648,
    -2147483648,
    -2147483649,
    4294967296,
    2 ** 53,
    2 ** 53 + 2,
    -(2 ** 53),
    1e21,
    1e308,
    -1e308,
    5e-324,
  ),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Arrays or objects nested `depth` deep. */
function nested(depth: number, kind: 'array' | 'object'): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = kind === 'array' ? [value] : { a: value };
  return value;
}

/** Objects whose own keys would pollute a prototype if merged naively. */
const PROTOTYPE_OBJECTS = ['{"__proto__":{"polluted":true}}', '{"constructor":{"prototype":{"polluted":true}}}'].map((text) => JSON.parse(text) as object);

export const hostileKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', '', 'id', 'ORGID', '\u0000', '\ud800', 'k'.repeat(10_000)),
  fc.string({ maxLength: 12 }),
);

/** A JSON value where the contract wants something else. */
export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileText, weight: 4 },
  { arbitrary: hostileNumber, weight: 3 },
  { arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}, [null], { '': '' }), weight: 2 },
  { arbitrary: fc.constantFrom(nested(64, 'array'), nested(64, 'object'), ...PROTOTYPE_OBJECTS), weight: 1 },
  {
    arbitrary: fc.constantFrom(
      Array.from({ length: 501 }, (_, i) => i + 1),
      new Array<number>(50_000).fill(7),
    ),
    weight: 1,
  },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 },
);

/** A body as sent on the wire, to test parsing rather than validation. */
export type RawBody = { contentType: string | undefined; payload: string | Buffer };

const json = (payload: string | Buffer): RawBody => ({ contentType: 'application/json', payload });

const RAW_BODIES: RawBody[] = [
  json(''),
  json('{'),
  json('{"a":}'),
  json('[1,]'),
  json("{'a':1}"),
  json('nul'),
  json('\ufeff{}'),
  json('{"orgId":1e999}'),
  json('{"orgId":-1e999,"batchId":1e999}'),
  json(`{"orgId":${'9'.repeat(400)}}`),
  json('{"a":1,"a":2}'),
  json('"\\ud800"'),
  json('\u0000'),
  json('{"invoiceNo":"\\u0000"}'),
  json('{"invoiceNo":"\\ud800","description":"\\udc00\\ud800"}'),
  json('{"\\udfff":1}'),
  json('{"__proto__":{"polluted":true}}'),
  json('{"constructor":{"prototype":{"polluted":true}}}'),
  json('['.repeat(100_000) + ']'.repeat(100_000)),
  json('{"a":'.repeat(20_000) + '1' + '}'.repeat(20_000)),
  json(`{"description":"${'x'.repeat(1_100_000)}"}`),
  json(Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x22, 0x7d])),
  { contentType: 'application/json; charset=utf-16le', payload: Buffer.from('{}', 'utf16le') },
  { contentType: 'text/plain', payload: 'hello' },
  { contentType: 'application/x-www-form-urlencoded', payload: 'orgId=82&instance=AAM' },
  { contentType: 'application/xml', payload: '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY e SYSTEM "file:///etc/passwd">]><a>&e;</a>' },
  { contentType: 'multipart/form-data', payload: '--x\r\n\r\n--x--' },
  { contentType: 'multipart/form-data; boundary=x', payload: '--x\r\nContent-Disposition: form-data; name="orgId"\r\n\r\n82\r\n--x--\r\n' },
  { contentType: '', payload: '{}' },
  { contentType: 'application/json\u0000', payload: '{}' },
  { contentType: undefined, payload: '{"orgId":82}' },
];

export const hostileRawBody: fc.Arbitrary<RawBody> = fc.constantFrom(...RAW_BODIES);

/** Path segments as they appear in the URL (already percent-encoded where they need to be). */
const HOSTILE_SEGMENTS = [
  '0',
  '-1',
  '00',
  '007',
  '0x10',
  '1e3',
  '%2B5',
  '1.5',
  '2147483648',
  '99999999999999999999',
  '%00',
  '1%00',
  '%20',
  '%E0%A4%A',
  '%',
  '%ZZ',
  '..',
  '%2e%2e',
  '%2F',
  'a%2Fb',
  'null',
  '__proto__',
  'constructor',
  '%F0%9F%92%A5',
  '%C0%AF',
  '1;2',
  'x'.repeat(101),
  '9'.repeat(5000),
];

export const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...HOSTILE_SEGMENTS), weight: 3 },
  { arbitrary: hostileText.filter((text) => text.length > 0 && text.length < 300).map(encodeURIComponentSafe), weight: 1 },
);

/** Query-string pieces no contract expects: repeated, prototype and unknown keys, bad encoding. */
const HOSTILE_QUERY_PARTS = [
  'page=1&page=2',
  'orgId=82&orgId=201',
  '__proto__=1',
  'constructor=x',
  'hasOwnProperty=1',
  '%E0%A4%A=1',
  'orgId=%E0%A4%A',
  'orgId[]=82',
  'orgId[a]=82',
  '=',
  '&&&',
  'orgId',
  'instance=AAM%00',
  `search=${'x'.repeat(100_000)}`,
];

export const hostileQueryPart: fc.Arbitrary<string> = fc.constantFrom(...HOSTILE_QUERY_PARTS);

/** encodeURIComponent, except that lone surrogates (which it throws on) are sent as a broken escape. */
export function encodeURIComponentSafe(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return encodeURIComponent(text.replace(/[\ud800-\udfff]/g, '')) + '%ED%A0%80';
  }
}

/** Dates in the right shape that do not exist, or lie at or past the calendar's edge (the portal takes 1900…2999). */
const IMPOSSIBLE_DATES = [
  '2026-02-30',
  '2026-13-01',
  '0000-01-01',
  '2026-00-10',
  '2025-02-29',
  '2026-04-31',
  '2024-02-30',
  '9999-12-31',
  '10000-01-01',
  '1899-12-31',
  '1900-01-01',
  '2999-12-31',
  '3000-01-01',
];
/** Numbers just past what 32-bit columns and id contracts hold, or not whole. */
const BOUNDARY_NUMBERS = [-1, 0, 0.5, 2147483648, -2147483649, 2 ** 53, 2 ** 53 + 2];

/**
 * Values one step from a valid one: a control character or lone surrogate spliced into it, one
 * character too many, an impossible or edge date in a date's place, a number past the bounds (as
 * digits where the contract takes text). Careless code checks the shape and misses these.
 */
export function nearMisses(valid: fc.Arbitrary<unknown>, bounds: { maxLength?: number; minimum?: number; maximum?: number }): fc.Arbitrary<unknown> {
  const parts = fc.tuple(valid, fc.nat(), fc.constantFrom(...SPLICED), fc.constantFrom(...IMPOSSIBLE_DATES), fc.constantFrom(...BOUNDARY_NUMBERS), fc.nat(3));
  return parts.map(([value, at, control, date, number, kind]) => {
    if (typeof value === 'number') return [number, (bounds.maximum ?? 2 ** 31 - 1) + 1, (bounds.minimum ?? 1) - 1, value + 0.5][kind];
    const text = String(value);
    const spliced = text.slice(0, at % (text.length + 1)) + control + text.slice(at % (text.length + 1));
    if (kind === 1) return text + 'x'.repeat(Math.max(1, (bounds.maxLength ?? text.length) - text.length + 1));
    if (kind === 2 && /^\d{4}-\d{2}-\d{2}$/.test(text)) return date;
    if (kind === 2 && /^\d+$/.test(text)) return String(number);
    return spliced;
  });
}
