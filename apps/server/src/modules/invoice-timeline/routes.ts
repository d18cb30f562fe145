import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';

/** /api/timeline: an invoice's timeline (every step, who, when, why) and its supplier-facing status and expected pay date. */
export function invoiceTimelineRoutes(_deps: AppDeps): FastifyPluginCallbackZod {
  return (_app, _options, done) => {
    done();
  };
}
