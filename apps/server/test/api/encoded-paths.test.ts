import { describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { LOGIN_MESSAGES, errorBodySchema, meResponseSchema } from '@faktura/domain';
import { getTestContext, tokenFor } from '../helpers/app';
import { bodyOf } from '../helpers/body';

/**
 * The router decodes the path before matching (`/%61pi/auth/me` is `/api/auth/me`), so the
 * session check must judge the routed path too: an encoded spelling of a private route is
 * refused before its parameters are even validated, and a logged-in user is served by it.
 */

const { app } = await getTestContext();
/** `/api/...` spelled with a percent-encoded `a`. */
const encoded = (url: string) => url.replace(/^\/api\//, '/%61pi/');

describe('percent-encoded API paths', () => {
  it('refuses anonymous callers of every private route before validating anything', async () => {
    for (const route of app.routeCatalogue.filter((r) => !r.public)) {
      // Parameters that fail validation: without the session check the answer would be a 400.
      const url = `${encoded(route.url).replace(/:\w+/g, 'not-an-id')}?page=not-a-page`;
      const res = await app.inject({ method: route.method as InjectOptions['method'], url });
      expect(res.statusCode, `${route.method} ${url}: ${res.body}`).toBe(401);
      expect(bodyOf(res, errorBodySchema)).toEqual({ code: 'UNAUTHENTICATED', messages: [LOGIN_MESSAGES.unauthorized] });
    }
  });

  it('serves a logged-in user as the plain path does', async () => {
    const authorization = `Bearer ${await tokenFor('vendor')}`;
    const res = await app.inject({ method: 'GET', url: '/%61pi/auth/me', headers: { authorization } });
    expect(res.statusCode, res.body).toBe(200);
    expect(bodyOf(res, meResponseSchema).user.username).toBe('vendor');
  });

  it('keeps the role guard', async () => {
    const authorization = `Bearer ${await tokenFor('vendor')}`;
    const res = await app.inject({ method: 'GET', url: '/%61pi/suppliers?instance=AAM', headers: { authorization } });
    expect(res.statusCode).toBe(403);
    expect(bodyOf(res, errorBodySchema)).toEqual({ code: 'FORBIDDEN', messages: [LOGIN_MESSAGES.routeUnauthorized] });
  });

  it('leaves public routes public', async () => {
    expect((await app.inject({ method: 'GET', url: '/%61pi/health' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/%61pi/docs/json' })).statusCode).toBe(200);
  });
});
