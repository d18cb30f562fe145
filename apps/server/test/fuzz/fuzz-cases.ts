import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { z } from 'zod';
import type { CataloguedRoute } from '../../src/plugins/route-catalogue';
import { SAMPLE_PDF, multipart } from '../helpers/files';
import { ROUTE_SAMPLES } from '../helpers/route-samples';
import { contractArbitrary, project, type Strays, type ValuePool } from './contract-arbitrary';
import type { FuzzUser } from './fuzz-context';
import { encodeURIComponentSafe, hostileJson, hostileKey, hostileQueryPart, hostileRawBody, hostileSegment, hostileText, type RawBody } from './hostile-values';

/** Who sends a case: a demo user (with a live session), or nobody with whatever Authorization header. */
export type Caller = { user: FuzzUser } | { authorization: string | undefined };

export type FuzzBody = { kind: 'none' } | { kind: 'json'; value: unknown } | { kind: 'raw'; raw: RawBody } | { kind: 'upload' };

/** One generated request: the URL is ready to send (path parameters and query percent-encoded). */
export type FuzzCase = { caller: Caller; url: string; body: FuzzBody };

export const routeKey = (route: CataloguedRoute) => `${route.method} ${route.url}`;

const ANONYMOUS_HEADERS = [undefined, 'Bearer not-a-session', 'Bearer ', 'Basic dmVuZG9yOmRlbW8=', `Bearer ${'x'.repeat(5000)}`, 'Bearer a b'];

/** Mostly users the route lets in (they reach its handler), some it refuses, some anonymous. */
function callerArbitrary(route: CataloguedRoute, users: readonly FuzzUser[]): fc.Arbitrary<Caller> {
  const allowed = users.filter((user) => route.roles === 'any' || route.roles.includes(user.typeUser));
  const refused = users.filter((user) => !allowed.includes(user));
  const choices: Array<fc.WeightedArbitrary<Caller>> = [
    { arbitrary: fc.constantFrom(...ANONYMOUS_HEADERS).map((authorization) => ({ authorization })), weight: 1 },
  ];
  if (allowed.length > 0) choices.push({ arbitrary: fc.constantFrom(...allowed).map((user) => ({ user })), weight: 6 });
  if (refused.length > 0) choices.push({ arbitrary: fc.constantFrom(...refused).map((user) => ({ user })), weight: 1 });
  return fc.oneof(...choices);
}

export const parameterNames = (url: string) => [...url.matchAll(/:(\w+)/g)].map((match) => match[1]!);
const fillPath = (url: string, names: string[], segments: string[]) => names.reduce((path, name, i) => path.replace(`:${name}`, segments[i]!), url);

/** Each `:name` of the path filled with a value of its contract, or a hostile segment. */
function pathArbitrary(route: CataloguedRoute, pool: ValuePool): fc.Arbitrary<string> {
  const params = route.input.params;
  const shape: Record<string, z.ZodType> = params instanceof z.ZodObject ? params.shape : {};
  const names = parameterNames(route.url);
  const segments = names.map((name) =>
    fc.oneof(
      { arbitrary: contractArbitrary(shape[name] ?? z.string(), pool).map((value) => encodeURIComponentSafe(String(value))), weight: 5 },
      { arbitrary: hostileSegment, weight: 1 },
    ),
  );
  return fc.tuple(...segments).map((values) => fillPath(route.url, names, values));
}

const textStrays: Strays = { value: hostileText, key: hostileKey };
const jsonStrays: Strays = { value: hostileJson, key: hostileKey };

/** The query string (with its `?`, or empty): the contract's fields, some hostile, plus now and then a piece no contract expects. */
function queryArbitrary(route: CataloguedRoute, pool: ValuePool): fc.Arbitrary<string> {
  const schema = route.input.querystring ?? z.strictObject({});
  const fields = fc.oneof({ arbitrary: contractArbitrary(schema, pool), weight: 3 }, { arbitrary: contractArbitrary(schema, pool, textStrays), weight: 2 });
  const extra = fc.oneof({ arbitrary: fc.constant(undefined), weight: 5 }, { arbitrary: hostileQueryPart, weight: 1 });
  return fc.tuple(fields, extra).map(([values, part]) => {
    const pairs = Object.entries(values as Record<string, unknown>).map(
      ([key, value]) => `${encodeURIComponentSafe(key)}=${encodeURIComponentSafe(String(value))}`,
    );
    if (part) pairs.push(part);
    return pairs.length > 0 ? `?${pairs.join('&')}` : '';
  });
}

/** A valid body of the contract, one with hostile values or keys, a hostile JSON value, or bytes that are not what they claim. */
function bodyArbitrary(route: CataloguedRoute, pool: ValuePool): fc.Arbitrary<FuzzBody> {
  const raw = hostileRawBody.map((body): FuzzBody => ({ kind: 'raw', raw: body }));
  const strayJson = hostileJson.map((value): FuzzBody => ({ kind: 'json', value }));
  if (ROUTE_SAMPLES[routeKey(route)]?.upload) {
    // Multipart routes: their file inputs are the upload abuse suite's; here a real upload carries the fuzzed path and query.
    return fc.oneof({ arbitrary: fc.constant<FuzzBody>({ kind: 'upload' }), weight: 6 }, { arbitrary: fc.constant<FuzzBody>({ kind: 'none' }), weight: 1 });
  }
  if (!route.input.body) {
    return fc.oneof({ arbitrary: fc.constant<FuzzBody>({ kind: 'none' }), weight: 6 }, { arbitrary: strayJson, weight: 1 }, { arbitrary: raw, weight: 1 });
  }
  const schema = route.input.body;
  return fc.oneof(
    { arbitrary: contractArbitrary(schema, pool).map((value): FuzzBody => ({ kind: 'json', value })), weight: 4 },
    { arbitrary: contractArbitrary(schema, pool, jsonStrays).map((value): FuzzBody => ({ kind: 'json', value })), weight: 3 },
    { arbitrary: strayJson, weight: 1 },
    { arbitrary: raw, weight: 1 },
  );
}

/**
 * An answer sent back where it came from: its fields named like the path parameters in the path,
 * the object cut down to the body's contract as the body (a PO invoice's summary as its update).
 * Undefined when no answer so far fits.
 */
function echoArbitrary(route: CataloguedRoute, pool: ValuePool): fc.Arbitrary<{ path: string; body: FuzzBody }> | undefined {
  const names = parameterNames(route.url);
  const body = route.input.body;
  if (names.length === 0 || !(body instanceof z.ZodObject)) return undefined;
  const fields = Object.keys(body.shape);
  const fits = pool.objects.filter(
    (object) =>
      names.every((name) => ['string', 'number'].includes(typeof object[name])) &&
      fields.filter((field) => field in object).length >= Math.ceil(fields.length / 2),
  );
  if (fits.length === 0) return undefined;
  return fc.constantFrom(...fits).map((object) => ({
    path: fillPath(
      route.url,
      names,
      names.map((name) => encodeURIComponentSafe(String(object[name]))),
    ),
    body: { kind: 'json', value: project(object, body) },
  }));
}

/** Requests to one route, generated from its contracts (params, query, body) and hostile values, and answers sent back. */
export function fuzzCases(route: CataloguedRoute, users: readonly FuzzUser[], pool: ValuePool): fc.Arbitrary<FuzzCase> {
  const caller = callerArbitrary(route, users);
  const query = queryArbitrary(route, pool);
  const generated = fc.record({ caller, path: pathArbitrary(route, pool), query, body: bodyArbitrary(route, pool) });
  const echo = echoArbitrary(route, pool);
  const parts = echo
    ? fc.oneof(
        { arbitrary: generated, weight: 4 },
        { arbitrary: fc.record({ caller, query, echo }).map(({ echo: sent, ...rest }) => ({ ...rest, ...sent })), weight: 1 },
      )
    : generated;
  return parts.map(({ caller: who, path, query: search, body }) => ({ caller: who, url: path + search, body }));
}

/** The inject options of a case, with the caller's Authorization header. */
export function injectOptionsOf(route: CataloguedRoute, fuzzCase: FuzzCase, authorization: string | undefined): InjectOptions {
  const headers: Record<string, string> = authorization === undefined ? {} : { authorization };
  const base = { method: route.method as InjectOptions['method'], url: fuzzCase.url, headers };
  const { body } = fuzzCase;
  switch (body.kind) {
    case 'none':
      return base;
    case 'json':
      return { ...base, payload: JSON.stringify(body.value) ?? 'null', headers: { ...headers, 'content-type': 'application/json' } };
    case 'raw':
      return {
        ...base,
        payload: body.raw.payload,
        headers: body.raw.contentType === undefined ? headers : { ...headers, 'content-type': body.raw.contentType },
      };
    case 'upload': {
      const upload = multipart('faktur.pdf', SAMPLE_PDF);
      return { ...base, payload: upload.payload, headers: { ...headers, ...upload.headers } };
    }
  }
}
