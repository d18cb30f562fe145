// Only zod's types are named here (no runtime import): the web's api-client builds URLs with this
// module and is part of the login route, whose JS budget has no room for zod.
import type { z } from 'zod';
import type { ApiErrorCode } from './errors';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Anything that reads an unknown value into a `T`: every zod schema, or a hand-written check. */
export type Parser<T> = { parse(body: unknown): T };

type Schema = z.ZodType;

/**
 * One HTTP endpoint, declared once for both sides: the server registers its route from it and
 * the web builds its fetcher from it, so a renamed path or a changed answer fails the typecheck.
 */
export type EndpointSpec = {
  method: HttpMethod;
  /** Full path with its `:name` parameters, e.g. `/api/batches/:id`. */
  path: `/api/${string}`;
  /** One line for the OpenAPI page (required by the server; the login page's view leaves it out). */
  summary?: string;
  /** OpenAPI groups; the server defaults to the first path segment after /api. */
  tags?: readonly string[];
  params?: Schema;
  query?: Schema;
  /** A JSON body schema, or `'multipart'`: one uploaded file in the form field `file`. */
  body?: Schema | Parser<unknown> | 'multipart';
  /** A JSON answer's schema, `'none'` (204, no body) or `'file'` (a binary download, e.g. a PDF). */
  response: Schema | Parser<unknown> | 'none' | 'file';
  /** Success status; defaults to 204 for `'none'`, else 200. */
  status?: 200 | 201 | 204;
  /** Refusals particular to this endpoint, for the OpenAPI page (auth and input validation are implied). */
  errors?: readonly ApiErrorCode[];
  /** Answered without a session (login). */
  public?: boolean;
  /** Content types of a `'file'` answer. */
  produces?: readonly string[];
};

type StatusOf<S extends EndpointSpec> = S['status'] extends number ? S['status'] : S['response'] extends 'none' ? 204 : 200;

export type Endpoint<S extends EndpointSpec = EndpointSpec> = S & { readonly status: StatusOf<S> };

/** The `:name` parameters of a path template. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** The params schema must name exactly the path's `:parameters` (none: no params schema). */
type ParamsCheck<S extends EndpointSpec> = [PathParamNames<S['path']>] extends [never]
  ? { params?: undefined }
  : S['params'] extends Schema
    ? Same<keyof z.output<S['params']>, PathParamNames<S['path']>> extends true
      ? unknown
      : { params: `params must name exactly the path parameters: ${PathParamNames<S['path']>}` }
    : { params: `params must name exactly the path parameters: ${PathParamNames<S['path']>}` };

/** Declares an endpoint; the `status` default is filled in, everything else stays as written. */
export function defineEndpoint<const S extends EndpointSpec>(spec: S & ParamsCheck<S>): Endpoint<S> {
  const status = spec.status ?? (spec.response === 'none' ? 204 : 200);
  return { ...spec, status } as Endpoint<S>;
}

// What a caller sends and gets, as types (the web's fetchers are typed by these).

type OptionalKeys<T> = { [K in keyof T]-?: undefined extends T[K] ? K : never }[keyof T];

/**
 * Path and query values as a caller writes them: the schema's parsed value types (a number for a
 * `queryInt`), optional where the schema lets the value be left out. They travel as text.
 */
export type UrlValues<S> = S extends Schema
  ? { [K in Exclude<keyof z.output<S>, OptionalKeys<z.input<S>>>]: z.output<S>[K] } & {
      [K in Extract<OptionalKeys<z.input<S>>, keyof z.output<S>>]?: z.output<S>[K] | undefined;
    }
  : never;

export type EndpointParams<E extends EndpointSpec> = UrlValues<E['params']>;
export type EndpointQuery<E extends EndpointSpec> = UrlValues<E['query']>;
export type EndpointBody<E extends EndpointSpec> = E['body'] extends Schema
  ? z.input<E['body']>
  : E['body'] extends Parser<infer T>
    ? T
    : E['body'] extends 'multipart'
      ? Blob
      : never;
export type EndpointResult<E extends EndpointSpec> = E['response'] extends Schema
  ? z.output<E['response']>
  : E['response'] extends Parser<infer T>
    ? T
    : E['response'] extends 'none'
      ? void
      : E['response'] extends 'file'
        ? { blob: Blob; fileName: string }
        : never;
