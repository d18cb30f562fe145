import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { beforeAll, describe, expect, it } from 'vitest';
import { StoredFileMissing, newStoredName, type FileStorage } from '../../src/storage/index';

/** A checked upload as the files module hands it to storage: a local file of its own. */
export function localFile(bytes: Buffer): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'faktura-storage-test-')), 'incoming');
  fs.writeFileSync(file, bytes);
  return file;
}

async function saved(storage: FileStorage, bytes: Buffer): Promise<string> {
  const name = newStoredName();
  await storage.save(name, localFile(bytes), 'application/octet-stream');
  return name;
}

const readBack = async (storage: FileStorage, name: string) => buffer(await storage.read(name));

/** What every FileStorage must do, run against each adapter (test/storage/*-storage.test.ts). */
export function describeStorageContract(adapter: string, open: () => Promise<FileStorage>) {
  describe(`${adapter}: the FileStorage contract`, () => {
    let storage: FileStorage;
    beforeAll(async () => {
      storage = await open();
    });

    it('is ready to use', async () => {
      await expect(storage.check()).resolves.toBeUndefined();
    });

    it('reads back exactly the bytes it kept, every byte value, past any chunk size', async () => {
      const everyByte = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
      const bytes = Buffer.concat([everyByte, randomBytes(3 * 1024 * 1024 + 7), everyByte]);
      const name = await saved(storage, bytes);
      expect((await readBack(storage, name)).equals(bytes)).toBe(true);
    });

    it('keeps files apart by name', async () => {
      const [first, second] = [randomBytes(100), randomBytes(200)];
      const [a, b] = [await saved(storage, first), await saved(storage, second)];
      expect((await readBack(storage, a)).equals(first)).toBe(true);
      expect((await readBack(storage, b)).equals(second)).toBe(true);
    });

    it('answers StoredFileMissing for a name it never kept', async () => {
      await expect(storage.read(newStoredName())).rejects.toBeInstanceOf(StoredFileMissing);
    });

    it('removes what it kept: reading it afterwards is StoredFileMissing', async () => {
      const name = await saved(storage, randomBytes(64));
      await storage.remove(name);
      await expect(storage.read(name)).rejects.toBeInstanceOf(StoredFileMissing);
    });

    it('removes what is not there without an error, twice over', async () => {
      const name = newStoredName();
      await expect(storage.remove(name)).resolves.toBeUndefined();
      await expect(storage.remove(name)).resolves.toBeUndefined();
    });

    it('refuses any name it did not generate, before touching the file or the store', async () => {
      const hostile = ['../../etc/passwd', 'a/b', '', '.', newStoredName().toUpperCase(), `${newStoredName()}\n`, `${newStoredName()}/../x`];
      for (const name of hostile) {
        const file = localFile(Buffer.from('%PDF-1.4'));
        await expect(storage.save(name, file, 'application/pdf'), JSON.stringify(name)).rejects.toThrow('invalid stored name');
        expect(fs.existsSync(file)).toBe(true);
        await expect(storage.read(name)).rejects.toThrow('invalid stored name');
        await expect(storage.remove(name)).rejects.toThrow('invalid stored name');
      }
    });
  });
}
