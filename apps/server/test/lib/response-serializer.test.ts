import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ResponseSerializationError, serializerCompiler } from 'fastify-type-provider-zod';
import { checkedSerializer, compileSerializer, responseSerializerCompiler, SerializerMismatchError } from '../../src/lib/response-serializer';

/** What the routes answered with before: zod's encode, then JSON.stringify. */
function zodText(schema: z.ZodType, data: unknown): string {
  return (serializerCompiler({ schema, method: 'GET', url: '/test' }) as (data: unknown) => string)(data);
}

function compiledText(schema: z.ZodType, data: unknown): string {
  const result = compileSerializer(schema);
  expect(result.compiled).toBe(true);
  return result.serialize(data);
}

const awkwardText = 'quote " backslash \\ newline \n tab \t line separator \u2028 paragraph \u2029 emoji 🧾 nul \u0000 lone \ud800 end';

const row = z.object({
  id: z.uuid(),
  number: z.string(),
  // Optional ahead of required keys: zod writes the shape's order, which must be kept.
  note: z.string().optional(),
  status: z.enum(['DRAFT', 'SUBMITTED', 'PAID']),
  kind: z.literal('PO'),
  total: z.string(),
  count: z.int(),
  ratio: z.number(),
  paid: z.boolean(),
  paidAt: z.iso.datetime().nullable(),
  dueDate: z.iso.date().nullish(),
  lines: z.array(z.object({ sku: z.string(), qty: z.number(), tags: z.array(z.string()) })),
  matrix: z.array(z.array(z.number())),
  totals: z.record(z.string(), z.string()),
  byCurrency: z.record(z.enum(['IDR', 'USD']), z.number()),
  mixed: z.union([z.string(), z.number()]),
  either: z.discriminatedUnion('type', [z.object({ type: z.literal('a'), a: z.string() }), z.object({ type: z.literal('b'), b: z.number().nullable() })]),
  owner: z.object({ name: z.string(), email: z.email() }).nullable(),
  meta: z.unknown(),
  extra: z.looseObject({ known: z.string() }),
  empty: z.null(),
  fallbackDefault: z.string().default('x'),
});

const sample = {
  id: '2b1c6f9e-8a0e-4a3b-9f51-0c6e1f2d3a4b',
  number: 'INV/2026/001',
  status: 'SUBMITTED',
  kind: 'PO',
  total: '1234567.89',
  count: 3,
  ratio: -0.5,
  paid: false,
  paidAt: null,
  dueDate: '2026-11-30',
  lines: [
    { sku: awkwardText, qty: 1e21, tags: [] },
    { sku: 'B', qty: 0, tags: ['x', 'y'] },
  ],
  matrix: [[1, 2], [], [3.25]],
  totals: { '10': '1.00', b: '2.00', a: awkwardText },
  byCurrency: { USD: 2, IDR: 1 },
  mixed: 7,
  either: { type: 'b', b: null },
  owner: { name: 'Ani "A" 🧾', email: 'ani@example.com' },
  meta: { nested: [1, 'two', null, { three: true }] },
  extra: { known: 'k', later: 1, missing: undefined },
  empty: null,
  fallbackDefault: 'given',
};

describe('compiled response serializer', () => {
  it('writes what zod wrote for a schema with every kind of field', () => {
    const variants = [
      sample,
      { ...sample, note: 'before status', dueDate: undefined, mixed: awkwardText, either: { type: 'a', a: awkwardText }, owner: null },
      { ...sample, dueDate: null, paidAt: '2026-11-27T10:00:00.000Z', totals: {}, lines: [], meta: undefined },
    ];
    for (const data of variants) expect(compiledText(row, data)).toBe(zodText(row, data));
    expect(compiledText(z.array(row), variants)).toBe(zodText(z.array(row), variants));
  });

  it('keeps the shape order when optional keys come before required ones', () => {
    const schema = z.object({ a: z.string().optional(), b: z.string(), c: z.number().optional(), d: z.boolean() });
    for (const data of [
      { a: 'a', b: 'b', c: 1, d: true },
      { b: 'b', d: false },
      { d: true, c: 2, b: 'b' },
    ])
      expect(compiledText(schema, data)).toBe(zodText(schema, data));
  });

  it('drops properties outside the schema, at every depth', () => {
    const schema = z.object({ a: z.string(), items: z.array(z.object({ b: z.number() })), maybe: z.object({ c: z.string() }).nullable() });
    const data = { a: 'a', secret: 'hash', items: [{ b: 1, password: 'x' }], maybe: { c: 'c', token: 't' } };
    const text = compiledText(schema, data);
    expect(text).toBe(zodText(schema, data));
    expect(text).toBe('{"a":"a","items":[{"b":1}],"maybe":{"c":"c"}}');
  });

  it('writes a record over an enum of keys in the enum order, as zod does', () => {
    const schema = z.record(z.enum(['b', 'a', 'c']), z.string());
    const data = { a: '1', c: '3', b: '2' };
    expect(compiledText(schema, data)).toBe(zodText(schema, data));
  });

  it('writes the error body the routes share', async () => {
    const { errorBodySchema } = await import('@faktura/domain');
    const data = { code: 'VALIDATION', messages: ['Nomor "faktur" wajib diisi\n', awkwardText] };
    expect(compiledText(errorBodySchema, data)).toBe(zodText(errorBodySchema, data));
  });

  it("keeps zod's serializer where the JSON schema would not be faithful", () => {
    const cases: [string, z.ZodType, unknown][] = [
      ['transform', z.object({ n: z.string().transform((text) => text.length) }), { n: 3 }],
      ['codec', z.object({ n: z.codec(z.string(), z.number(), { decode: Number, encode: String }) }), { n: 3 }],
      ['date', z.object({ at: z.date() }), { at: new Date('2026-01-02T03:04:05Z') }],
      ['trim', z.object({ name: z.string().trim() }), { name: '  padded  ' }],
      ['bigint', z.object({ big: z.bigint() }), { big: 1n }],
    ];
    for (const [name, schema, data] of cases) {
      const result = compileSerializer(schema);
      expect(result.compiled, name).toBe(false);
      // zod's encode refuses a one-way transform and a bigint as it did before; the others it writes.
      if (name === 'transform' || name === 'bigint') expect(() => result.serialize(data), name).toThrow();
      else expect(result.serialize(data), name).toBe(zodText(schema, data));
    }
    type Node = { name: string; children: Node[] };
    const tree: z.ZodType<Node> = z.object({ name: z.string(), children: z.array(z.lazy(() => tree)) });
    const recursive = compileSerializer(tree);
    expect(recursive.compiled).toBe(false);
    const data = { name: 'root', children: [{ name: 'leaf', children: [] }] };
    expect(recursive.serialize(data)).toBe(zodText(tree, data));
  });
});

describe('the check under test', () => {
  const compile = responseSerializerCompiler({ check: true });

  it('passes the string through when both serializers agree', () => {
    const serialize = compile({ schema: row, method: 'GET', url: '/rows', httpStatus: '200' });
    expect(serialize(sample)).toBe(zodText(row, sample));
  });

  it('throws when the strings differ', () => {
    const schema = z.object({ a: z.string() });
    const serialize = checkedSerializer(
      () => '{"a":"other"}',
      (data) => zodText(schema, data),
      'GET /a 200',
    );
    expect(() => serialize({ a: 'a' })).toThrow(SerializerMismatchError);
  });

  it('throws when zod refuses what the compiled serializer wrote', () => {
    // The compiled serializer writes a literal's value whatever it is given, and a number as a string.
    const literal = compile({ schema: z.object({ kind: z.literal('PO') }), method: 'GET', url: '/kind' });
    expect(() => literal({ kind: 'NON_PO' })).toThrow(SerializerMismatchError);
    const text = compile({ schema: z.object({ total: z.string() }), method: 'GET', url: '/total' });
    expect(() => text({ total: 12.5 })).toThrow(SerializerMismatchError);
  });

  it('throws when the compiled serializer refuses what zod wrote', () => {
    const serialize = checkedSerializer(
      () => {
        throw new Error('refused');
      },
      () => '{}',
      'GET /b 200',
    );
    expect(() => serialize({})).toThrow(SerializerMismatchError);
  });

  it("throws zod's own error when both refuse the value", () => {
    const serialize = compile({ schema: z.object({ a: z.string() }), method: 'GET', url: '/missing' });
    expect(() => serialize({})).toThrow(ResponseSerializationError);
  });

  it('runs only the compiled serializer outside tests', () => {
    const serialize = responseSerializerCompiler({ check: false })({ schema: z.object({ kind: z.literal('PO') }), method: 'GET', url: '/kind' });
    expect(serialize({ kind: 'NON_PO' })).toBe('{"kind":"PO"}');
  });
});
