import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';

/** /api/stamp-duty: invoices above the stamp-duty threshold and whether their e-Meterai serial or stamped document is there. */
export function stampDutyRoutes(_deps: AppDeps): FastifyPluginCallbackZod {
  return (_app, _options, done) => {
    done();
  };
}
