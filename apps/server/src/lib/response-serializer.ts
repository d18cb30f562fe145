import fastJsonStringify from 'fast-json-stringify';
import { z } from 'zod';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';

/**
 * Response bodies written by fast-json-stringify, compiled once per route from the response's zod
 * schema: only the schema's properties are written, straight into a string, where zod's encode
 * copied the whole answer before JSON.stringify. A schema the JSON-schema form cannot describe
 * faithfully (transforms, codecs, dates, recursion, …) keeps zod's serializer for its route.
 */

type JsonSchema = { [keyword: string]: unknown };
export type Serialize = (data: unknown) => string;

/** What Fastify hands a serializer compiler (the zod schema, or one wrapped as `properties`). */
export type RouteSerializerInput = { schema: unknown; method: string; url: string; httpStatus?: string };

/** The outcome for one schema: compiled, or why zod's serializer stays. */
export type CompiledSerializer = { serialize: Serialize; compiled: true } | { serialize: Serialize; compiled: false; reason: string };

// zod types whose encode changes the value or that JSON schema cannot hold exactly: zod keeps them.
const UNFAITHFUL_TYPES = new Set([
  'pipe',
  'transform',
  'catch',
  'lazy',
  'promise',
  'function',
  'custom',
  'date',
  'bigint',
  'symbol',
  'map',
  'set',
  'file',
  'nan',
  'never',
  'void',
  'undefined',
  'intersection',
  'success',
  'template_literal',
]);

type ZodInternals = { _zod: { def: { type: string; checks?: ZodInternals[]; check?: string; [key: string]: unknown } } };

function internals(schema: unknown): ZodInternals['_zod']['def'] {
  return (schema as ZodInternals)._zod.def;
}

/** Why `schema` cannot be serialised from its JSON schema (null: it can). */
function unfaithfulPart(schema: unknown, path: string, seen: Set<unknown>): string | null {
  if (seen.has(schema)) return `${path}: recursive`;
  seen.add(schema);
  try {
    const def = internals(schema);
    if (UNFAITHFUL_TYPES.has(def.type)) return `${path}: ${def.type}`;
    // trim(), toLowerCase() and the like rewrite the value on encode as well.
    if (def.checks?.some((check) => internals(check).check === 'overwrite')) return `${path}: a check rewrites the value`;
    const children: [string, unknown][] = [];
    switch (def.type) {
      case 'object':
        for (const [key, child] of Object.entries(def.shape as Record<string, unknown>)) children.push([`${path}.${key}`, child]);
        if (def.catchall) children.push([`${path}.*`, def.catchall]);
        break;
      case 'array':
        children.push([`${path}[]`, def.element]);
        break;
      case 'tuple':
        (def.items as unknown[]).forEach((item, index) => children.push([`${path}[${index}]`, item]));
        if (def.rest) children.push([`${path}[...]`, def.rest]);
        break;
      case 'union':
        (def.options as unknown[]).forEach((option, index) => children.push([`${path}|${index}`, option]));
        break;
      case 'record':
        children.push([`${path}{key}`, def.keyType], [`${path}{}`, def.valueType]);
        break;
      case 'optional':
      case 'nullable':
      case 'nonoptional':
      case 'readonly':
      case 'default':
      case 'prefault':
        children.push([path, def.innerType]);
        break;
    }
    for (const [childPath, child] of children) {
      const reason = unfaithfulPart(child, childPath, seen);
      if (reason) return reason;
    }
    return null;
  } finally {
    seen.delete(schema);
  }
}

// Keywords that only describe or validate: fast-json-stringify would act on some of them
// (format reformats Date objects, default fills absent keys, which zod's encode does not).
const DROPPED_KEYWORDS = ['$schema', 'format', 'default', 'title', 'description', 'examples', 'propertyNames', 'id', '$id'];

function isObject(value: unknown): value is JsonSchema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The JSON schema rewritten for what fast-json-stringify does fast and as zod does:
 * - `anyOf: [X, {type: 'null'}]` becomes `type: [X's type, 'null']` (anyOf is chosen by running
 *   ajv on the value, for every value);
 * - an object's `required` keeps only keys ahead of its first optional one: fast-json-stringify
 *   writes required keys first, zod in the shape's order;
 * - a record over an enum of keys becomes an object with those properties, in the enum's order
 *   (zod writes them in that order, not the value's).
 */
function normalise(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(normalise);
  if (!isObject(node)) return node;
  const schema: JsonSchema = {};
  for (const [keyword, value] of Object.entries(node)) {
    if (DROPPED_KEYWORDS.includes(keyword)) continue;
    if (keyword === 'properties' && isObject(value)) {
      schema.properties = Object.fromEntries(Object.entries(value).map(([key, child]) => [key, normalise(child)]));
    } else schema[keyword] = normalise(value);
  }
  const keys = node.propertyNames;
  if (schema.type === 'object' && isObject(keys) && Array.isArray(keys.enum) && !schema.properties && isObject(schema.additionalProperties)) {
    const value = schema.additionalProperties;
    const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
    schema.properties = Object.fromEntries(keys.enum.map((key) => [String(key), value]));
    schema.required = keys.enum.map(String).filter((key) => required.has(key));
    schema.additionalProperties = false;
  }
  const options = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(options) && options.length === 2 && Object.keys(schema).length === 1) {
    const nullIndex = options.findIndex((option) => isObject(option) && option.type === 'null' && Object.keys(option).length === 1);
    const other = options[1 - nullIndex] as JsonSchema | undefined;
    if (nullIndex >= 0 && isObject(other) && typeof other.type === 'string' && !other.anyOf && !other.oneOf && !other.allOf) {
      return orderedRequired({ ...other, type: [other.type, 'null'] });
    }
  }
  return orderedRequired(schema);
}

function orderedRequired(schema: JsonSchema): JsonSchema {
  if (!isObject(schema.properties) || !Array.isArray(schema.required)) return schema;
  const required = new Set(schema.required as string[]);
  const prefix: string[] = [];
  for (const key of Object.keys(schema.properties)) {
    if (!required.has(key)) break;
    prefix.push(key);
  }
  const { required: _all, ...rest } = schema;
  return prefix.length > 0 ? { ...rest, required: prefix } : rest;
}

/** The JSON schema fast-json-stringify compiles for `schema`, or why there is none. */
export function serializerJsonSchema(schema: z.ZodType): { jsonSchema: JsonSchema } | { reason: string } {
  const unfaithful = unfaithfulPart(schema, '$', new Set());
  if (unfaithful) return { reason: unfaithful };
  let converted: JsonSchema;
  try {
    // An empty registry: ids and descriptions from the global one would only add $refs and noise.
    converted = z.toJSONSchema(schema, {
      io: 'output',
      target: 'draft-7',
      unrepresentable: 'throw',
      cycles: 'throw',
      reused: 'inline',
      metadata: z.registry(),
    });
  } catch (error) {
    return { reason: `no JSON schema: ${(error as Error).message}` };
  }
  if (JSON.stringify(converted).includes('"$ref"')) return { reason: 'the JSON schema refers to itself ($ref)' };
  return { jsonSchema: normalise(converted) as JsonSchema };
}

function zodSerializer(schema: z.ZodType, method: string, url: string): Serialize {
  return zodSerializerCompiler({ schema, method, url }) as Serialize;
}

/** fast-json-stringify for `schema` when it describes the answer faithfully, else zod's serializer. */
export function compileSerializer(schema: z.ZodType, method = 'GET', url = '/'): CompiledSerializer {
  const converted = serializerJsonSchema(schema);
  if ('reason' in converted) return { serialize: zodSerializer(schema, method, url), compiled: false, reason: converted.reason };
  try {
    return { serialize: fastJsonStringify(converted.jsonSchema) as Serialize, compiled: true };
  } catch (error) {
    return { serialize: zodSerializer(schema, method, url), compiled: false, reason: `fast-json-stringify: ${(error as Error).message}` };
  }
}

/** Thrown under test when the compiled serializer and zod's would answer differently. */
export class SerializerMismatchError extends Error {}

function outcome(serialize: Serialize, data: unknown): { text: string } | { error: unknown } {
  try {
    return { text: serialize(data) };
  } catch (error) {
    return { error };
  }
}

function clip(text: string): string {
  return text.length > 2000 ? `${text.slice(0, 2000)}…` : text;
}

/**
 * Runs the compiled serializer and zod's on every answer and throws unless both write the same
 * string (or both refuse the value, zod's error then). Tests run every route through it, so the
 * equivalence rests on the whole suite rather than on the conversion's reasoning.
 */
export function checkedSerializer(compiled: Serialize, zod: Serialize, route: string): Serialize {
  return (data) => {
    try {
      return agreedText(compiled, zod, route, data);
    } catch (error) {
      // The test sees only a 500 with the portal's generic message: say here what differed.
      if (error instanceof SerializerMismatchError) process.stderr.write(`${error.message}\n`);
      throw error;
    }
  };
}

function agreedText(compiled: Serialize, zod: Serialize, route: string, data: unknown): string {
  const fast = outcome(compiled, data);
  const reference = outcome(zod, data);
  if ('error' in reference) {
    if ('error' in fast) throw reference.error;
    throw new SerializerMismatchError(`${route}: zod refused an answer the compiled serializer wrote: ${(reference.error as Error).message}`, {
      cause: reference.error,
    });
  }
  if ('error' in fast) {
    throw new SerializerMismatchError(`${route}: the compiled serializer refused an answer zod wrote: ${(fast.error as Error).message}`, {
      cause: fast.error,
    });
  }
  if (fast.text !== reference.text) {
    throw new SerializerMismatchError(`${route}: the compiled serializer wrote\n${clip(fast.text)}\nwhere zod wrote\n${clip(reference.text)}`);
  }
  return fast.text;
}

function zodSchemaOf(schema: unknown): z.ZodType {
  if (schema instanceof z.ZodType) return schema;
  if (isObject(schema) && schema.properties instanceof z.ZodType) return schema.properties;
  throw new Error(`A response schema that is not a zod schema: ${JSON.stringify(schema)}`);
}

/**
 * The serializer compiler for Fastify: per route and status, fast-json-stringify where the schema
 * allows, zod's serializer elsewhere. With `check` (tests), zod's runs too and must agree.
 * Compiled on a route's first answer, not at start: compiling every route's statuses took ~1 s.
 */
export function responseSerializerCompiler({ check }: { check: boolean }): (route: RouteSerializerInput) => Serialize {
  // Routes share schemas (every error status answers with the same body): compiled once each.
  const compiledBySchema = new WeakMap<z.ZodType, CompiledSerializer>();
  const compiledFor = (schema: z.ZodType, method: string, url: string): CompiledSerializer => {
    let result = compiledBySchema.get(schema);
    if (!result) {
      result = compileSerializer(schema, method, url);
      compiledBySchema.set(schema, result);
    }
    return result;
  };
  return ({ schema: routeSchema, method, url, httpStatus }) => {
    const schema = zodSchemaOf(routeSchema);
    let serialize: Serialize | undefined;
    const build = (): Serialize => {
      const result = compiledFor(schema, method, url);
      // A fallback names this route in its errors, not the first route that shared the schema.
      if (!result.compiled) return zodSerializer(schema, method, url);
      return check ? checkedSerializer(result.serialize, zodSerializer(schema, method, url), `${method} ${url} ${httpStatus ?? ''}`.trim()) : result.serialize;
    };
    return (data) => (serialize ??= build())(data);
  };
}
