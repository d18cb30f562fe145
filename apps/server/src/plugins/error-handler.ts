import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { API_ERROR_STATUS, HTTP_MESSAGES, type ApiErrorCode } from '@faktura/domain';
import { HttpError } from '../lib/errors';
import { inLanguage, requestLanguage } from '../lib/messages-language';

type Issue = { instancePath?: string; message?: string; params?: { issue?: { path?: PropertyKey[]; message?: string } } };

function describeIssue(context: string, issue: Issue, translate: (message: string) => string): string {
  const path = issue.params?.issue?.path?.map(String).join('.') || issue.instancePath?.replace(/^\//, '').replace(/\//g, '.');
  const where = path ? `${context}.${path}` : context;
  return `${where}: ${translate(issue.params?.issue?.message ?? issue.message ?? 'is invalid')}`;
}

/** The body of every refusal: a stable code to branch on and the texts to show. */
function refusal(code: ApiErrorCode, messages: string[]) {
  return { code, messages };
}

/** Fastify's own 4xx refusals by status; any other client error reads as a request it could not take. */
const FRAMEWORK_CODES: Partial<Record<number, ApiErrorCode>> = {
  404: 'NOT_FOUND',
  408: 'TIMEOUT',
  413: 'TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  431: 'HEADERS_TOO_LARGE',
};

/**
 * Every error leaves as `{ code, messages: [...] }`. Client mistakes get a 4xx naming
 * what was wrong; anything unexpected is logged with the request id and answered without
 * internals.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // Messages are raised in English; the request's language (Accept-Language) picks what is sent.
    const language = requestLanguage(request.headers);
    const translate = (message: string) => inLanguage(message, language);
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send(refusal(error.code, error.messages.map(translate)));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const context = error.validationContext ?? 'request';
      const messages = error.validation.map((issue) => describeIssue(context, issue as Issue, translate));
      return reply.status(400).send(refusal('VALIDATION', messages));
    }
    if (error.statusCode === 413) return reply.status(413).send(refusal('TOO_LARGE', [translate(HTTP_MESSAGES.bodyTooLarge)]));
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
      return reply.status(415).send(refusal('UNSUPPORTED_MEDIA_TYPE', [translate(HTTP_MESSAGES.unsupportedContentType)]));
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own client errors: malformed JSON, empty JSON body, bad content length…
      const message = error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError ? HTTP_MESSAGES.malformedJson : error.message;
      return reply.status(error.statusCode).send(refusal(FRAMEWORK_CODES[error.statusCode] ?? 'MALFORMED', [translate(message)]));
    }
    request.log.error({ err: error, reqId: request.id }, 'unexpected error');
    return reply.status(500).send(refusal('INTERNAL', [translate(HTTP_MESSAGES.unexpected(request.id))]));
  });

  app.setNotFoundHandler((request, reply) =>
    reply
      .status(404)
      .send(
        refusal('UNKNOWN_ENDPOINT', [inLanguage(HTTP_MESSAGES.noSuchEndpoint(request.method, request.url.split('?')[0]!), requestLanguage(request.headers))]),
      ),
  );
}

/**
 * Fastify's router refusals (bad percent-encoding, an over-long path parameter) answered like
 * every other error. Passed to Fastify as its `frameworkErrors` option.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    reply.status(414).send(refusal('URI_TOO_LONG', [HTTP_MESSAGES.paramTooLong]));
    return;
  }
  reply.status(400).send(refusal('MALFORMED', [error.code === 'FST_ERR_BAD_URL' ? HTTP_MESSAGES.badUrl : HTTP_MESSAGES.malformedRequest]));
}

/**
 * What Node's HTTP parser refuses before Fastify sees a request (headers too large, garbage):
 * written to the socket directly, in the same `{ code, messages }` format. Fastify's `clientErrorHandler`.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Duplex) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [code, message]: [ApiErrorCode, string] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? ['HEADERS_TOO_LARGE', HTTP_MESSAGES.headersTooLarge]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? ['TIMEOUT', HTTP_MESSAGES.timeout]
        : ['MALFORMED', HTTP_MESSAGES.malformedRequest];
  const status = API_ERROR_STATUS[code];
  const body = JSON.stringify(refusal(code, [message]));
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\ncontent-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
  );
}
