import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { appServingWeb, login } from '../helpers/app';

/**
 * The page a signed-in browser opens, with the dashboard drawn in by the server
 * (docs/decisions/035-first-screen-drawn-by-the-server.md). The web build here is a small one
 * written by the test, its server drawing a module that shows what it was given: the real drawing
 * (apps/web/src/app/first-screen) has its own tests, and the browser journey runs both together.
 */
let app: FastifyInstance;
let webDist: string;

const page =
  '<!doctype html><html><head><title>Faktura</title>' +
  '<script type="module" crossorigin src="./assets/index-B2x9Qk1a.js"></script>' +
  '<link rel="modulepreload" crossorigin href="./assets/react-D1x2y3z4.js">' +
  '<script async src="./assets/signed-in-preload-Ab12Cd34.js"></script>' +
  '</head><body><div id="root"></div></body></html>\n';

// The drawing: the user and answers it was given, as markup; vendor2's drawing fails.
const serverRender = `
export function firstScreenAnswersFor(typeUser) {
  return ['/api/dashboard/invoices', '/api/notifications/counts', ...(typeUser === 'VENDOR' ? ['/api/dashboard/receipts'] : [])];
}
export async function renderFirstScreen({ session, language, answers }) {
  if (session.user.username === 'vendor2') throw new Error('the drawing failed');
  return {
    html: '<main><h1>Dashboard of ' + session.user.username + ' in ' + language + '</h1><p>' + Object.keys(answers).length + ' answers</p></main>',
    styles: '<style data-css-hash="x">.ant-table{color:navy}</style>',
    title: 'Dashboard · Faktura',
  };
}
`;

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'faktura-first-screen-'));
  for (const dir of ['assets', '.vite', '.ssr']) fs.mkdirSync(path.join(webDist, dir));
  fs.writeFileSync(path.join(webDist, 'index.html'), page);
  fs.writeFileSync(path.join(webDist, 'assets/index-B2x9Qk1a.js'), 'export {};\n');
  fs.writeFileSync(path.join(webDist, 'assets/app-Qw3rTy12.css'), '.fk-wide-table{overflow:auto}\n');
  fs.writeFileSync(path.join(webDist, 'assets/antd-Zx9Cv8Bn.css'), '.ant-table{color:black}\n');
  fs.writeFileSync(
    path.join(webDist, '.vite/manifest.json'),
    JSON.stringify({
      'src/app/routes/dashboard.tsx': { file: 'assets/dashboard-Po9Iu8Yt.js', imports: ['_app-Lk7Jh6Gf.js'] },
      '_app-Lk7Jh6Gf.js': { file: 'assets/app-Lk7Jh6Gf.js', css: ['assets/app-Qw3rTy12.css'], imports: ['_antd-Mn5Bv4Cx.js'] },
      '_antd-Mn5Bv4Cx.js': { file: 'assets/antd-Mn5Bv4Cx.js', css: ['assets/antd-Zx9Cv8Bn.css'] },
    }),
  );
  fs.writeFileSync(path.join(webDist, '.ssr/server-render.js'), serverRender);
  app = await appServingWeb(webDist);
});

afterAll(async () => {
  await app.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

let ip = 0;
/** A signed-in browser's session: logged in, its company chosen, and the cookie the login set. */
async function signIn(username: string) {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password: 'demo' }, remoteAddress: `10.35.0.${++ip}` });
  expect(res.statusCode).toBe(200);
  type Company = { orgId: number; instance: string };
  const { token, user, companies } = res.json<{ token: string; user: { defaultCompany: Company | null }; companies: Company[] }>();
  const cookie = String(res.headers['set-cookie']).split(';')[0]!;
  const company = user.defaultCompany ?? companies[0]!;
  const chosen = await app.inject({
    method: 'PUT',
    url: '/api/auth/company',
    headers: { authorization: `Bearer ${token}` },
    payload: { orgId: company.orgId, instance: company.instance },
  });
  expect(chosen.statusCode).toBe(200);
  return { token, cookie };
}

const openPage = (cookie?: string, acceptEncoding?: string) =>
  app.inject({ method: 'GET', url: '/', headers: { ...(cookie ? { cookie } : {}), ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) } });

/** The page with the screen drawn in: the first signed-in page loads the drawing and comes plain. */
async function drawnPage(cookie: string) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const res = await openPage(cookie);
    if (res.body.includes('<template')) return res;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the page never came with a drawn screen');
}

const inlineScripts = (html: string) => [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/json)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
const answersIn = (html: string) =>
  JSON.parse(/<script type="application\/json" id="fk-first-answers">([\s\S]*?)<\/script>/.exec(html)![1]!) as Record<string, unknown>;

describe('the page cookie', () => {
  it('is set by a login, HttpOnly and SameSite=Strict, for as long as the session lasts, and cleared by logout', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'vendor', password: 'demo' }, remoteAddress: '10.35.1.1' });
    const { token, expiresAt } = res.json<{ token: string; expiresAt: string }>();
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(new RegExp(`^faktura_page=${token}; Max-Age=\\d+; Path=/; HttpOnly; SameSite=Strict$`));
    const maxAge = Number(/Max-Age=(\d+)/.exec(cookie)![1]);
    expect(Math.abs(Date.now() + maxAge * 1000 - Date.parse(expiresAt))).toBeLessThan(5_000);

    const logout = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization: `Bearer ${token}` } });
    expect(logout.statusCode).toBe(204);
    expect(logout.headers['set-cookie']).toBe('faktura_page=; Max-Age=0; Path=/; HttpOnly; SameSite=Strict');
  });

  it('is never a credential for the API: a call with only the cookie is refused', async () => {
    const { cookie } = await signIn('vendor');
    const res = await app.inject({ method: 'GET', url: '/api/dashboard/invoices', headers: { cookie } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ messages: ['Unauthorized, Please login...'] });
  });
});

describe('the page opened with a session', () => {
  it('comes with the dashboard drawn from what the API answers that user, never kept by a cache', async () => {
    for (const username of ['vendor', 'finance']) {
      const { token, cookie } = await signIn(username);
      const res = await drawnPage(cookie);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers.vary).toBe('cookie, accept-encoding');
      expect(res.body).toContain(`<main><h1>Dashboard of ${username} in en</h1>`);
      expect(res.body).toContain('data-language="en" data-title="Dashboard · Faktura"');
      // Whose screen it is, for the page's script to check against the browser's session.
      const company = username === 'vendor' ? '82/AAM' : /data-company="(\d+\/\w+)"/.exec(res.body)![1];
      expect(res.body).toMatch(new RegExp(`data-user="${username}" data-company="${company}" data-draw="[\\w-]{36}"`));
      // The answers it was drawn from are the user's own, as the API gives them.
      const answers = answersIn(res.body);
      const expected = username === 'vendor' ? 3 : 2;
      expect(Object.keys(answers)).toHaveLength(expected);
      for (const [url, body] of Object.entries(answers)) {
        const direct = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
        expect(body, url).toEqual(direct.json());
      }
    }
  });

  it('carries the portal’s own styles and antd’s rules for what was drawn, not antd’s whole stylesheet', async () => {
    const { cookie } = await signIn('vendor');
    const { body } = await drawnPage(cookie);
    const template = /<template[^>]*>([\s\S]*?)<\/template>/.exec(body)![1]!;
    expect(template).toContain('<style>.fk-wide-table{overflow:auto}\n</style>');
    expect(template).toContain('<style data-css-hash="x">.ant-table{color:navy}</style>');
    expect(body).not.toContain('color:black');
    expect(body).not.toContain('rel="stylesheet"');
  });

  it('loads the app’s scripts through its own script, which waits for the drawn screen only when it shows', async () => {
    const { cookie } = await signIn('vendor');
    const { body } = await drawnPage(cookie);
    expect(body).not.toMatch(/<script[^>]*\bsrc=|rel="modulepreload"/);
    const scripts = JSON.parse(/data-scripts="([^"]*)"/.exec(body)![1]!.replace(/&quot;/g, '"')) as unknown;
    expect(scripts).toEqual([
      { kind: 'module', src: './assets/index-B2x9Qk1a.js' },
      { kind: 'modulepreload', src: './assets/react-D1x2y3z4.js' },
      { kind: 'script', src: './assets/signed-in-preload-Ab12Cd34.js' },
    ]);
  });

  it('runs no inline script but the two its policy allows by hash', async () => {
    const { cookie } = await signIn('vendor');
    const res = await drawnPage(cookie);
    const policy = String(res.headers['content-security-policy']);
    const scriptSrc = /script-src ([^;]*)/.exec(policy)![1]!.split(' ');
    const inline = inlineScripts(res.body);
    expect(inline).toHaveLength(2);
    for (const script of inline) expect(scriptSrc).toContain(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
    expect(scriptSrc.filter((source) => source.startsWith("'sha256-"))).toHaveLength(2);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
  });

  it('sends the same page gzip-compressed to a browser that accepts it', async () => {
    const { cookie } = await signIn('vendor');
    await drawnPage(cookie);
    const res = await openPage(cookie, 'gzip, deflate, br');
    expect(res.headers['content-encoding']).toBe('gzip');
    const text = gunzipSync(res.rawPayload).toString();
    expect(text).toContain('<main><h1>Dashboard of vendor in en</h1>');
    expect(text.endsWith('</body></html>\n')).toBe(true);
  });

  it('is the plain page, still whole and answered 200, when the drawing fails', async () => {
    const { cookie } = await signIn('vendor');
    await drawnPage(cookie);
    const { cookie: failing } = await signIn('vendor2');
    const res = await openPage(failing);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<template');
    expect(res.body).not.toContain('id="fk-first-answers"');
    // The scripts still load: the page's second script finds nothing to show and loads the app.
    expect(inlineScripts(res.body)).toHaveLength(2);
    expect(res.body.endsWith('</body></html>\n')).toBe(true);
  });
});

describe('the server drawing itself', () => {
  it('is not served: its code stays on the server', async () => {
    for (const url of ['/.ssr/server-render.js', '/%2Essr/server-render.js', '/.vite/manifest.json']) {
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });
});

describe('the page opened without a usable session', () => {
  it('is the build’s page for no cookie, a malformed one, or a session with no company chosen yet', async () => {
    const token = await login('finance', '10.35.2.1');
    const plain = fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
    for (const cookie of [undefined, 'faktura_page=%E0%A4%A', 'faktura_page=short', `faktura_page=${'x'.repeat(300)}`, `other=1; faktura_page=${token}`]) {
      const res = await openPage(cookie);
      expect(res.statusCode, cookie).toBe(200);
      expect(res.body, cookie).toBe(plain);
      expect(res.headers['cache-control'], cookie).toBe('no-cache');
      expect(res.headers['set-cookie'], cookie).toBeUndefined();
    }
  });

  it('is the build’s page, and the cookie is cleared, when its session is over', async () => {
    const { token, cookie } = await signIn('vendor');
    await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization: `Bearer ${token}` } });
    for (const stale of [cookie, `faktura_page=${'A'.repeat(43)}`]) {
      const res = await openPage(stale);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('<template');
      expect(res.headers['set-cookie']).toBe('faktura_page=; Max-Age=0; Path=/; HttpOnly; SameSite=Strict');
    }
  });
});

describe('a drawing the page does not show', () => {
  it('stops when the page says so, and the page ends without a screen', async () => {
    const { cookie } = await signIn('vendor');
    await drawnPage(cookie);
    // The page as the browser reads it: the head first, with the drawing's id in it.
    const res = await app.inject({ method: 'GET', url: '/', headers: { cookie }, payloadAsStream: true });
    const chunks: string[] = [];
    const stream = res.stream();
    const head = await new Promise<string>((resolve) => stream.once('data', (chunk: Buffer) => resolve(chunk.toString())));
    chunks.push(head);
    const drawId = /data-draw="([\w-]+)"/.exec(head)![1]!;
    const skipped = await app.inject({
      method: 'POST',
      url: '/first-screen/skip',
      payload: drawId,
      headers: { 'content-type': 'text/plain;charset=UTF-8', cookie },
    });
    expect(skipped.statusCode).toBe(204);
    for await (const chunk of stream) chunks.push((chunk as Buffer).toString());
    const page = chunks.join('');
    expect(page).not.toContain('<template');
    expect(page).not.toContain('id="fk-first-answers"');
    expect(page.endsWith('</body></html>\n')).toBe(true);
    // Not stopped, the same page comes with its screen.
    expect((await openPage(cookie)).body).toContain('<template');
  });

  it('takes the page’s word as text, and answers anything else sent there without a change or an error', async () => {
    const skip = (payload: string | object, contentType = 'text/plain;charset=UTF-8') =>
      app.inject({ method: 'POST', url: '/first-screen/skip', payload, headers: { 'content-type': contentType } });
    for (const body of ['2f1d0c6e-5b4a-4c3d-9e8f-7a6b5c4d3e2f', '', 'a\u0000b\u0007', '%E0%A4%A']) expect((await skip(body)).statusCode, body).toBe(204);
    const huge = await skip('x'.repeat(10_000));
    expect(huge.statusCode).toBe(413);
    expect(huge.json<{ messages: string[] }>().messages.length).toBeGreaterThan(0);
    const json = await skip({ drawId: 'x' }, 'application/json');
    expect(json.statusCode).toBe(204);
  });
});
