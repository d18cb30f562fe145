import { describe, expect, it } from 'vitest';
import { API_CONTRACT, type EndpointSpec } from '@faktura/domain';
import { getTestContext } from '../helpers/app';

/**
 * Every API route comes from one endpoint declaration in packages/domain/src/contract, and every
 * declaration is registered exactly once: what the web calls is what the server answers.
 */

/** Prefixes whose module still registers its routes by hand. Converting a module removes its line. */
const NOT_YET_DECLARED: string[] = [];
/** The probes of the process itself (health, readiness): for load balancers, not the web. */
const OUTSIDE_THE_CONTRACT = ['/api/health'];

const { app } = await getTestContext();
const underAny = (url: string, prefixes: readonly string[]) => prefixes.some((prefix) => url === prefix || url.startsWith(`${prefix}/`));
/** Fastify registers a prefix's own route both with and without the trailing slash: one route. */
const canonical = (url: string) => (url.length > 1 ? url.replace(/\/$/, '') : url);

const declared: Array<{ name: string; endpoint: EndpointSpec }> = Object.entries(API_CONTRACT).flatMap(([module, endpoints]) =>
  Object.entries(endpoints).map(([name, endpoint]) => ({ name: `${module}.${name}`, endpoint: endpoint as EndpointSpec })),
);

describe('the API contract', () => {
  it('registers every route from a declaration, at the declared method and path', () => {
    const handWritten = app.routeCatalogue
      .filter((route) => !underAny(route.url, [...NOT_YET_DECLARED, ...OUTSIDE_THE_CONTRACT]))
      .filter((route) => !route.endpoint)
      .map((route) => `${route.method} ${route.url}`);
    expect(handWritten).toEqual([]);
    for (const route of app.routeCatalogue.filter((r) => r.endpoint)) {
      expect(`${route.method} ${canonical(route.url)}`).toBe(`${route.endpoint!.method} ${route.endpoint!.path}`);
    }
  });

  it('registers every declaration exactly once', () => {
    const registrations = declared.map(({ name, endpoint }) => {
      const routes = new Set(app.routeCatalogue.filter((route) => route.endpoint === endpoint).map((route) => `${route.method} ${canonical(route.url)}`));
      return [name, routes.size] as const;
    });
    expect(registrations.filter(([, count]) => count !== 1)).toEqual([]);
    expect(declared.length).toBeGreaterThan(0);
  });

  it('declares each method and path once', () => {
    const keys = declared.map(({ endpoint }) => `${endpoint.method} ${endpoint.path}`);
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });

  it('leaves no prefix on the not-yet-declared list once its module is converted', () => {
    const converted = NOT_YET_DECLARED.filter((prefix) => !app.routeCatalogue.some((route) => underAny(route.url, [prefix]) && !route.endpoint));
    expect(converted).toEqual([]);
  });
});
