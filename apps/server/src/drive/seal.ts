import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { DriveTokens } from './port';

const VERSION = 'v1';

/**
 * Drive tokens at rest: AES-256-GCM under DRIVE_TOKEN_KEY, a fresh 96-bit IV each time, stored
 * as `v1.<iv>.<tag>.<ciphertext>` (base64url). A changed byte or another key fails to open.
 */
export function sealTokens(key: Buffer, tokens: DriveTokens): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(JSON.stringify(tokens), 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), sealed].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
}

export function openTokens(key: Buffer, value: string): DriveTokens {
  const [version, iv, tag, sealed] = value.split('.');
  if (version !== VERSION || !iv || !tag || !sealed) throw new Error('not a sealed drive token');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  const plain = Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]);
  return JSON.parse(plain.toString('utf8')) as DriveTokens;
}
