import { randomBytes } from 'node:crypto';
import type { GoogleDriveSettings } from '../config';
import { DriveCodeRefused, type CloudDrive, type DriveAccount, type DriveFile, type DriveTokens } from './port';

const SCOPE = 'https://www.googleapis.com/auth/drive.file';
const FOLDER_TYPE = 'application/vnd.google-apps.folder';
/** Refresh a little before Google's expiry rather than fail a request on it. */
const EXPIRY_MARGIN_MS = 60_000;
const TIMEOUT_MS = 30_000;

type TokenAnswer = { access_token?: string; expires_in?: number; refresh_token?: string; error?: string };
type FileAnswer = { id: string; name: string };

export class GoogleDriveError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** A query string literal of the Drive search language: quotes and backslashes escaped. */
const literal = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/**
 * Google Drive over its REST API (OAuth 2.0 for installed apps; Drive v3 files and multipart
 * upload). The base URLs come from config so the tests point them at a loopback fake.
 */
export class GoogleDrive implements CloudDrive {
  readonly provider = 'google' as const;

  constructor(private readonly settings: GoogleDriveSettings) {}

  consentUrl(nonce: string): string {
    const query = new URLSearchParams({
      client_id: this.settings.clientId,
      redirect_uri: this.settings.redirectUri,
      response_type: 'code',
      scope: SCOPE,
      access_type: 'offline',
      prompt: 'consent',
      state: nonce,
    });
    return `${this.settings.authUrl}?${query.toString()}`;
  }

  async exchangeCode(code: string): Promise<DriveTokens> {
    const answer = await this.tokenRequest({ grant_type: 'authorization_code', code: code.trim(), redirect_uri: this.settings.redirectUri });
    if (!answer.ok) throw new DriveCodeRefused(answer.error);
    return answer.tokens;
  }

  async uploadFolder(account: DriveAccount, folder: string, files: DriveFile[]): Promise<string> {
    const folderId = (await this.findFolder(account, folder)) ?? (await this.createFolder(account, folder));
    const present = new Set((await this.listNames(account, folderId)).map((f) => f.name));
    for (const file of files) if (!present.has(file.name)) await this.upload(account, folderId, file);
    return folderId;
  }

  private async tokenRequest(form: Record<string, string>): Promise<{ ok: true; tokens: DriveTokens } | { ok: false; error: string }> {
    const res = await fetch(this.settings.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...form, client_id: this.settings.clientId, client_secret: this.settings.clientSecret }).toString(),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const body = (await res.json().catch(() => ({}))) as TokenAnswer;
    if (!res.ok || !body.access_token) return { ok: false, error: body.error ?? `token endpoint answered ${res.status}` };
    return {
      ok: true,
      tokens: {
        accessToken: body.access_token,
        refreshToken: body.refresh_token ?? form.refresh_token ?? null,
        expiresAt: body.expires_in ? Date.now() + body.expires_in * 1000 : null,
      },
    };
  }

  /** A fresh access token: the refresh token buys a new one (kept through the account) when the old one expired. */
  private async refresh(account: DriveAccount): Promise<DriveTokens> {
    const refreshToken = account.tokens?.refreshToken;
    if (!refreshToken) throw new GoogleDriveError(401, 'the drive link has no refresh token: link the drive again');
    const answer = await this.tokenRequest({ grant_type: 'refresh_token', refresh_token: refreshToken });
    if (!answer.ok) throw new GoogleDriveError(401, `token refresh refused (${answer.error}): link the drive again`);
    account.tokens = answer.tokens;
    await account.saveTokens(answer.tokens);
    return answer.tokens;
  }

  /** One API call with the account's token; on 401 the token is refreshed and the call made once more. */
  private async call<T>(account: DriveAccount, url: string, init: RequestInit): Promise<T> {
    let tokens = account.tokens;
    if (!tokens || (tokens.expiresAt !== null && tokens.expiresAt - EXPIRY_MARGIN_MS < Date.now())) tokens = await this.refresh(account);
    const send = (accessToken: string) =>
      fetch(url, {
        ...init,
        headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${accessToken}` },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    let res = await send(tokens.accessToken);
    if (res.status === 401) res = await send((await this.refresh(account)).accessToken);
    if (!res.ok) {
      const body = (await res.json().catch(() => null)) as { error?: { message?: string } } | null;
      throw new GoogleDriveError(res.status, `Google Drive answered ${res.status}: ${body?.error?.message ?? res.statusText}`);
    }
    return (await res.json()) as T;
  }

  private async findFolder(account: DriveAccount, name: string): Promise<string | null> {
    const q = `name = ${literal(name)} and mimeType = '${FOLDER_TYPE}' and trashed = false`;
    const answer = await this.call<{ files: FileAnswer[] }>(
      account,
      `${this.settings.apiUrl}/drive/v3/files?${new URLSearchParams({ q, fields: 'files(id,name)' }).toString()}`,
      {
        method: 'GET',
      },
    );
    return answer.files[0]?.id ?? null;
  }

  private async createFolder(account: DriveAccount, name: string): Promise<string> {
    const created = await this.call<FileAnswer>(account, `${this.settings.apiUrl}/drive/v3/files?fields=id,name`, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=UTF-8' },
      body: JSON.stringify({ name, mimeType: FOLDER_TYPE }),
    });
    return created.id;
  }

  private async listNames(account: DriveAccount, folderId: string): Promise<FileAnswer[]> {
    const q = `${literal(folderId)} in parents and trashed = false`;
    const answer = await this.call<{ files: FileAnswer[] }>(
      account,
      `${this.settings.apiUrl}/drive/v3/files?${new URLSearchParams({ q, fields: 'files(id,name)' }).toString()}`,
      {
        method: 'GET',
      },
    );
    return answer.files;
  }

  /** A multipart upload (uploadType=multipart): the metadata part, then the file's bytes. */
  private async upload(account: DriveAccount, folderId: string, file: DriveFile): Promise<string> {
    const boundary = `faktura-${randomBytes(12).toString('hex')}`;
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\ncontent-type: application/json; charset=UTF-8\r\n\r\n${JSON.stringify({ name: file.name, parents: [folderId] })}\r\n`),
      Buffer.from(`--${boundary}\r\ncontent-type: ${file.contentType}\r\n\r\n`),
      file.bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const created = await this.call<FileAnswer>(account, `${this.settings.apiUrl}/upload/drive/v3/files?uploadType=multipart&fields=id,name`, {
      method: 'POST',
      headers: { 'content-type': `multipart/related; boundary=${boundary}` },
      body,
    });
    return created.id;
  }
}
