import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { DriveCodeRefused, type CloudDrive, type DriveAccount, type DriveFile, type DriveTokens } from './port';

/** A folder or file name made safe for a path: no separators, no dots leading out. */
const safeName = (name: string) => name.replace(/[^A-Za-z0-9._-]/g, '_').replace(/^\.+/, '_');

/**
 * The embedded default: one folder per company under DRIVE_DIR, one per batch inside it. There is
 * no third party to consent, so the "consent URL" is the drive screen itself carrying a one-time
 * code, which Save then checks like any other code.
 */
export class LocalFolderDrive implements CloudDrive {
  readonly provider = 'local' as const;

  constructor(private readonly root: string) {}

  consentUrl(nonce: string): string {
    return `/#/drive/code?code=${encodeURIComponent(nonce)}`;
  }

  exchangeCode(code: string, nonceHash: string): Promise<DriveTokens | null> {
    if (createHash('sha256').update(code.trim()).digest('hex') !== nonceHash)
      return Promise.reject(new DriveCodeRefused('code does not match the generated URL'));
    return Promise.resolve(null);
  }

  async uploadFolder(account: DriveAccount, folder: string, files: DriveFile[]): Promise<string> {
    const relative = path.join(safeName(account.company), safeName(folder));
    const dir = path.join(this.root, relative);
    await fs.mkdir(dir, { recursive: true });
    for (const file of files) await fs.writeFile(path.join(dir, safeName(file.name)), file.bytes);
    return relative;
  }
}
