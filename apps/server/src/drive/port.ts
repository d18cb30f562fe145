/** OAuth tokens of a linked drive (none for the local folder drive). expiresAt: epoch ms. */
export type DriveTokens = { accessToken: string; refreshToken: string | null; expiresAt: number | null };

/** A linked drive as an adapter works on it: its tokens, and where a refreshed pair is kept. */
export type DriveAccount = { company: string; tokens: DriveTokens | null; saveTokens(tokens: DriveTokens): Promise<void> };

export type DriveFile = { name: string; contentType: string; bytes: Buffer };

/** The drive refused the pasted code (wrong, used, or expired). */
export class DriveCodeRefused extends Error {}

/**
 * Where submitted batches' documents go (legacy "upload-google-by-folder"; linked on `/drive/code`). Two
 * adapters: `LocalFolderDrive` (the embedded default) and `GoogleDrive` (its REST API).
 */
export interface CloudDrive {
  readonly provider: 'local' | 'google';
  /** The consent page a user opens; `nonce` comes back as the code (local) or travels as OAuth state (Google). */
  consentUrl(nonce: string): string;
  /**
   * Turns the pasted code into tokens to keep; null when the drive needs none. `nonceHash` is the
   * sha256 (hex) of the nonce the URL carried. Throws DriveCodeRefused.
   */
  exchangeCode(code: string, nonceHash: string): Promise<DriveTokens | null>;
  /** Puts the files in the folder `folder` (made once, found again on a retry; a file already there is not sent twice); answers the folder's id or path. */
  uploadFolder(account: DriveAccount, folder: string, files: DriveFile[]): Promise<string>;
}
