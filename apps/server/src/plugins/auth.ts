import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';
import { LOGIN_MESSAGES, type UserType } from '@faktura/domain';
import type { Actor } from '../lib/actor';
import { forbidden, unauthorized } from '../lib/errors';
import { routedPath } from '../lib/routed-path';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Routes are private unless they say otherwise. */
    public?: boolean;
  }
  interface FastifyRequest {
    actor: Actor | null;
  }
}

/** The API paths a token guards: everything under /api/ but the OpenAPI pages. */
export function isGuardedPath(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith('/api/docs');
}

/**
 * Reads the bearer token, resolves the live session, and refuses anything else with 401. Judged
 * by the path the router matched, not the raw URL: `/%61pi/auth/me` is routed to `/api/auth/me`
 * and must be guarded like it. The auth module resolves the token (`actorForToken`, passed in by
 * app.ts), so this plugin does not import the module whose routes use it.
 */
export function registerAuth(app: FastifyInstance, resolveActor: (token: string) => Promise<Actor | null>) {
  app.decorateRequest('actor', null);
  app.addHook('onRequest', async (request) => {
    if (!isGuardedPath(routedPath(request)) || request.routeOptions.config?.public || request.is404) return;
    const header = request.headers.authorization ?? '';
    const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
    if (!token) throw unauthorized(LOGIN_MESSAGES.unauthorized);
    const actor = await resolveActor(token);
    if (!actor) throw unauthorized(LOGIN_MESSAGES.unauthorized);
    request.actor = actor;
  });
}

/** The acting user of an authenticated route (the onRequest hook guarantees it). */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw unauthorized(LOGIN_MESSAGES.unauthorized);
  return request.actor;
}

/** A preHandler that lets only some user types through; it names them for the route catalogue. */
export type RoleGuard = preHandlerHookHandler & { readonly roles: readonly UserType[] };

/** preHandler restricting a route to user types, as the route table (packages/domain routes.ts) does for screens. */
export function requireRole(...types: UserType[]): RoleGuard {
  // A callback hook rather than an async one: the check itself never waits.
  const guard: preHandlerHookHandler = (request, _reply, done) => {
    const actor = request.actor;
    if (!actor) return done(unauthorized(LOGIN_MESSAGES.unauthorized));
    done(types.includes(actor.typeUser) ? undefined : forbidden(LOGIN_MESSAGES.routeUnauthorized));
  };
  return Object.assign(guard, { roles: types });
}
