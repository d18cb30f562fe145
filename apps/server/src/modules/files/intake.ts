import crypto from 'node:crypto';
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

export type StoredFile = { originalName: string; storedName: string; size: number; contentType: string; contentSha256: string };
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
function acceptableName(file: IncomingFile, refusalOf: (cleanName: string) => string | null): string {
  const name = cleanOriginalName(file.filename);
  const refusal = !name ? UPLOAD_MESSAGES.nameEmpty : refusalOf(name);
  if (refusal) {
    discardIncomingFile(file);
    throw badRequest(refusal);
  }
  return name;
}

export type ReceivedUpload = { tempPath: string; originalName: string; size: number };

/**
 * The intake every upload goes through: a usable name (`refusalOf` judges its extension), the
 * only part of its request, under the size limit, not empty, received into a private temporary
 * directory that is removed again when `use` is done with it (or anything failed). Attachments
 * store what they received; the expedition upload reads it and stores nothing.
 */
export async function withReceivedUpload<T>(
  settings: IntakeSettings,
  file: IncomingFile,
  refusalOf: (cleanName: string) => string | null,
  use: (received: ReceivedUpload) => Promise<T>,
): Promise<T> {
  const originalName = acceptableName(file, refusalOf);
  const received = await receive(file.stream, settings.uploadTmpDir).catch((error: unknown) => {
    // A body cut off after the size limit was passed is still an oversize upload.
    throw file.stream.truncated ? tooLarge(settings.uploadLimitBytes) : error;
  });
  try {
    if (file.stream.truncated) throw tooLarge(settings.uploadLimitBytes);
    await file.ensureNothingFollows();
    if (received.size === 0) throw badRequest(UPLOAD_MESSAGES.empty);
    return await use({ tempPath: received.tempPath, originalName, size: received.size });
  } finally {
    await fs.promises.rm(path.dirname(received.tempPath), { recursive: true, force: true });
  }
}

/**
 * Checks and keeps one attachment: an extension from the spec's list and content proving it,
 * then saved under a generated name. Storage only ever sees accepted files.
 */
export async function storeIncomingFile(storage: FileStorage, settings: IntakeSettings, file: IncomingFile): Promise<StoredFile> {
  const refusalOf = (name: string) => (isAllowedExtension(name) ? null : UPLOAD_MESSAGES.extension);
  return withReceivedUpload(settings, file, refusalOf, async ({ tempPath, originalName, size }) => {
    const contentType = await proveContentType(tempPath, originalName);
    const contentSha256 = await sha256Of(tempPath);
    const storedName = newStoredName();
    await storage.save(storedName, tempPath, contentType);
    return { originalName, storedName, size, contentType, contentSha256 };
  });
}

/** SHA-256 of a received file's bytes (hex), read as a stream: the same file uploaded again is found by it. */
export async function sha256Of(filePath: string): Promise<string> {
  const hash = crypto.createHash('sha256');
  await pipeline(fs.createReadStream(filePath), hash);
  return hash.digest('hex');
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
