import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { getTestContext, tokenFor } from '../helpers/app';

/** The app as `npm start` serves it: the API and the web build from one origin. */
let app: FastifyInstance;

beforeAll(async () => {
  const { config, database, erp } = await getTestContext();
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'faktura-web-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Faktura</title><div id="root"></div>');
  // Without METRICS_TOKEN, as `npm start` runs by default.
  app = await buildApp({ config: { ...config, webDist, metricsToken: null }, database, erp });
  await app.ready();
});

afterAll(async () => {
  await app.close();
});

describe('security headers', () => {
  it('gives the web app a strict policy: own scripts only, no framing, no sniffing, no referrer', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it('keeps invoice data, the login answer and errors out of caches, and unframeable', async () => {
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'vendor', password: 'demo' }, remoteAddress: '10.9.8.1' });
    const list = await app.inject({ method: 'GET', url: '/api/invoices', headers: { authorization: `Bearer ${await tokenFor('vendor')}` } });
    const anonymous = await app.inject({ method: 'GET', url: '/api/invoices' });
    for (const [name, res] of Object.entries({ login, list, anonymous })) {
      expect(res.headers['cache-control'], name).toBe('no-store');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    }
    expect([login.statusCode, list.statusCode, anonymous.statusCode]).toEqual([200, 200, 401]);
  });

  it('judges an API path by where it is routed, not by its spelling', async () => {
    const res = await app.inject({ method: 'GET', url: '/%61pi/health' });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('metrics without a configured token', () => {
  it('are not served at all', async () => {
    const res = await app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('process_cpu');
  });
});
