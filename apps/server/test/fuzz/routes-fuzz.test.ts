import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FuzzContext } from './fuzz-context';
import { ANONYMOUS, fuzzRoute, type RouteReport } from './fuzz-route';
import { parameterNames, routeKey } from './fuzz-cases';

/**
 * Property-based fuzzing of every API route (issue 7): requests generated from each route's zod
 * contracts (params, query, body) mixed with hostile values, sent as users the route lets in,
 * users it refuses and anonymous callers. No answer may be a 5xx, and every refusal is exactly
 * `{messages}`. `npm test` runs FUZZ_RUNS (200) cases per route with a fixed seed; `npm run fuzz`
 * runs more, with any seed, and prints the per-route report (FUZZ_REPORT names its file).
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
/** Generous: a case costs a few milliseconds, a write case on PostgreSQL some more. */
const TIMEOUT_MS = 60_000 + RUNS * 150;

const context = await FuzzContext.create();
const reports: RouteReport[] = [];

afterAll(async () => {
  await context.close();
  if (process.env.FUZZ_REPORT) fs.writeFileSync(process.env.FUZZ_REPORT, JSON.stringify({ runs: RUNS, seed: SEED, reports }, null, 2));
});

describe('fuzzing every route', () => {
  it('runs on the PostgreSQL server DATABASE_URL names, as CI gives it, else on PGlite', () => {
    const url = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
    expect(context.test.database.kind).toBe(url?.startsWith('postgres') ? 'postgres' : 'pglite');
  });

  it('has a contract for every path parameter, to generate it from', () => {
    const missing = context.app.routeCatalogue.flatMap((route) => {
      const params = route.input.params;
      const shape = params instanceof z.ZodObject ? params.shape : {};
      return parameterNames(route.url)
        .filter((name) => !(name in shape))
        .map((name) => `${routeKey(route)} :${name}`);
    });
    expect(missing).toEqual([]);
  });

  for (const route of context.app.routeCatalogue) {
    it(routeKey(route), { timeout: TIMEOUT_MS }, async () => {
      const report = await fuzzRoute(context, route, { runs: RUNS, seed: SEED });
      reports.push(report);
      expect(report.cases).toBe(RUNS);
      // Every user the route lets in, and anonymous callers, sent some of the cases.
      const allowed = context.users.filter((user) => route.roles === 'any' || route.roles.includes(user.typeUser)).map((user) => user.username);
      expect(Object.keys(report.callers)).toEqual(expect.arrayContaining([...allowed, ANONYMOUS]));
      // Each failure names its request; the run repeats with `npm run fuzz -- --runs ${RUNS} --seed ${SEED}`.
      expect(report.failures, `seed ${SEED}, statuses ${JSON.stringify(report.statuses)}`).toEqual([]);
    });
  }
});
