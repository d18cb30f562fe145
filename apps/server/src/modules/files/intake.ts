import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import { UPLOAD_MESSAGES, isAllowedExtension } from '@faktura/domain';
import { badRequest } from '../../lib/errors';
import { newStoredName, type FileStorage } from '../../storage/index';
import { discardIncomingFile, tooLarge, type IncomingFile } from './incoming';
import { cleanOriginalName } from './names';
import { proveContentType } from './detect';
import { isSystemError } from './system-error';

export type StoredFile = { originalName: string; storedName: string; size: number; contentType: string };
export type IntakeSettings = { uploadLimitBytes: number; uploadTmpDir: string };

/**
 * Receives the upload into a file of its own in a private directory under `tmpDir`, where it is
 * checked before storage sees it. The directory is gone again when this fails. A file system
 * failure is the server's; any other is the client's body ending early or malformed (400).
 */
async function receive(stream: Readable, tmpDir: string): Promise<{ tempPath: string; size: number }> {
  const dir = await fs.promises.mkdtemp(path.join(tmpDir, 'faktura-upload-'));
  const tempPath = path.join(dir, 'incoming');
  try {
    await pipeline(stream, fs.createWriteStream(tempPath, { flags: 'wx', mode: 0o600 }));
    return { tempPath, size: (await fs.promises.stat(tempPath)).size };
  } catch (error) {
    await fs.promises.rm(dir, { recursive: true, force: true });
    throw isSystemError(error) ? error : badRequest(UPLOAD_MESSAGES.malformedMultipart);
  }
}

/** The name checks that need no byte of the file: refused ones are let go unread. */
function acceptableName(file: IncomingFile): string {
  const name = cleanOriginalName(file.filename);
  const refusal = !name ? UPLOAD_MESSAGES.nameEmpty : !isAllowedExtension(name) ? UPLOAD_MESSAGES.extension : null;
  if (refusal) {
    discardIncomingFile(file);
    throw badRequest(refusal);
  }
  return name;
}

/**
 * Checks and keeps one incoming file: a usable name with an extension from the spec's list, the
 * only part of its request, under the size limit, not empty, content proving its extension;
 * then saved under a generated name. Nothing is kept on refusal: the temporary directory always
 * goes, and storage only ever sees accepted files.
 */
export async function storeIncomingFile(storage: FileStorage, settings: IntakeSettings, file: IncomingFile): Promise<StoredFile> {
  const originalName = acceptableName(file);
  const received = await receive(file.stream, settings.uploadTmpDir).catch((error: unknown) => {
    // A body cut off after the size limit was passed is still an oversize upload.
    throw file.stream.truncated ? tooLarge(settings.uploadLimitBytes) : error;
  });
  try {
    if (file.stream.truncated) throw tooLarge(settings.uploadLimitBytes);
    await file.ensureNothingFollows();
    if (received.size === 0) throw badRequest(UPLOAD_MESSAGES.empty);
    const contentType = await proveContentType(received.tempPath, originalName);
    const storedName = newStoredName();
    await storage.save(storedName, received.tempPath, contentType);
    return { originalName, storedName, size: received.size, contentType };
  } finally {
    await fs.promises.rm(path.dirname(received.tempPath), { recursive: true, force: true });
  }
}

/**
 * Records a stored file (the caller's insert); when recording fails, the stored bytes are removed
 * again so no file outlives a refused or failed upload.
 */
export async function recordStoredFile<T>(storage: FileStorage, stored: StoredFile, record: () => Promise<T>): Promise<T> {
  try {
    return await record();
  } catch (error) {
    // The recording error is the one to report; a failed clean-up only leaves bytes no row names.
    await storage.remove(stored.storedName).catch(() => undefined);
    throw error;
  }
}
