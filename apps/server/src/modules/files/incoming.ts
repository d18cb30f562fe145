import fs from 'node:fs';
import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { UPLOAD_MESSAGES, isAllowedExtension } from '@faktura/domain';
import { HttpError, badRequest } from '../../lib/errors';
import { sniffContentType } from './sniff';
import type { FileStore } from './storage';

/** One uploaded file as a multipart request carries it; `truncated` is set when it passed the size limit. */
export type IncomingFile = { filename: string; stream: Readable & { truncated?: boolean } };
export type StoredFile = { originalName: string; storedName: string; size: number; contentType: string };

/** For routes: the request's one multipart file (field "file"), so services never see the request. */
export async function readIncomingFile(request: FastifyRequest, limitBytes: number): Promise<IncomingFile> {
  const part = await request.file({ limits: { fileSize: limitBytes, files: 1, fields: 5 } });
  if (!part) throw badRequest(UPLOAD_MESSAGES.noFile);
  return { filename: part.filename, stream: part.file };
}

/** Lets an incoming file go unread (refused before storing): the request can still be answered. */
export function discardIncomingFile(file: IncomingFile) {
  file.stream.resume();
}

async function readHead(path: string): Promise<Buffer> {
  const handle = await fs.promises.open(path, 'r');
  try {
    const buffer = Buffer.alloc(8);
    const { bytesRead } = await handle.read(buffer, 0, 8, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * Checks and keeps one incoming file: extension from the spec's list, size under the limit, first
 * bytes matching the extension; stored under a generated name. Nothing is kept on refusal.
 */
export async function storeIncomingFile(store: FileStore, limitBytes: number, file: IncomingFile): Promise<StoredFile> {
  const limitMb = Math.round(limitBytes / (1024 * 1024));
  if (!isAllowedExtension(file.filename)) {
    discardIncomingFile(file);
    throw badRequest(UPLOAD_MESSAGES.extension);
  }
  const storedName = store.newName();
  let size: number;
  try {
    size = await store.write(storedName, file.stream);
  } catch (error) {
    await store.remove(storedName);
    if ((error as { statusCode?: number }).statusCode === 413) throw new HttpError(413, [UPLOAD_MESSAGES.tooLarge(limitMb)]);
    throw error;
  }
  const refuse = async (status: number, message: string) => {
    await store.remove(storedName);
    return new HttpError(status, [message]);
  };
  if (file.stream.truncated) throw await refuse(413, UPLOAD_MESSAGES.tooLarge(limitMb));
  if (size === 0) throw await refuse(400, UPLOAD_MESSAGES.empty);
  const contentType = sniffContentType(file.filename, await readHead(store.pathOf(storedName)));
  if (!contentType) throw await refuse(400, UPLOAD_MESSAGES.contentMismatch);
  return { originalName: file.filename.slice(-255), storedName, size, contentType };
}
