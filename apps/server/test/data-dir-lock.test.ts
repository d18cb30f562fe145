import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, acquireDataDirLock } from '../src/db/data-dir-lock';

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'faktura-lock-'));

describe('embedded database lock', () => {
  it('refuses a directory held by another live process, saying what to do', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'faktura.lock'), String(process.ppid)); // a live process that is not us
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(/already in use by another Faktura server \(pid \d+\)\. Stop that server first/);
  });

  it('takes over a lock left by a process that is gone, and releases it', () => {
    const dir = tempDir();
    const file = path.join(dir, 'faktura.lock');
    fs.writeFileSync(file, '2147483646');
    const release = acquireDataDirLock(dir);
    expect(fs.readFileSync(file, 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(file)).toBe(false);
  });
});
