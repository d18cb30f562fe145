import { beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { LOGIN_MESSAGES, errorBodySchema, meResponseSchema, type UserType } from '@faktura/domain';
import type { CataloguedRoute } from '../../src/plugins/route-catalogue';
import { getTestContext, login } from '../helpers/app';
import { bodyOf } from '../helpers/body';
import { snapshotData } from '../helpers/db-snapshot';
import { SAMPLE_PDF, multipart } from '../helpers/files';
import { OWNER, OwnedObjects, PATH_PARAMETER_FIXTURES } from '../helpers/owned-objects';
import { ROUTE_SAMPLES } from '../helpers/route-samples';

/**
 * Every API route × every demo user, generated from the app's own route catalogue (the routes as
 * registered, with the roles their requireRole guard names), so a route is covered the moment it
 * exists: no token → 401; a user type the route does not allow → 403; an allowed one gets past
 * the guard (a GET, or a sample the route accepts, succeeds); another supplier never reaches
 * OWNER's objects, nor does a PIC OWNER's supplier is not mapped to reach OWNER's user or user
 * mapping; and no refused request changes any data.
 */

/** The demo users (README), OWNER first: it must be served before another allowed caller changes its objects. */
const USERS = [OWNER, 'vendor2', 'transport', 'pic', 'finance', 'fin'] as const;
type User = (typeof USERS)[number];
/** Suppliers other than OWNER: they must never read or change OWNER's objects. */
const OTHER_SUPPLIERS: readonly User[] = ['vendor2', 'transport'];
/** PIC-type users OWNER's supplier is not mapped to: they never reach OWNER's users or user mappings either. */
const UNMAPPED_PICS: readonly User[] = ['fin'];
/** Routes answered without a session: adding one is a decision, so it is listed here. */
const PUBLIC_ROUTES = [
  'GET /api/health',
  'GET /api/health/live',
  'GET /api/health/ready',
  'POST /api/auth/login',
  // E-mail links: the token in the path is the credential.
  'GET /api/email-links/:token',
  'POST /api/email-links/:token/approve',
  'POST /api/email-links/:token/decline',
  'POST /api/email-links/:token/code',
  'POST /api/email-links/:token/view',
];
const ROLE_REFUSAL = { code: 'FORBIDDEN', messages: ['Unauthorized'] };

const { app, database } = await getTestContext();
const keyOf = (route: CataloguedRoute) => `${route.method} ${route.url}`;
const parametersOf = (url: string) => [...url.matchAll(/:(\w+)/g)].map((match) => match[1]!);

/** This file's own sessions, so a logout sample never revokes the tokens other test files share. */
const sessions = new Map<User, { token: string; type: UserType }>();
async function startSession(user: User) {
  const token = await login(user);
  const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
  sessions.set(user, { token, type: bodyOf(me, meResponseSchema).user.typeUser });
}
function sessionOf(user: User) {
  const session = sessions.get(user);
  if (!session) throw new Error(`no session for ${user}`);
  return session;
}

beforeAll(async () => {
  for (const user of USERS) await startSession(user);
});

/** The route's request: path parameters filled with OWNER's objects, the sample's query and body. */
async function requestFor(route: CataloguedRoute, owned: OwnedObjects): Promise<InjectOptions> {
  const fixtures = PATH_PARAMETER_FIXTURES[route.url] ?? {};
  let url = route.url;
  for (const name of parametersOf(route.url)) {
    const kind = fixtures[name];
    if (!kind) {
      throw new Error(
        `${keyOf(route)}: no fixture for ":${name}". Add the kind of object it names to PATH_PARAMETER_FIXTURES ` +
          `(apps/server/test/helpers/owned-objects.ts) so this route's owner check runs.`,
      );
    }
    url = url.replace(`:${name}`, String(await owned.id(kind)));
  }
  const sample = ROUTE_SAMPLES[keyOf(route)] ?? {};
  const payload = sample.payloadFrom ? await sample.payloadFrom(owned) : sample.payload;
  const upload = sample.upload ? multipart('faktur.pdf', SAMPLE_PDF) : undefined;
  return {
    method: route.method as InjectOptions['method'],
    url: sample.query ? `${url}?${sample.query}` : url,
    payload: upload?.payload ?? payload,
    headers: upload?.headers ?? {},
  };
}

function injectAs(user: User, request: InjectOptions): Promise<LightMyRequestResponse> {
  return app.inject({ ...request, headers: { ...request.headers, authorization: `Bearer ${sessionOf(user).token}` } });
}

const allows = (route: CataloguedRoute, user: User) => route.roles === 'any' || route.roles.includes(sessionOf(user).type);

async function checkRoute(route: CataloguedRoute, owned: OwnedObjects) {
  const key = keyOf(route);
  const sample = ROUTE_SAMPLES[key] ?? {};
  const ownsObjects = parametersOf(route.url).length > 0;
  const request = await requestFor(route, owned);
  const before = await snapshotData(database);

  for (const headers of [{}, { authorization: 'Bearer not-a-session' }]) {
    const res = await app.inject({ ...request, headers: { ...request.headers, ...headers } });
    expect(res.statusCode, `${key} with ${JSON.stringify(headers)}`).toBe(401);
    expect(bodyOf(res, errorBodySchema)).toEqual({ code: 'UNAUTHENTICATED', messages: [LOGIN_MESSAGES.unauthorized] });
  }
  for (const user of USERS.filter((u) => !allows(route, u))) {
    const res = await injectAs(user, request);
    expect(res.statusCode, `${user} on ${key}: ${res.body}`).toBe(403);
    expect(bodyOf(res, errorBodySchema)).toEqual(ROLE_REFUSAL);
  }
  const otherSuppliers = ownsObjects || sample.ownerInQuery ? OTHER_SUPPLIERS.filter((user) => allows(route, user)) : [];
  for (const user of otherSuppliers) {
    const res = await injectAs(user, request);
    expect([403, 404], `${user} on ${OWNER}'s ${key}: ${res.statusCode} ${res.body}`).toContain(res.statusCode);
    bodyOf(res, errorBodySchema);
  }
  const unmappedPics = sample.ownerInQuery ? UNMAPPED_PICS.filter((user) => allows(route, user)) : [];
  for (const user of unmappedPics) {
    const res = await injectAs(user, request);
    expect(res.statusCode, `${user} on ${OWNER}'s ${key}: ${res.body}`).toBe(404);
    expect(bodyOf(res, errorBodySchema).code).toBe('NOT_FOUND');
  }
  expect(await snapshotData(database), `refused requests on ${key} changed data`).toEqual(before);

  for (const user of USERS.filter((u) => allows(route, u) && !otherSuppliers.includes(u) && !unmappedPics.includes(u))) {
    const res = await injectAs(user, request);
    const what = `${user} on ${key}: ${res.statusCode} ${res.body.slice(0, 300)}`;
    expect(res.statusCode, what).not.toBe(401);
    if (res.statusCode === 403) expect(bodyOf(res, errorBodySchema), what).not.toEqual(ROLE_REFUSAL);
    // Who else may see OWNER's objects is each module's own tests' business; OWNER always may.
    if (ownsObjects && user === OWNER) expect(res.statusCode, what).not.toBe(404);
    if (!sample.refusedByRules && (!ownsObjects || user === OWNER)) expect(res.statusCode, what).toBeLessThan(300);
    if (sample.endsSession) await startSession(user);
  }
}

describe('route catalogue', () => {
  it('lists the public routes, and only those', () => {
    expect(app.routeCatalogue.filter((route) => route.public).map(keyOf)).toEqual(PUBLIC_ROUTES);
  });

  it('carries the roles each requireRole guard names', () => {
    expect(app.routeCatalogue.find((route) => keyOf(route) === 'GET /api/suppliers')?.roles).toEqual(['ORACLE', 'PIC']);
    expect(app.routeCatalogue.find((route) => keyOf(route) === 'GET /api/auth/me')?.roles).toBe('any');
  });

  it('has no fixture or sample left for a route that is gone', () => {
    const urls = new Set(app.routeCatalogue.map((route) => route.url));
    const keys = new Set(app.routeCatalogue.map(keyOf));
    expect(Object.keys(PATH_PARAMETER_FIXTURES).filter((url) => !urls.has(url))).toEqual([]);
    expect(Object.keys(ROUTE_SAMPLES).filter((key) => !keys.has(key))).toEqual([]);
  });
});

describe('route × role × owner', () => {
  for (const route of app.routeCatalogue.filter((r) => !r.public)) {
    it(`${keyOf(route)} (${route.roles === 'any' ? 'any logged-in user' : route.roles.join(', ')})`, async () => {
      const owned = new OwnedObjects();
      try {
        await checkRoute(route, owned);
      } finally {
        await owned.release();
      }
    });
  }
});
