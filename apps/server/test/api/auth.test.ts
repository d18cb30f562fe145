import { describe, expect, it } from 'vitest';
import { errorBodySchema, loginResponseSchema, meResponseSchema } from '@faktura/domain';
import { getTestContext, injectAs, login } from '../helpers/app';
import { bodyOf, messagesOf } from '../helpers/body';

let ip = 0;
/** Each test logs in from its own address so failure counting of one test never limits another. */
const nextIp = () => `10.1.${Math.floor(++ip / 250)}.${ip % 250}`;

async function postLogin(payload: unknown, remoteAddress = nextIp()) {
  const { app } = await getTestContext();
  return app.inject({ method: 'POST', url: '/api/auth/login', payload: payload as object, remoteAddress });
}

describe('POST /api/auth/login', () => {
  it('answers the spec messages for an empty username and password, both at once', async () => {
    const res = await postLogin({ username: '  ', password: '' });
    expect(res.statusCode).toBe(400);
    expect(messagesOf(res)).toEqual(["Username can't be empty", "Password can't be empty"]);
  });

  it('treats missing fields like empty ones', async () => {
    const res = await postLogin({});
    expect(messagesOf(res)).toEqual(["Username can't be empty", "Password can't be empty"]);
  });

  it('logs a supplier in with its companies and default company', async () => {
    const res = await postLogin({ username: 'vendor', password: 'demo' });
    expect(res.statusCode).toBe(200);
    const body = bodyOf(res, loginResponseSchema);
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(body.user).toMatchObject({
      username: 'vendor',
      typeUser: 'VENDOR',
      vendorId: 3001,
      vendorName: 'PT Sinar Jaya Abadi',
      transport: false,
      company: null,
    });
    expect(body.user.menu).toEqual(expect.arrayContaining([100, 110, 200, 210, 310, 400, 410]));
    expect(body.companies.map((c) => `${c.instance}/${c.orgId}/${c.vendorId}`)).toEqual(['AAM/82/3001', 'COMET/201/7001']);
    expect(body.user.defaultCompany).toMatchObject({ orgId: 82, instance: 'AAM' });
  });

  it('accepts the username in any case', async () => {
    expect((await postLogin({ username: 'VENDOR', password: 'demo' })).statusCode).toBe(200);
  });

  it('flags the transport supplier', async () => {
    const body = bodyOf(await postLogin({ username: 'transport', password: 'demo' }), loginResponseSchema);
    expect(body.user.transport).toBe(true);
  });

  it('answers a wrong password and an unknown user with the same message', async () => {
    const wrongPassword = await postLogin({ username: 'vendor', password: 'nope' });
    const unknownUser = await postLogin({ username: 'nobody-here', password: 'demo' });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownUser.statusCode).toBe(401);
    expect(messagesOf(wrongPassword)).toEqual(['Incorrect username or password']);
    expect(bodyOf(unknownUser, errorBodySchema)).toEqual(bodyOf(wrongPassword, errorBodySchema));
  });

  it('limits repeated failures, even with the right password afterwards', async () => {
    const address = nextIp();
    for (let i = 0; i < 5; i++) expect((await postLogin({ username: 'pic', password: 'wrong' }, address)).statusCode).toBe(401);
    const limited = await postLogin({ username: 'pic', password: 'demo' }, address);
    expect(limited.statusCode).toBe(429);
    expect(messagesOf(limited)).toEqual(['Too many failed login attempts. Please try again later.']);
    // Another address is not affected.
    expect((await postLogin({ username: 'pic', password: 'demo' })).statusCode).toBe(200);
  });

  it('refuses unknown fields and wrong types with a 400 naming them', async () => {
    const extra = await postLogin({ username: 'vendor', password: 'demo', admin: true });
    expect(extra.statusCode).toBe(400);
    expect(messagesOf(extra).join(' ')).toMatch(/admin/);
    const wrongType = await postLogin({ username: 42, password: 'demo' });
    expect(wrongType.statusCode).toBe(400);
    expect(messagesOf(wrongType).join(' ')).toMatch(/username/);
  });
});

describe('sessions', () => {
  it('answers 401 with the spec text without a token or with a bad one', async () => {
    const { app } = await getTestContext();
    for (const authorization of [undefined, 'Bearer not-a-real-token', 'Basic abc']) {
      const res = await app.inject({ method: 'GET', url: '/api/auth/me', headers: authorization ? { authorization } : {} });
      expect(res.statusCode).toBe(401);
      expect(messagesOf(res)).toEqual(['Unauthorized, Please login...']);
    }
  });

  it('revokes the token on logout', async () => {
    const { app } = await getTestContext();
    const token = await login('finance');
    const headers = { authorization: `Bearer ${token}` };
    expect((await app.inject({ method: 'GET', url: '/api/auth/me', headers })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/auth/logout', headers })).statusCode).toBe(204);
    const after = await app.inject({ method: 'GET', url: '/api/auth/me', headers });
    expect(after.statusCode).toBe(401);
    expect(messagesOf(after)).toEqual(['Unauthorized, Please login...']);
  });

  it('expires sessions', async () => {
    const { app, database } = await getTestContext();
    const token = await login('pic');
    const { hashToken } = await import('../../src/modules/auth/tokens');
    await database.db.execute(
      (await import('drizzle-orm')).sql`update sessions set expires_at = now() - interval '1 minute' where token_hash = ${hashToken(token)}`,
    );
    const res = await app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(401);
  });

  it('lets a user choose one of its companies and refuses others', async () => {
    const { app } = await getTestContext();
    const token = await login('vendor');
    const headers = { authorization: `Bearer ${token}` };
    const chosen = await app.inject({ method: 'PUT', url: '/api/auth/company', headers, payload: { orgId: 201, instance: 'COMET' } });
    expect(chosen.statusCode).toBe(200);
    expect(bodyOf(chosen, meResponseSchema).user.company).toMatchObject({ orgId: 201, instance: 'COMET', vendorId: 7001 });
    expect(bodyOf(await app.inject({ method: 'GET', url: '/api/auth/me', headers }), meResponseSchema).user.company).toMatchObject({ orgId: 201 });
    const foreign = await app.inject({ method: 'PUT', url: '/api/auth/company', headers, payload: { orgId: 83, instance: 'AAM' } });
    expect(foreign.statusCode).toBe(403);
    const invalid = await app.inject({ method: 'PUT', url: '/api/auth/company', headers, payload: { orgId: 'x', instance: 'AAM' } });
    expect(invalid.statusCode).toBe(400);
  });

  it('gives finance every company of every instance', async () => {
    const res = await injectAs('finance', { method: 'GET', url: '/api/auth/me' });
    const companies = bodyOf(res, meResponseSchema).companies as Array<{ instance: string; orgId: number }>;
    expect(companies.map((c) => `${c.instance}/${c.orgId}`)).toEqual(expect.arrayContaining(['AAM/81', 'AAM/82', 'AAM/83', 'COMET/201', 'COMET/202']));
  });
});
