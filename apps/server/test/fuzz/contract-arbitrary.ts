import fc from 'fast-check';
import { z } from 'zod';
import { snakeCase } from './answer-values';
import { nearMisses } from './hostile-values';

/**
 * Values seen in the database and in the API's answers, as text: real ids, codes and dates reach
 * further into the services than random ones. A field takes those named like it first (`orgId`:
 * the `org_id` columns, the answers' `orgId` fields), keyed in snake case.
 */
export type ValuePool = {
  all: readonly string[];
  byName: ReadonlyMap<string, readonly string[]>;
  /** Objects of the API's answers, to send back with a field or two changed. */
  objects: readonly Record<string, unknown>[];
};

/** How generated values stray from the contract. */
export type Strays = {
  /** Replaces a value anywhere in the tree, now and then. */
  value: fc.Arbitrary<unknown>;
  /** Keys added to objects now and then: unknown fields, prototype keys. */
  key: fc.Arbitrary<string>;
};

/** The part of JSON Schema that `z.toJSONSchema` writes for the contracts' leaves. */
type LeafJsonSchema = {
  type?: string;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
};

/** Longest text and array a random value gets: enough to pass the limits, short enough to stay fast. */
const MAX_GENERATED_LENGTH = 80;
const MAX_GENERATED_ITEMS = 4;
/** Ids of the demo data are small: random small numbers name real rows often enough to get past lookups. */
const SMALL_IDS = { min: 1, max: 60 };

/**
 * Values of a zod contract. The structure (objects, arrays, unions, optional and nullable parts)
 * is walked here; each leaf draws from the pool the values its zod schema accepts (so refinements
 * such as real calendar dates hold) and, less often, random values of its JSON Schema (`io:
 * 'input'`: what a client sends) that may or may not pass. With `strays`, any node may be replaced
 * by a hostile value and any object may gain a hostile key.
 */
export function contractArbitrary(schema: z.ZodType, pool: ValuePool, strays?: Strays, field?: string): fc.Arbitrary<unknown> {
  const valid = validArbitrary(schema, pool, strays, field);
  return strays ? fc.oneof({ arbitrary: valid, weight: 8 }, { arbitrary: strays.value, weight: 1 }) : valid;
}

const accepts = (schema: z.ZodType, value: unknown) => schema.safeParse(value).success;

function validArbitrary(schema: z.ZodType, pool: ValuePool, strays: Strays | undefined, field: string | undefined): fc.Arbitrary<unknown> {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodDefault) return contractArbitrary(schema.unwrap() as z.ZodType, pool, strays, field);
  // An empty choice (null, '') is one value: the others get the greater share.
  if (schema instanceof z.ZodNullable) {
    return fc.oneof(
      { arbitrary: fc.constant(null), weight: 1 },
      { arbitrary: contractArbitrary(schema.unwrap() as z.ZodType, pool, strays, field), weight: 3 },
    );
  }
  if (schema instanceof z.ZodUnion) {
    const options = schema.options as z.ZodType[];
    return fc.oneof(
      ...options.map((option) => ({ arbitrary: contractArbitrary(option, pool, strays, field), weight: option instanceof z.ZodLiteral ? 1 : 3 })),
    );
  }
  if (schema instanceof z.ZodObject) return objectArbitrary(schema, pool, strays);
  if (schema instanceof z.ZodArray) {
    const limits = leafJsonSchema(schema);
    // An item is named like its list, in the singular: `invoiceIds` → `invoiceId`.
    return fc.array(contractArbitrary(schema.element as z.ZodType, pool, strays, field?.replace(/s$/, '')), {
      minLength: limits.minItems ?? 0,
      maxLength: Math.min(limits.maxItems ?? MAX_GENERATED_ITEMS, MAX_GENERATED_ITEMS),
    });
  }
  if (schema instanceof z.ZodEnum) return fc.constantFrom(...(schema.options as unknown[]));
  if (schema instanceof z.ZodLiteral) return fc.constantFrom(...(schema.values as Set<unknown>));
  if (schema instanceof z.ZodBoolean) return fc.boolean();
  if (schema instanceof z.ZodNull) return fc.constant(null);
  return leafArbitrary(schema, pool, strays, field);
}

function objectArbitrary(schema: z.ZodObject, pool: ValuePool, strays: Strays | undefined): fc.Arbitrary<Record<string, unknown>> {
  const shape = schema.shape as Record<string, z.ZodType>;
  const model = Object.fromEntries(Object.entries(shape).map(([key, property]) => [key, contractArbitrary(property, pool, strays, key)]));
  const requiredKeys = Object.keys(shape).filter((key) => !accepts(shape[key]!, undefined));
  // Mostly every field, as a form sends them (a missing one stops most requests at the first rule).
  const record = fc.oneof({ arbitrary: fc.record(model), weight: 2 }, { arbitrary: fc.record(model, { requiredKeys }), weight: 1 }) as fc.Arbitrary<
    Record<string, unknown>
  >;
  const bases = answerBases(schema, pool);
  const full =
    bases.length === 0
      ? record
      : fc.oneof(
          { arbitrary: record, weight: 2 },
          {
            // An answer sent back with up to two fields generated.
            arbitrary: fc
              .tuple(fc.constantFrom(...bases), fc.record(model), fc.subarray(Object.keys(shape), { maxLength: 2 }))
              .map(([base, generated, keys]) => ({
                ...base,
                ...Object.fromEntries(keys.filter((key) => key in generated).map((key) => [key, generated[key]])),
              })),
            weight: 2,
          },
        );
  if (!strays) return full;
  const extra = fc.array(fc.tuple(strays.key, strays.value), { maxLength: 2 });
  return fc.tuple(full, fc.oneof({ arbitrary: fc.constant([]), weight: 4 }, { arbitrary: extra, weight: 1 })).map(([object, entries]) => {
    const result = { ...object };
    // Own properties even for `__proto__`, so JSON.stringify sends them as a client could.
    for (const [key, value] of entries) Object.defineProperty(result, key, { value, enumerable: true, writable: true, configurable: true });
    return result;
  });
}

/** The answer objects that share at least half of the schema's fields (two at least), cut down to those fields. */
function answerBases(schema: z.ZodObject, pool: ValuePool): Array<Record<string, unknown>> {
  const keys = Object.keys(schema.shape);
  const needed = Math.max(2, Math.ceil(keys.length / 2));
  const bases = pool.objects.filter((object) => keys.filter((key) => key in object).length >= needed).map((object) => project(object, schema));
  return [...new Map(bases.map((base) => [JSON.stringify(base), base as Record<string, unknown>])).values()];
}

/** A value cut down to what the schema names: unknown fields would only be refused. */
export function project(value: unknown, schema: z.ZodType): unknown {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodDefault || schema instanceof z.ZodNullable) return project(value, schema.unwrap() as z.ZodType);
  if (schema instanceof z.ZodArray && Array.isArray(value)) return value.map((item) => project(item, schema.element as z.ZodType));
  if (schema instanceof z.ZodObject && value !== null && typeof value === 'object') {
    const shape = schema.shape as Record<string, z.ZodType>;
    const fields = Object.entries(value).filter(([key]) => key in shape);
    return Object.fromEntries(fields.map(([key, field]) => [key, project(field, shape[key]!)]));
  }
  return value;
}

function leafJsonSchema(schema: z.ZodType): LeafJsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as LeafJsonSchema;
}

/**
 * A string, number or piped value (e.g. an id written as text): values its zod schema accepts —
 * from the pool, small ids, random ones of its JSON Schema where enough of those pass, text as
 * long as the limit — and with `strays`, random ones that may not pass and near misses of valid ones.
 */
function leafArbitrary(schema: z.ZodType, pool: ValuePool, strays: Strays | undefined, field: string | undefined): fc.Arbitrary<unknown> {
  const json = leafJsonSchema(schema);
  const numeric = json.type === 'integer' || json.type === 'number';
  const valid = (value: unknown) => accepts(schema, value);
  const candidates = (values: readonly string[]): unknown[] =>
    (numeric ? values.filter((value) => /^-?\d{1,16}(\.\d+)?$/.test(value)).map(Number) : values).filter(valid);
  const random = randomOf(json);
  const choices: Array<fc.WeightedArbitrary<unknown>> = [];
  const named = field === undefined ? [] : candidates(pool.byName.get(snakeCase(field)) ?? []);
  if (named.length > 0) choices.push({ arbitrary: fc.constantFrom(...named), weight: 8 });
  const seen = candidates(pool.all);
  if (seen.length > 0) choices.push({ arbitrary: fc.constantFrom(...seen), weight: 2 });
  if (numericLike(json)) {
    const smallIds = fc.integer(SMALL_IDS).map((n) => (numeric ? n : String(n)));
    if (fc.sample(smallIds, { numRuns: 20, seed: 1 }).some(valid)) choices.push({ arbitrary: smallIds.filter(valid), weight: 2 });
  }
  if (fc.sample(random, { numRuns: 40, seed: 1 }).filter(valid).length >= 4) choices.push({ arbitrary: random.filter(valid), weight: 2 });
  // A text exactly as long as the contract allows, which its column must hold.
  if (json.type === 'string' && !json.pattern && json.maxLength !== undefined && json.maxLength <= 10_000) {
    const full = ['x', 'é', '💥'].map((c) => c.repeat(json.maxLength! / c.length)).filter(valid);
    if (full.length > 0) choices.push({ arbitrary: fc.constantFrom(...full), weight: 1 });
  }
  if (choices.length === 0) return random;
  if (!strays) return fc.oneof(...choices);
  return fc.oneof(...choices, { arbitrary: random, weight: 1 }, { arbitrary: nearMisses(fc.oneof(...choices), json), weight: 3 });
}

/** A number, or text that must be digits (an id in a URL). */
const numericLike = (json: LeafJsonSchema) => json.type === 'integer' || (json.pattern !== undefined && new RegExp(json.pattern).test('1'));

function randomOf(json: LeafJsonSchema): fc.Arbitrary<unknown> {
  switch (json.type) {
    case 'integer':
    case 'number': {
      const min = json.exclusiveMinimum !== undefined ? Math.floor(json.exclusiveMinimum) + 1 : Math.ceil(json.minimum ?? -(2 ** 31));
      const max = json.exclusiveMaximum !== undefined ? Math.ceil(json.exclusiveMaximum) - 1 : Math.floor(json.maximum ?? 2 ** 31 - 1);
      return fc.integer({ min, max });
    }
    case 'string': {
      const min = json.minLength ?? 0;
      const max = Math.min(json.maxLength ?? MAX_GENERATED_LENGTH, MAX_GENERATED_LENGTH);
      if (json.pattern) return fc.stringMatching(new RegExp(json.pattern)).filter((text) => text.length >= min && text.length <= (json.maxLength ?? Infinity));
      return fc.string({ unit: 'grapheme', minLength: min, maxLength: max });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}
