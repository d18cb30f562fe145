import { endpointPath, type EndpointBody, type EndpointParams, type EndpointQuery, type EndpointResult, type EndpointSpec } from '@faktura/domain';
import { apiFetch, apiSend, buildUrl, type ApiOptions } from './api-core';

export * from './api-core';

// Calls built from the domain's endpoint declarations: the path, method and answer come from the
// contract, so a renamed path or a changed answer fails the typecheck instead of a screen.

/** The parts of a call that the endpoint's declaration asks for, and only those. */
export type CallOptions<E extends EndpointSpec> = ([EndpointParams<E>] extends [never] ? { params?: undefined } : { params: EndpointParams<E> }) &
  ([EndpointQuery<E>] extends [never] ? { query?: undefined } : { query?: EndpointQuery<E> }) &
  ([EndpointBody<E>] extends [never] ? { body?: undefined } : { body: EndpointBody<E> }) & {
    signal?: AbortSignal;
    /** Whether a 401 means "session over": by default unless the endpoint is public (the login's 401 is wrong credentials). */
    sessionBound?: boolean;
  };

type Declared = Pick<EndpointSpec, 'method' | 'path' | 'response' | 'public'>;

function urlOf(endpoint: Pick<EndpointSpec, 'path'>, options: { params?: object; query?: object }): string {
  return buildUrl(endpointPath(endpoint.path, options.params as Parameters<typeof endpointPath>[1]), options.query as ApiOptions['query']);
}

/** The URL of a call: the path template filled in (each value percent-encoded) and the query string. */
export function endpointUrl<E extends EndpointSpec>(endpoint: E, options: Pick<CallOptions<E>, 'params' | 'query'>): string {
  return urlOf(endpoint, options);
}

/** Optional arguments when the endpoint needs none of params, query or body. */
type Args<E extends EndpointSpec> = Partial<CallOptions<E>> extends CallOptions<E> ? [options?: CallOptions<E>] : [options: CallOptions<E>];

/**
 * Calls a declared JSON (or no-content) endpoint: bearer token, JSON body, the answer read by the
 * declaration's response schema (ContractError when it does not match), failures as ApiError.
 */
export async function callApi<E extends EndpointSpec>(endpoint: E & Declared, ...[options = {} as CallOptions<E>]: Args<E>): Promise<EndpointResult<E>> {
  const { body, signal, sessionBound = !endpoint.public } = options;
  const init: ApiOptions = { method: endpoint.method, body, signal, sessionBound };
  const path = urlOf(endpoint, options);
  const response = endpoint.response;
  return (typeof response === 'object' ? apiFetch(path, response, init) : apiSend(path, init)) as Promise<EndpointResult<E>>;
}
