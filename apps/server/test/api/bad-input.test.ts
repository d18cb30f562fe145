import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { getTestContext, tokenFor } from '../helpers/app';
import { messagesOf } from '../helpers/body';

async function countUsers() {
  const { database } = await getTestContext();
  const [row] = await database.rows<{ n: string | number }>(sql`select count(*) as n from users`);
  return Number(row?.n);
}

describe('bad input never yields a 500 and changes nothing', () => {
  it('answers malformed JSON with 400', async () => {
    const { app } = await getTestContext();
    const before = await countUsers();
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "vendor",',
    });
    expect(res.statusCode).toBe(400);
    expect(messagesOf(res)).toEqual(['Malformed JSON body']);
    expect(await countUsers()).toBe(before);
  });

  it('answers an oversized body with 413', async () => {
    const { app } = await getTestContext();
    const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'x'.repeat(2 * 1024 * 1024), password: 'demo' } });
    expect(res.statusCode).toBe(413);
    expect(messagesOf(res)).toEqual(['Request body is too large']);
  });

  it('answers a non-JSON content type with 415', async () => {
    const { app } = await getTestContext();
    const res = await app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'text/xml' }, payload: '<a/>' });
    expect(res.statusCode).toBe(415);
    expect(messagesOf(res)).toEqual(['Unsupported content type']);
  });

  it('answers unknown endpoints with a JSON 404', async () => {
    const { app } = await getTestContext();
    const res = await app.inject({ method: 'GET', url: '/api/no-such-thing', headers: { authorization: `Bearer ${await tokenFor('vendor')}` } });
    expect(res.statusCode).toBe(404);
    expect(messagesOf(res)).toEqual(['No such endpoint: GET /api/no-such-thing']);
  });

  it('answers an invalid company id with 400 naming the field', async () => {
    const { app } = await getTestContext();
    const headers = { authorization: `Bearer ${await tokenFor('vendor')}` };
    for (const payload of [
      { orgId: -1, instance: 'AAM' },
      { orgId: 99999999999, instance: 'AAM' },
      { orgId: 82, instance: "AAM'; drop table users;--" },
    ]) {
      const res = await app.inject({ method: 'PUT', url: '/api/auth/company', headers, payload });
      expect(res.statusCode).toBe(400);
      expect(messagesOf(res)[0]).toMatch(/^body\.(orgId|instance): /);
    }
    expect(await countUsers()).toBeGreaterThan(0);
  });

  it('tags every answer with a request id', async () => {
    const { app } = await getTestContext();
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
