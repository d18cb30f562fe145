import type { Config } from '../config';
import { LocalFileStorage } from './local';
import type { FileStorage } from './port';

export { StoredFileMissing, newStoredName, type FileStorage } from './port';

/** The storage the configuration names: the local files directory unless an S3 bucket is configured. */
export function createFileStorage(config: Pick<Config, 'filesDir'>): FileStorage {
  return new LocalFileStorage(config.filesDir);
}
