import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, onRequestHookHandler, preHandlerHookHandler } from 'fastify';
import { z } from 'zod';
import { API_ERROR_STATUS, errorBodySchema, type ApiErrorCode, type EndpointSpec } from '@faktura/domain';
import { requireMultipart } from './multipart-guard';

/**
 * An endpoint the server can register: every part it validates or answers with is a zod schema
 * (the zod-free views the login page uses are not).
 */
export type ServerEndpoint = EndpointSpec & {
  summary: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType | 'multipart';
  response: z.ZodType | 'none' | 'file';
  readonly status: 200 | 201 | 204;
};

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** The request a handler of `E` gets: params, query and body already parsed by E's schemas. */
export type EndpointRequest<E extends ServerEndpoint> = FastifyRequest<{
  Params: Parsed<E['params']>;
  Querystring: Parsed<E['query']>;
  Body: Parsed<E['body']>;
}>;

/**
 * What a handler of `E` returns: the JSON answer (checked and serialised by E's response schema),
 * nothing for `'none'` (answered 204), or the reply it sent itself for `'file'`.
 */
export type EndpointAnswer<E extends ServerEndpoint> = E['response'] extends z.ZodType
  ? z.output<E['response']>
  : E['response'] extends 'none'
    ? void
    : FastifyReply;

export type EndpointHandler<E extends ServerEndpoint> = (request: EndpointRequest<E>, reply: FastifyReply) => Promise<EndpointAnswer<E>>;

/** Per-route hooks the declaration does not carry: who may call it and anything checked before the body is read. */
export type RouteHooks = { preHandler?: preHandlerHookHandler; onRequest?: onRequestHookHandler };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The declaration the route was registered from (read by the route catalogue). */
    endpoint?: ServerEndpoint;
  }
}

/** The error answers for OpenAPI: the endpoint's own codes, plus 401 unless public and 400 when it reads input. */
function errorResponses(endpoint: ServerEndpoint): Record<number, typeof errorBodySchema> {
  const codes = new Set<ApiErrorCode>(endpoint.errors ?? []);
  if (!endpoint.public) codes.add('UNAUTHENTICATED');
  if (endpoint.params || endpoint.query || endpoint.body) codes.add('VALIDATION');
  return Object.fromEntries([...codes].map((code) => [API_ERROR_STATUS[code], errorBodySchema]));
}

/**
 * Registers `endpoint` on `app` (a module plugin registered with a URL prefix): the path, method,
 * schemas and status all come from the declaration, so the route cannot drift from what the web
 * calls. The declaration's path is full (`/api/batches/:id`); the plugin's prefix is taken off.
 */
export function route<E extends ServerEndpoint>(app: FastifyInstance, endpoint: E, hooks: RouteHooks, handler: EndpointHandler<E>): void {
  const { prefix } = app;
  if (!endpoint.path.startsWith(prefix)) throw new Error(`${endpoint.method} ${endpoint.path} is declared outside its plugin's prefix ${prefix}`);
  // A prefix's own path registers as '/', as the hand-written routes did (Fastify then answers both with and without the slash).
  const url = endpoint.path.slice(prefix.length) || '/';
  const multipart = endpoint.body === 'multipart';
  const success = endpoint.response === 'file' ? {} : { [endpoint.status]: endpoint.response === 'none' ? z.null() : endpoint.response };
  const schema: FastifySchema & Record<string, unknown> = {
    tags: endpoint.tags ?? [endpoint.path.split('/')[2] ?? 'api'],
    summary: endpoint.summary,
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body && !multipart ? { body: endpoint.body } : {}),
    ...(multipart ? { consumes: ['multipart/form-data'] } : {}),
    ...(endpoint.produces ? { produces: endpoint.produces } : {}),
    response: { ...success, ...errorResponses(endpoint) },
  };
  app.route({
    method: endpoint.method,
    url,
    schema,
    config: { endpoint, ...(endpoint.public ? { public: true } : {}) },
    ...(hooks.preHandler ? { preHandler: hooks.preHandler } : {}),
    ...(multipart
      ? { onRequest: hooks.onRequest ? [requireMultipart, hooks.onRequest] : requireMultipart }
      : hooks.onRequest
        ? { onRequest: hooks.onRequest }
        : {}),
    handler: async (request, reply) => {
      if (endpoint.response === 'file') return handler(request as EndpointRequest<E>, reply);
      reply.status(endpoint.status);
      const answer = await handler(request as EndpointRequest<E>, reply);
      return endpoint.response === 'none' ? reply.send(null) : answer;
    },
  });
}
