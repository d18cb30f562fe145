import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { appServingWeb } from '../helpers/app';

/**
 * The web build as `npm run build -w @faktura/web` leaves it: Vite's output, then
 * scripts/precompress.mjs run on it (the real script, so a build that stops writing the
 * variants fails here too), served by the app as `npm start` serves it.
 */
let app: FastifyInstance;
let webDist: string;

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const script = `export function main() { return ${JSON.stringify('Faktura '.repeat(400))}; }\n`;
const page = `<!doctype html><html><head><title>Faktura</title><script type="module" src="./assets/index-B2x9Qk1a.js"></script></head><body><div id="root"></div>${'<!-- filler -->'.repeat(80)}</body></html>\n`;
const favicon = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><rect width="16" height="16"/></svg>\n';

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'faktura-web-static-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.mkdirSync(path.join(webDist, '.vite'));
  fs.writeFileSync(path.join(webDist, 'index.html'), page);
  fs.writeFileSync(path.join(webDist, 'favicon.svg'), favicon);
  fs.writeFileSync(path.join(webDist, 'assets/index-B2x9Qk1a.js'), script);
  fs.writeFileSync(path.join(webDist, 'assets/index-Cq3d8Z0e.css'), `.app{color:red}\n`.repeat(200));
  fs.writeFileSync(path.join(webDist, '.vite/manifest.json'), JSON.stringify({ filler: 'x'.repeat(4000) }));
  execFileSync(process.execPath, [path.join(repoRoot, 'scripts/precompress.mjs'), webDist], { stdio: 'pipe' });

  app = await appServingWeb(webDist);
});

afterAll(async () => {
  await app.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  app.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

describe('precompressed web build', () => {
  it('writes a .br and a .gz beside each compressible file, but not for tiny files or the build manifest', () => {
    const written = (name: string) => fs.existsSync(path.join(webDist, name));
    for (const file of ['index.html', 'assets/index-B2x9Qk1a.js', 'assets/index-Cq3d8Z0e.css']) {
      expect(written(`${file}.br`), file).toBe(true);
      expect(written(`${file}.gz`), file).toBe(true);
    }
    expect(written('favicon.svg.br')).toBe(false);
    expect(written('.vite/manifest.json.br')).toBe(false);
  });

  it('sends brotli to a browser that accepts it, the same bytes once decoded', async () => {
    const res = await get('/assets/index-B2x9Qk1a.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers.vary).toBe('accept-encoding');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
    expect(res.rawPayload.length).toBeLessThan(script.length / 10);
  });

  it('sends gzip to a client that accepts only gzip', async () => {
    const res = await get('/assets/index-Cq3d8Z0e.css', 'gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toMatch(/^text\/css/);
    expect(res.headers.vary).toBe('accept-encoding');
    expect(gunzipSync(res.rawPayload).toString()).toBe(`.app{color:red}\n`.repeat(200));
  });

  it('sends the file itself to a client that accepts no compression', async () => {
    for (const acceptEncoding of [undefined, 'identity']) {
      const res = await get('/assets/index-B2x9Qk1a.js', acceptEncoding);
      expect(res.statusCode, String(acceptEncoding)).toBe(200);
      expect(res.headers['content-encoding'], String(acceptEncoding)).toBeUndefined();
      expect(res.headers.vary).toBe('accept-encoding');
      expect(res.body).toBe(script);
    }
  });

  it('does not serve the compressed copies under URLs of their own', async () => {
    expect((await get('/assets/index-B2x9Qk1a.js.br', 'br')).statusCode).toBe(404);
    expect((await get('/assets/index-B2x9Qk1a.js.gz')).statusCode).toBe(404);
  });
});

describe('web cache headers', () => {
  it('lets browsers keep hashed assets for a year without asking again, whichever encoding', async () => {
    for (const acceptEncoding of ['br', 'gzip', undefined]) {
      const res = await get('/assets/index-B2x9Qk1a.js', acceptEncoding);
      expect(res.headers['cache-control'], String(acceptEncoding)).toBe('public, max-age=31536000, immutable');
    }
  });

  it('makes browsers revalidate the page that names the assets, so a new build is seen on the next visit', async () => {
    for (const url of ['/', '/index.html']) {
      const res = await get(url, 'gzip, deflate, br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(page);
      expect(res.headers.etag, url).toBeTruthy();
    }
    const favicon = await get('/favicon.svg', 'br');
    expect(favicon.headers['cache-control']).toBe('no-cache');
    expect(favicon.headers['content-encoding']).toBeUndefined();
  });

  it('answers a revalidation of an unchanged page with 304', async () => {
    const first = await get('/', 'br');
    const again = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });
});
