import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { languageResponseSchema, loginResponseSchema, meResponseSchema } from '@faktura/domain';
import { getTestContext } from '../helpers/app';
import { bodyOf, messagesOf } from '../helpers/body';
import { auditEvents, loginFailures, sessions, users } from '../../src/db/schema/index';

// A user of this file's own (a copy of the demo finance user, who needs no company mapping): other files log the demo users in and
// must not meet a language chosen here.
const USERNAME = `lang-${process.pid}`;
const IP = '10.77.0.1';
let userId = 0;

async function postLogin(payload: object) {
  const { app } = await getTestContext();
  return app.inject({ method: 'POST', url: '/api/auth/login', payload, remoteAddress: IP });
}

async function putLanguage(token: string, payload: unknown, headers: Record<string, string> = {}) {
  const { app } = await getTestContext();
  return app.inject({ method: 'PUT', url: '/api/auth/language', payload: payload as object, headers: { authorization: `Bearer ${token}`, ...headers } });
}

beforeAll(async () => {
  const { database } = await getTestContext();
  const [finance] = await database.db.select().from(users).where(eq(users.username, 'finance'));
  if (!finance) throw new Error('demo finance user missing');
  const { id: _id, createdAt: _c, updatedAt: _u, ...copy } = finance;
  const [row] = await database.db
    .insert(users)
    .values({ ...copy, username: USERNAME, language: null })
    .returning({ id: users.id });
  userId = row!.id;
});

afterAll(async () => {
  const { database } = await getTestContext();
  await database.db.delete(sessions).where(eq(sessions.userId, userId));
  await database.db.delete(loginFailures).where(inArray(loginFailures.key, [`u:${IP}|${USERNAME}`, `ip:${IP}`]));
  // Its logins are audited under it: those rows go with the user this file made.
  await database.db.delete(auditEvents).where(eq(auditEvents.actorUserId, userId));
  await database.db.delete(users).where(eq(users.id, userId));
});

describe('the user language', () => {
  it('is null until chosen, and the login page’s choice becomes the user’s on login', async () => {
    const first = bodyOf(await postLogin({ username: USERNAME, password: 'demo' }), loginResponseSchema);
    expect(first.user.language).toBeNull();
    const chosen = bodyOf(await postLogin({ username: USERNAME, password: 'demo', language: 'id' }), loginResponseSchema);
    expect(chosen.user.language).toBe('id');
    // Stored now: a later login without a choice, or with another one, keeps it.
    const later = bodyOf(await postLogin({ username: USERNAME, password: 'demo', language: 'en' }), loginResponseSchema);
    expect(later.user.language).toBe('id');
  });

  it('is changed by PUT /api/auth/language and answered on the session user', async () => {
    const { app } = await getTestContext();
    const { token } = bodyOf(await postLogin({ username: USERNAME, password: 'demo' }), loginResponseSchema);
    expect(bodyOf(await putLanguage(token, { language: 'en' }), languageResponseSchema)).toEqual({ language: 'en' });
    const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
    expect(bodyOf(me, meResponseSchema).user.language).toBe('en');
  });

  it('refuses a language the portal does not speak, naming the field', async () => {
    const { token } = bodyOf(await postLogin({ username: USERNAME, password: 'demo' }), loginResponseSchema);
    for (const hostile of [{ language: 'fr' }, { language: 42 }, {}, { language: 'id', extra: 1 }]) {
      const res = await putLanguage(token, hostile);
      expect(res.statusCode).toBe(400);
      if (!('extra' in hostile)) expect(messagesOf(res)).toEqual(['body.language: Language must be en or id']);
    }
    const login = await postLogin({ username: USERNAME, password: 'demo', language: 'xx' });
    expect(login.statusCode).toBe(400);
    expect(messagesOf(login)).toEqual(['body.language: Language must be en or id']);
  });

  it('is refused without a session', async () => {
    const { app } = await getTestContext();
    const res = await app.inject({ method: 'PUT', url: '/api/auth/language', payload: { language: 'id' } });
    expect(res.statusCode).toBe(401);
  });

  it('answers server messages in the language the request asks for; English stays as it was', async () => {
    const { app } = await getTestContext();
    const ask = (language?: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: '', password: '' },
        remoteAddress: IP,
        headers: language ? { 'accept-language': language } : {},
      });
    expect(messagesOf(await ask())).toEqual(["Username can't be empty", "Password can't be empty"]);
    expect(messagesOf(await ask('en'))).toEqual(["Username can't be empty", "Password can't be empty"]);
    expect(messagesOf(await ask('id-ID,id;q=0.9'))).toEqual(['Nama pengguna tidak boleh kosong', 'Kata sandi tidak boleh kosong']);
  });
});
