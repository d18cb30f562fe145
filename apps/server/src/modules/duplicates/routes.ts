import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';

/** /api/duplicates: likely-duplicate invoices (same file, or three of number, supplier, date and amount close): the warnings and finance's review queue. */
export function duplicateRoutes(_deps: AppDeps): FastifyPluginCallbackZod {
  return (_app, _options, done) => {
    done();
  };
}
