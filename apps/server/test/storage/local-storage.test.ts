import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { StorageUnavailable, createFileStorage } from '../../src/storage/index';
import { LocalFileStorage } from '../../src/storage/local';
import { describeStorageContract } from './contract';

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'faktura-local-storage-'));

describeStorageContract('LocalFileStorage', () => createFileStorage({ filesDir: tempDir(), s3: null }));

describe('the default storage', () => {
  it('is the local files directory when no bucket is configured, created if need be', async () => {
    const dir = path.join(tempDir(), 'files');
    const storage = await createFileStorage({ filesDir: dir, s3: null });
    expect(storage).toBeInstanceOf(LocalFileStorage);
    expect(fs.statSync(dir).isDirectory()).toBe(true);
  });

  it('refuses to start on a files directory it cannot make, naming the setting', async () => {
    const notADirectory = path.join(tempDir(), 'a-file');
    fs.writeFileSync(notADirectory, '');
    const refused = createFileStorage({ filesDir: path.join(notADirectory, 'files'), s3: null });
    await expect(refused).rejects.toBeInstanceOf(StorageUnavailable);
    await expect(refused).rejects.toThrow(/^The files directory .*a-file\/files cannot be read and written \(ENOTDIR.*\)\. Check FILES_DIR\.$/);
  });
});
