import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { Multipart } from '@fastify/multipart';
import { UPLOAD_MESSAGES } from '@faktura/domain';
import { HttpError, badRequest } from '../../lib/errors';

/** One uploaded file as a multipart request carries it; `truncated` is set when it passed the size limit. */
export type IncomingFile = {
  filename: string;
  stream: Readable & { truncated?: boolean };
  /** Resolves when the body ended after this file; refuses (400) a body that goes on with more parts. */
  ensureNothingFollows: () => Promise<void>;
};

/** Form fields are never read: a few small ones are tolerated only to answer "no file" or "one file only". */
const MULTIPART_LIMITS = { parts: 5, fields: 4, fieldSize: 1024, files: 1 } as const;

export const tooLarge = (limitBytes: number) => new HttpError('TOO_LARGE', [UPLOAD_MESSAGES.tooLarge(Math.round(limitBytes / (1024 * 1024)))]);

export { requireMultipart } from '../../lib/multipart-guard';

/**
 * What a multipart parser error means for the client. Every error here comes from parsing the
 * client's body (busboy, the plugin's limits, a connection closed early), never from the server.
 */
function refusalFor(error: unknown, limitBytes: number): HttpError {
  if (error instanceof HttpError) return error;
  switch ((error as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return tooLarge(limitBytes);
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PROTO_VIOLATION':
      return badRequest(UPLOAD_MESSAGES.oneFileOnly);
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return badRequest(UPLOAD_MESSAGES.notMultipart);
    default:
      // Truncated body, boundary missing or not found, malformed part headers, premature close.
      return badRequest(UPLOAD_MESSAGES.malformedMultipart);
  }
}

type Parts = AsyncIterator<Multipart>;

async function nextPart(parts: Parts, limitBytes: number): Promise<Multipart | null> {
  try {
    const next = await parts.next();
    return next.done ? null : next.value;
  } catch (error) {
    throw refusalFor(error, limitBytes);
  }
}

/** Lets a part's bytes go unread, so the parser reaches the end of the body and the request can be answered. */
function skip(part: Multipart) {
  if (part.type === 'file') part.file.resume();
}

/**
 * For routes: the request's one multipart part, a file in the field "file", so services never
 * see the request. A body with only form fields has no file; a file under another name, a second
 * file or any field beside the file is refused; a malformed body is a 400, never a 500.
 */
export async function readIncomingFile(request: FastifyRequest, limitBytes: number): Promise<IncomingFile> {
  const parts: Parts = request.parts({ limits: { ...MULTIPART_LIMITS, fileSize: limitBytes } })[Symbol.asyncIterator]();
  let sawField = false;
  for (let part = await nextPart(parts, limitBytes); part; part = await nextPart(parts, limitBytes)) {
    if (part.type === 'file' && part.fieldname === 'file' && !sawField) {
      return { filename: part.filename, stream: part.file, ensureNothingFollows: () => ensureNothingFollows(parts, limitBytes) };
    }
    skip(part);
    if (part.type === 'file') throw badRequest(UPLOAD_MESSAGES.oneFileOnly);
    sawField = true;
  }
  throw badRequest(UPLOAD_MESSAGES.noFile);
}

async function ensureNothingFollows(parts: Parts, limitBytes: number) {
  const extra = await nextPart(parts, limitBytes);
  if (!extra) return;
  skip(extra);
  throw badRequest(UPLOAD_MESSAGES.oneFileOnly);
}

/** Lets an incoming file go unread (refused before storing): the request can still be answered. */
export function discardIncomingFile(file: IncomingFile) {
  file.stream.resume();
}
