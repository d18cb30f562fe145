import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LOGIN_MESSAGES, type UserType } from '@faktura/domain';
import type { Database } from '../db/client';
import { forbidden, unauthorized } from '../lib/errors';
import type { Actor } from '../modules/auth/actor';
import { findLiveSession } from '../modules/auth/repo';
import { hashToken } from '../modules/auth/tokens';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Routes are private unless they say otherwise. */
    public?: boolean;
  }
  interface FastifyRequest {
    actor: Actor | null;
  }
}

/** Reads the bearer token, resolves the live session, and refuses anything else with 401. */
export function registerAuth(app: FastifyInstance, database: Database) {
  app.decorateRequest('actor', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/') || request.url.startsWith('/api/docs') || request.routeOptions.config?.public || request.is404) return;
    const header = request.headers.authorization ?? '';
    const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
    if (!token) throw unauthorized(LOGIN_MESSAGES.unauthorized);
    const row = await findLiveSession(database.db, hashToken(token), new Date());
    if (!row || row.user.active !== 'Y') throw unauthorized(LOGIN_MESSAGES.unauthorized);
    const { session, user } = row;
    request.actor = {
      sessionId: session.id,
      userId: user.id,
      username: user.username,
      typeUser: user.typeUser as UserType,
      role: user.roleCode,
      description: user.description,
      vendorId: user.vendorId,
      defaultOrgId: user.defaultOrgId,
      defaultInstance: user.defaultInstance,
      company: session.orgId && session.instance ? { orgId: session.orgId, instance: session.instance } : null,
    };
  });
}

/** The acting user of an authenticated route (the onRequest hook guarantees it). */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw unauthorized(LOGIN_MESSAGES.unauthorized);
  return request.actor;
}

/** preHandler restricting a route to user types, as the spec's route table does for screens. */
export function requireRole(...types: UserType[]) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const actor = actorOf(request);
    if (!types.includes(actor.typeUser)) throw forbidden('Unauthorized');
  };
}
