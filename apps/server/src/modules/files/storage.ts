import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';

/** Local-disk file store: generated names only, so a client-chosen name never reaches the disk. */
export class FileStore {
  constructor(private readonly dir: string) {
    fs.mkdirSync(dir, { recursive: true });
  }

  newName(): string {
    return randomUUID();
  }

  pathOf(storedName: string): string {
    if (!/^[0-9a-f-]{36}$/.test(storedName)) throw new Error('invalid stored name');
    return path.join(this.dir, storedName);
  }

  async write(storedName: string, source: Readable): Promise<number> {
    const target = this.pathOf(storedName);
    await pipeline(source, fs.createWriteStream(target, { flags: 'wx' }));
    return (await fs.promises.stat(target)).size;
  }

  read(storedName: string): fs.ReadStream {
    return fs.createReadStream(this.pathOf(storedName));
  }

  async remove(storedName: string): Promise<void> {
    await fs.promises.rm(this.pathOf(storedName), { force: true });
  }
}
