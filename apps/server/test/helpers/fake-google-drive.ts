import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { GoogleDriveSettings } from '../../src/config';

type StoredFile = { id: string; name: string; mimeType: string; parents: string[]; bytes: Buffer };

/**
 * A loopback stand-in for Google's OAuth token endpoint and the Drive v3 API, answering the
 * shapes Google documents: token answers (access_token, expires_in, refresh_token, scope,
 * token_type), `invalid_grant` errors, files.list ({kind, files}), files.create for folders and
 * multipart uploads ({kind, id, name, mimeType}), 401 UNAUTHENTICATED for a stale access token.
 */
export class FakeGoogleDrive {
  readonly files: StoredFile[] = [];
  readonly requests: string[] = [];
  /** The one code the consent screen handed out. */
  readonly goodCode = '4/0AeanS0-good-code';
  private validAccess = new Set<string>();
  private refreshTokens = new Set<string>();
  private serial = 0;
  /** The next n uploads answer 503 (a Google outage). */
  failUploads = 0;
  private server = http.createServer((req, res) => void this.handle(req, res));

  async start(): Promise<GoogleDriveSettings> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return {
      clientId: 'client-123.apps.googleusercontent.com',
      clientSecret: 'secret-xyz',
      redirectUri: 'http://127.0.0.1/oauth/callback',
      authUrl: `${base}/o/oauth2/v2/auth`,
      tokenUrl: `${base}/token`,
      apiUrl: base,
    };
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** Every access token handed out stops working (they expire after an hour at Google). */
  expireAccessTokens() {
    this.validAccess.clear();
  }

  private next(prefix: string) {
    this.serial += 1;
    return `${prefix}-${this.serial}`;
  }

  private send(res: http.ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
    res.end(JSON.stringify(body));
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const url = new URL(req.url ?? '/', 'http://fake');
    this.requests.push(`${req.method} ${url.pathname}`);
    if (url.pathname === '/token') return this.token(res, new URLSearchParams(body.toString()));
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!token || !this.validAccess.has(token)) {
      return this.send(res, 401, { error: { code: 401, message: 'Request had invalid authentication credentials.', status: 'UNAUTHENTICATED' } });
    }
    if (req.method === 'GET' && url.pathname === '/drive/v3/files') return this.list(res, url.searchParams.get('q') ?? '');
    if (req.method === 'POST' && url.pathname === '/drive/v3/files') {
      const meta = JSON.parse(body.toString()) as { name: string; mimeType: string; parents?: string[] };
      return this.send(res, 200, this.store({ name: meta.name, mimeType: meta.mimeType, parents: meta.parents ?? [], bytes: Buffer.alloc(0) }));
    }
    if (req.method === 'POST' && url.pathname === '/upload/drive/v3/files' && url.searchParams.get('uploadType') === 'multipart') {
      if (this.failUploads > 0) {
        this.failUploads -= 1;
        return this.send(res, 503, { error: { code: 503, message: 'The service is currently unavailable.', status: 'UNAVAILABLE' } });
      }
      return this.multipart(req, res, body);
    }
    return this.send(res, 404, { error: { code: 404, message: 'Not Found', status: 'NOT_FOUND' } });
  }

  private token(res: http.ServerResponse, form: URLSearchParams) {
    if (form.get('client_id') !== 'client-123.apps.googleusercontent.com' || form.get('client_secret') !== 'secret-xyz') {
      return this.send(res, 401, { error: 'invalid_client', error_description: 'Unauthorized' });
    }
    const grant = form.get('grant_type');
    const access = this.next('ya29.access');
    if (grant === 'authorization_code' && form.get('code') === this.goodCode && form.get('redirect_uri') === 'http://127.0.0.1/oauth/callback') {
      const refresh = this.next('1//refresh');
      this.validAccess.add(access);
      this.refreshTokens.add(refresh);
      return this.send(res, 200, {
        access_token: access,
        expires_in: 3599,
        refresh_token: refresh,
        scope: 'https://www.googleapis.com/auth/drive.file',
        token_type: 'Bearer',
      });
    }
    if (grant === 'refresh_token' && this.refreshTokens.has(form.get('refresh_token') ?? '')) {
      this.validAccess.add(access);
      return this.send(res, 200, { access_token: access, expires_in: 3599, scope: 'https://www.googleapis.com/auth/drive.file', token_type: 'Bearer' });
    }
    return this.send(res, 400, { error: 'invalid_grant', error_description: 'Bad Request' });
  }

  private store(file: Omit<StoredFile, 'id'>) {
    const stored = { ...file, id: this.next('file') };
    this.files.push(stored);
    return { kind: 'drive#file', id: stored.id, name: stored.name, mimeType: stored.mimeType };
  }

  /** The two queries the adapter sends: a folder by name, the files in a folder. */
  private list(res: http.ServerResponse, q: string) {
    const byName = /^name = '((?:[^'\\]|\\.)*)' and mimeType = 'application\/vnd\.google-apps\.folder' and trashed = false$/.exec(q);
    const inFolder = /^'([^']+)' in parents and trashed = false$/.exec(q);
    const found = byName
      ? this.files.filter((f) => f.mimeType === 'application/vnd.google-apps.folder' && f.name === byName[1]!.replace(/\\(.)/g, '$1'))
      : inFolder
        ? this.files.filter((f) => f.parents.includes(inFolder[1]!))
        : null;
    if (!found) return this.send(res, 400, { error: { code: 400, message: 'Invalid Value', status: 'INVALID_ARGUMENT' } });
    return this.send(res, 200, { kind: 'drive#fileList', incompleteSearch: false, files: found.map((f) => ({ id: f.id, name: f.name })) });
  }

  /** multipart/related: a JSON metadata part, then the media part. */
  private multipart(req: http.IncomingMessage, res: http.ServerResponse, body: Buffer) {
    const boundary = /boundary=([^;]+)/.exec(req.headers['content-type'] ?? '')?.[1];
    if (!boundary) return this.send(res, 400, { error: { code: 400, message: 'Bad multipart', status: 'INVALID_ARGUMENT' } });
    const text = body.toString('latin1');
    const parts = text.split(`--${boundary}`).slice(1, -1);
    const [metaPart, mediaPart] = parts.map((p) => {
      const split = p.indexOf('\r\n\r\n');
      return { head: p.slice(0, split), body: p.slice(split + 4, -2) };
    });
    if (!metaPart || !mediaPart) return this.send(res, 400, { error: { code: 400, message: 'Bad multipart', status: 'INVALID_ARGUMENT' } });
    const meta = JSON.parse(metaPart.body) as { name: string; parents?: string[] };
    const mimeType = /content-type: *([^\r\n;]+)/i.exec(mediaPart.head)?.[1] ?? 'application/octet-stream';
    return this.send(res, 200, this.store({ name: meta.name, mimeType, parents: meta.parents ?? [], bytes: Buffer.from(mediaPart.body, 'latin1') }));
  }
}
