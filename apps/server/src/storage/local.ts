import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { StorageUnavailable, StoredFileMissing, assertStoredName, type FileStorage } from './port';

/** Files in one local directory, outside the web root, served only through the API. `check` creates it. */
export class LocalFileStorage implements FileStorage {
  constructor(private readonly dir: string) {}

  private pathOf(storedName: string): string {
    return path.join(this.dir, assertStoredName(storedName));
  }

  async save(storedName: string, localPath: string): Promise<void> {
    const target = this.pathOf(storedName);
    try {
      await fs.promises.rename(localPath, target);
    } catch (error) {
      // Another file system (the temp directory on its own mount): copy, never overwrite.
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
      await fs.promises.copyFile(localPath, target, fs.constants.COPYFILE_EXCL);
    }
  }

  async read(storedName: string): Promise<Readable> {
    const file = this.pathOf(storedName);
    try {
      const handle = await fs.promises.open(file, 'r');
      return handle.createReadStream();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new StoredFileMissing(storedName);
      throw error;
    }
  }

  async remove(storedName: string): Promise<void> {
    await fs.promises.rm(this.pathOf(storedName), { force: true });
  }

  async check(): Promise<void> {
    try {
      await fs.promises.mkdir(this.dir, { recursive: true });
      await fs.promises.access(this.dir, fs.constants.R_OK | fs.constants.W_OK);
    } catch (error) {
      throw new StorageUnavailable(`The files directory ${this.dir} cannot be read and written (${(error as Error).message}). Check FILES_DIR.`);
    }
  }
}
