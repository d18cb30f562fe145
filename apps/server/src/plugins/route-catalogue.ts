import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { UserType } from '@faktura/domain';
import type { ServerEndpoint } from '../lib/endpoint';
import { isGuardedPath, type RoleGuard } from './auth';

/** Who may call one API route, as the route itself declares it. */
export type CataloguedRoute = {
  method: string;
  /** The full path with its prefix and parameters, e.g. `/api/po-invoices/:id`. */
  url: string;
  /** `config.public`: answered without a session. */
  public: boolean;
  /** The user types its `requireRole(...)` preHandler lets through; `'any'` when it has none (any logged-in user). */
  roles: readonly UserType[] | 'any';
  /** The zod contracts the route validates its input with (absent: the route reads none of it). */
  input: RouteInput;
  /** The contract declaration the route was registered from (absent: a hand-registered route). */
  endpoint?: ServerEndpoint;
};

/** A route's input contracts by Fastify's validation context. */
export type RouteInput = { body?: z.ZodType; querystring?: z.ZodType; params?: z.ZodType };

declare module 'fastify' {
  interface FastifyInstance {
    /** Every API route registered after registerRouteCatalogue, in registration order. */
    routeCatalogue: readonly CataloguedRoute[];
  }
}

function roleGuardOf(preHandler: unknown): RoleGuard | undefined {
  const handlers: unknown[] = Array.isArray(preHandler) ? preHandler : [preHandler];
  return handlers.find((handler): handler is RoleGuard => typeof handler === 'function' && Array.isArray((handler as Partial<RoleGuard>).roles));
}

function inputOf(schema: { body?: unknown; querystring?: unknown; params?: unknown } | undefined): RouteInput {
  const input: RouteInput = {};
  for (const part of ['body', 'querystring', 'params'] as const) {
    const contract = schema?.[part];
    if (contract instanceof z.ZodType) input[part] = contract;
  }
  return input;
}

/**
 * Records each API route's method, path, access (public, role guard) and input contracts as it is
 * registered, so tests can check and fuzz every route — including ones added later — instead of a
 * hand-written list. Register it before the routes it should see.
 */
export function registerRouteCatalogue(app: FastifyInstance) {
  const routes: CataloguedRoute[] = [];
  app.decorate('routeCatalogue', routes);
  app.addHook('onRoute', (route) => {
    if (!isGuardedPath(route.url)) return;
    const roles = roleGuardOf(route.preHandler)?.roles ?? 'any';
    const input = inputOf(route.schema);
    // HEAD routes are Fastify's automatic twins of the GET routes: same hooks, nothing more to check.
    const methods = [route.method].flat().filter((method) => method !== 'HEAD');
    for (const method of methods)
      routes.push({ method, url: route.url, public: route.config?.public === true, roles, input, endpoint: route.config?.endpoint });
  });
}
