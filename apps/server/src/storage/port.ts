import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';

/**
 * Where attachments and generated files live (docs/architecture.md, "Attachments"): a local directory by default, an
 * S3-compatible bucket when configured. Files arrive already checked, as a local file; stored
 * names are generated here, so a client-chosen name never reaches a disk or a bucket.
 */
export interface FileStorage {
  /** Keeps the local file at `localPath` under `storedName` (the local file may be moved away). */
  save(storedName: string, localPath: string, contentType: string): Promise<void>;
  /** The stored bytes; `StoredFileMissing` when there are none. */
  read(storedName: string): Promise<Readable>;
  /** Removes the stored bytes; removing what is not there is not an error. */
  remove(storedName: string): Promise<void>;
  /** Resolves when the storage can be used; `StorageUnavailable` saying why when not (checked at start). */
  check(): Promise<void>;
}

export class StoredFileMissing extends Error {
  constructor(readonly storedName: string) {
    super(`stored file ${storedName} is missing`);
    this.name = 'StoredFileMissing';
  }
}

/** The configured storage cannot be reached or used: the server does not start on it. */
export class StorageUnavailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StorageUnavailable';
  }
}

const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function newStoredName(): string {
  return randomUUID();
}

/** Only names this module made are ever used as a path or an object key. */
export function assertStoredName(storedName: string): string {
  if (!STORED_NAME.test(storedName)) throw new Error('invalid stored name');
  return storedName;
}
