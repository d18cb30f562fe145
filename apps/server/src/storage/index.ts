import type { Config } from '../config';
import { LocalFileStorage } from './local';
import type { FileStorage } from './port';

export { StorageUnavailable, StoredFileMissing, newStoredName, type FileStorage } from './port';

/**
 * The storage the configuration names (STORAGE): the local files directory, or an S3-compatible
 * bucket. Checked before use, so a server never starts on a storage it cannot write to.
 */
export async function createFileStorage(config: Pick<Config, 'filesDir' | 's3'>): Promise<FileStorage> {
  // The AWS SDK takes a third of a second and 20 MB to load: only a server configured for S3 loads it.
  const storage = config.s3 ? new (await import('./s3')).S3FileStorage(config.s3) : new LocalFileStorage(config.filesDir);
  await storage.check();
  return storage;
}
