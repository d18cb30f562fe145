import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerErrorHandler } from '../../src/plugins/error-handler';
import { registerRouteCatalogue } from '../../src/plugins/route-catalogue';
import { routeKey } from './fuzz-cases';
import { fuzzRoute, type FuzzTarget } from './fuzz-route';

/**
 * The fuzzer finds what it is there for: routes with planted faults of the kinds issue 7 found
 * (NUL reaching PostgreSQL, a number past a 32-bit column, an impossible date, a refusal outside
 * the `{code, messages}` format) fail within the cases `npm test` runs, with the same seed.
 */

const app = Fastify().withTypeProvider<ZodTypeProvider>();
app.setValidatorCompiler(validatorCompiler);
app.setSerializerCompiler(serializerCompiler);
registerRouteCatalogue(app);
registerErrorHandler(app);
// Each throws what the database would for input its contract lets through.
app.post('/api/planted/nul', { schema: { body: z.strictObject({ note: z.string().max(60) }) } }, (request) => {
  if (request.body.note.includes('\u0000')) throw new Error('invalid byte sequence for encoding "UTF8": 0x00');
  return { ok: true };
});
app.get('/api/planted/int/:id', { schema: { params: z.strictObject({ id: z.coerce.number().int().min(1) }) } }, (request) => {
  if (request.params.id > 2147483647) throw new Error('value is out of range for type integer');
  return { ok: true };
});
app.get('/api/planted/date', { schema: { querystring: z.strictObject({ day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }) } }, (request) => {
  const day = new Date(`${request.query.day}T00:00:00Z`);
  if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== request.query.day) throw new Error('date/time field value out of range');
  return { ok: true };
});
app.get('/api/planted/refusal', { schema: { querystring: z.strictObject({ page: z.string().optional() }) } }, (request, reply) =>
  request.query.page === undefined ? reply.send({ ok: true }) : reply.status(400).send({ error: 'bad page' }),
);
// A refusal in the right shape whose code names another status than the one sent.
app.get('/api/planted/code', { schema: { querystring: z.strictObject({ page: z.string().optional() }) } }, (request, reply) =>
  request.query.page === undefined ? reply.send({ ok: true }) : reply.status(404).send({ code: 'VALIDATION', messages: ['No such page'] }),
);
await app.ready();

const target: FuzzTarget = {
  app,
  users: [],
  tokenOf: () => Promise.reject(new Error('no users here')),
  endSession: () => undefined,
  takeErrors: () => [],
  recordAnswer: () => undefined,
  valuePool: () => ({ all: [], byName: new Map(), objects: [] }),
};
const RUNS = 200;
const SEED = 20261123;

describe('the fuzzer', () => {
  for (const [key, answer] of [
    ['POST /api/planted/nul', 'status 500'],
    ['GET /api/planted/int/:id', 'status 500'],
    ['GET /api/planted/date', 'status 500'],
    ['GET /api/planted/refusal', 'refusal is not {code, messages'],
    ['GET /api/planted/code', 'code VALIDATION answered with 404'],
  ]) {
    it(`finds the planted fault of ${key}`, async () => {
      const route = app.routeCatalogue.find((r) => routeKey(r) === key)!;
      const report = await fuzzRoute(target, route, { runs: RUNS, seed: SEED });
      expect(report.violations).toBeGreaterThan(0);
      expect(report.failures[0]?.answer).toContain(answer);
    });
  }
});
