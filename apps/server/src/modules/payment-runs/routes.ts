import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';

/** /api/master/payment-runs: the days each company pays (its payment runs), kept by finance. */
export function paymentRunRoutes(_deps: AppDeps): FastifyPluginCallbackZod {
  return (_app, _options, done) => {
    done();
  };
}
