import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { UPLOAD_MESSAGES, isAllowedExtension } from '@faktura/domain';
import { HttpError, badRequest } from '../../lib/errors';
import { sniffContentType } from './sniff';
import { newStoredName, type FileStorage } from '../../storage/index';

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

/** Receives the upload into a private temporary file, where it is checked before storage sees it. */
async function receive(stream: Readable): Promise<{ tempPath: string; size: number }> {
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'faktura-upload-'));
  const tempPath = path.join(dir, 'incoming');
  try {
    await pipeline(stream, fs.createWriteStream(tempPath, { flags: 'wx' }));
    return { tempPath, size: (await fs.promises.stat(tempPath)).size };
  } catch (error) {
    await fs.promises.rm(dir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Checks and keeps one incoming file: extension from the spec's list, size under the limit,
 * content matching the extension; then stored under a generated name. Nothing is kept on refusal.
 */
export async function storeIncomingFile(storage: FileStorage, limitBytes: number, file: IncomingFile): Promise<StoredFile> {
  const limitMb = Math.round(limitBytes / (1024 * 1024));
  if (!isAllowedExtension(file.filename)) {
    discardIncomingFile(file);
    throw badRequest(UPLOAD_MESSAGES.extension);
  }
  let received: { tempPath: string; size: number };
  try {
    received = await receive(file.stream);
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 413) throw new HttpError(413, [UPLOAD_MESSAGES.tooLarge(limitMb)]);
    throw error;
  }
  try {
    if (file.stream.truncated) throw new HttpError(413, [UPLOAD_MESSAGES.tooLarge(limitMb)]);
    if (received.size === 0) throw badRequest(UPLOAD_MESSAGES.empty);
    const contentType = sniffContentType(file.filename, await readHead(received.tempPath));
    if (!contentType) throw badRequest(UPLOAD_MESSAGES.contentMismatch);
    const storedName = newStoredName();
    await storage.save(storedName, received.tempPath, contentType);
    return { originalName: file.filename.slice(-255), storedName, size: received.size, contentType };
  } finally {
    await fs.promises.rm(path.dirname(received.tempPath), { recursive: true, force: true });
  }
}
