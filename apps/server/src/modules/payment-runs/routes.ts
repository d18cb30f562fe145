import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { paymentRunsApi } from '@faktura/domain';
import type { AppDeps } from '../../deps';
import { route } from '../../lib/endpoint';
import { actorOf, requireRole } from '../../plugins/auth';
import { listPaymentRuns, savePaymentRun } from './service';

const financeOnly = { preHandler: requireRole('ORACLE') };

/** /api/master/payment-runs: the days each company pays (its payment runs), kept by finance. */
export function paymentRunRoutes(deps: AppDeps): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    route(app, paymentRunsApi.list, financeOnly, async () => listPaymentRuns(deps));
    route(app, paymentRunsApi.save, financeOnly, async (request) => savePaymentRun(deps, actorOf(request), request.body));
    done();
  };
}
