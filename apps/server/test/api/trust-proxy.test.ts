import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { getTestContext } from '../helpers/app';
import { messagesOf } from '../helpers/body';

/** Behind a reverse proxy the login limits must count each client, not the proxy's one address. */
let behindProxy: FastifyInstance;

beforeAll(async () => {
  const { config, database, erp } = await getTestContext();
  behindProxy = await buildApp({ config: { ...config, trustProxy: ['127.0.0.1'], loginMaxFailures: 2 }, database, erp });
  await behindProxy.ready();
});

afterAll(async () => {
  await behindProxy.close();
});

const failLogin = (client: string, remoteAddress = '127.0.0.1') =>
  behindProxy.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: 'vendor2', password: 'wrong' },
    remoteAddress,
    headers: { 'x-forwarded-for': client },
  });

describe('TRUST_PROXY', () => {
  it('reads unset or false as no proxy, true as any, and a list as the named proxies', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16' }).trustProxy).toEqual(['10.0.0.1', '10.1.0.0/16']);
  });

  it('counts failed logins per forwarded client when the proxy is trusted', async () => {
    expect((await failLogin('203.0.113.5')).statusCode).toBe(401);
    expect((await failLogin('203.0.113.5')).statusCode).toBe(401);
    const locked = await failLogin('203.0.113.5');
    expect(locked.statusCode).toBe(429);
    expect(messagesOf(locked)).toEqual(['Too many failed login attempts. Please try again later.']);
    // Another client behind the same proxy is not locked out with it.
    expect((await failLogin('203.0.113.6')).statusCode).toBe(401);
  });

  it('marks the page cookie Secure when the trusted proxy says the browser came over HTTPS', async () => {
    const loginVia = (proto: string) =>
      behindProxy.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'vendor', password: 'demo' },
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': '203.0.113.20', 'x-forwarded-proto': proto },
      });
    expect(String((await loginVia('https')).headers['set-cookie'])).toMatch(/; HttpOnly; SameSite=Strict; Secure$/);
    expect(String((await loginVia('http')).headers['set-cookie'])).toMatch(/; HttpOnly; SameSite=Strict$/);
  });

  it('ignores X-Forwarded-For from an address that is not the proxy', async () => {
    expect((await failLogin('203.0.113.7', '198.51.100.9')).statusCode).toBe(401);
    expect((await failLogin('203.0.113.8', '198.51.100.9')).statusCode).toBe(401);
    // Both counted against 198.51.100.9 itself: the forged header did not spread the attempts.
    expect((await failLogin('203.0.113.9', '198.51.100.9')).statusCode).toBe(429);
  });
});
