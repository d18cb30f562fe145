import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createFileStorage } from '../../src/storage/index';
import { LocalFileStorage } from '../../src/storage/local';
import { describeStorageContract } from './contract';

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'faktura-local-storage-'));

describeStorageContract('LocalFileStorage', () => Promise.resolve(new LocalFileStorage(tempDir())));

describe('the default storage', () => {
  it('is the local files directory when no bucket is configured, created if need be', async () => {
    const dir = path.join(tempDir(), 'files');
    const storage = await createFileStorage({ filesDir: dir, s3: null });
    expect(storage).toBeInstanceOf(LocalFileStorage);
    expect(fs.statSync(dir).isDirectory()).toBe(true);
  });
});
