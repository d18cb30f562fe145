import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { z } from 'zod';
import { API_ERROR_CODES, API_ERROR_STATUS } from '@faktura/domain';
import type { CataloguedRoute } from '../../src/plugins/route-catalogue';
import { ROUTE_SAMPLES } from '../helpers/route-samples';
import type { FuzzContext } from './fuzz-context';
import { fuzzCases, injectOptionsOf, routeKey, type FuzzCase } from './fuzz-cases';

/** What fuzzing a route needs of its context: the FuzzContext, or a bare app in the fuzzer's own test. */
export type FuzzTarget = Pick<FuzzContext, 'app' | 'users' | 'tokenOf' | 'endSession' | 'takeErrors' | 'recordAnswer' | 'valuePool'>;

/** Every refusal: exactly `{code, messages}`, a listed code, at least one message, none blank. */
const refusalSchema = z.strictObject({ code: z.enum(API_ERROR_CODES), messages: z.array(z.string().trim().min(1)).min(1) });

/** A case whose answer broke the rules, with what is needed to reproduce and explain it. */
export type FuzzFailure = { caller: string; request: string; status: number; answer: string; logged: string[] };

export type RouteReport = {
  route: string;
  seed: number;
  cases: number;
  /** Cases by caller: a username, or `anonymous`. */
  callers: Record<string, number>;
  /** Answers by status code. */
  statuses: Record<number, number>;
  serverErrors: number;
  /** Answers that broke a rule: the 5xx and the refusals not in the `{code, messages}` format. */
  violations: number;
  /** The first few failures (5xx, or a 4xx not in the `{code, messages}` format). */
  failures: FuzzFailure[];
};

const FAILURES_KEPT = 5;
export const ANONYMOUS = 'anonymous';
const clip = (text: string, length = 300) => (text.length > length ? `${text.slice(0, length)}… (${text.length} chars)` : text);

/** What is wrong with an answer, or null when it keeps the rules: no 5xx, and every 4xx in the `{code, messages}` format. */
function violationOf(res: LightMyRequestResponse): string | null {
  if (res.statusCode >= 500) return `status ${res.statusCode}`;
  if (res.statusCode < 400) return null;
  let body: unknown;
  try {
    body = JSON.parse(res.body);
  } catch {
    return 'refusal is not JSON';
  }
  const refusal = refusalSchema.safeParse(body);
  if (!refusal.success) return 'refusal is not {code, messages: [non-empty text, …]}';
  // A code means one status everywhere: clients branch on the code alone.
  const expected = API_ERROR_STATUS[refusal.data.code];
  return expected === res.statusCode ? null : `code ${refusal.data.code} answered with ${res.statusCode}, not ${expected}`;
}

function describeRequest(fuzzCase: FuzzCase, method: string): string {
  const { body } = fuzzCase;
  const payload =
    body.kind === 'json'
      ? (JSON.stringify(body.value) ?? 'undefined')
      : body.kind === 'raw'
        ? `${body.raw.contentType}: ${String(body.raw.payload)}`
        : body.kind;
  return `${method} ${clip(fuzzCase.url, 200)} body ${clip(payload, 400)}`;
}

/** A seed of its own for each route, from the run's seed: adding a route does not change the others' cases. */
export function routeSeed(seed: number, route: CataloguedRoute): number {
  let hash = seed | 0;
  for (const char of routeKey(route)) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

/**
 * Sends `runs` generated requests to one route and records every answer. The property itself never
 * fails, so one bad case does not hide the others: the caller asserts on the report.
 */
export async function fuzzRoute(context: FuzzTarget, route: CataloguedRoute, options: { runs: number; seed: number }): Promise<RouteReport> {
  const seed = routeSeed(options.seed, route);
  const report: RouteReport = { route: routeKey(route), seed, cases: 0, callers: {}, statuses: {}, serverErrors: 0, violations: 0, failures: [] };
  const endsSession = ROUTE_SAMPLES[report.route]?.endsSession === true;
  const pool = context.valuePool();
  const property = fc.asyncProperty(fuzzCases(route, context.users, pool), async (fuzzCase) => {
    const { caller } = fuzzCase;
    const authorization = 'user' in caller ? `Bearer ${await context.tokenOf(caller.user)}` : caller.authorization;
    context.takeErrors();
    const res = await context.app.inject(injectOptionsOf(route, fuzzCase, authorization));
    if ('user' in caller && endsSession) context.endSession(caller.user);
    report.cases += 1;
    const who = 'user' in caller ? caller.user.username : ANONYMOUS;
    report.callers[who] = (report.callers[who] ?? 0) + 1;
    report.statuses[res.statusCode] = (report.statuses[res.statusCode] ?? 0) + 1;
    if (res.statusCode >= 500) report.serverErrors += 1;
    if (res.statusCode < 300 && String(res.headers['content-type']).startsWith('application/json')) context.recordAnswer(res.json<unknown>());
    const violation = violationOf(res);
    if (violation) report.violations += 1;
    if (violation && report.failures.length < FAILURES_KEPT) {
      report.failures.push({
        caller: 'user' in caller ? caller.user.username : `anonymous (${clip(String(caller.authorization), 40)})`,
        request: describeRequest(fuzzCase, route.method),
        status: res.statusCode,
        answer: `${violation}: ${clip(res.body)}`,
        logged: context.takeErrors().map((line) => clip(line, 2000)),
      });
    }
  });
  await fc.assert(property, { numRuns: options.runs, seed });
  return report;
}
