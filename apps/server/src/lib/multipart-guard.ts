import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { UPLOAD_MESSAGES } from '@faktura/domain';
import { badRequest } from './errors';

const MULTIPART_TYPE = /^multipart\/form-data\s*(;|$)/i;

/**
 * An upload route's onRequest hook: anything but multipart/form-data is refused before a body
 * parser runs (otherwise JSON would be parsed, and other types answered 415 by Fastify).
 */
export function requireMultipart(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) {
  done(MULTIPART_TYPE.test(request.headers['content-type'] ?? '') ? undefined : badRequest(UPLOAD_MESSAGES.notMultipart));
}
