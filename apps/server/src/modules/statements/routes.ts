import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';

/** /api/statements: a supplier's statement of account per company for a date range, with ageing; screen, PDF and .xlsx. */
export function statementRoutes(_deps: AppDeps): FastifyPluginCallbackZod {
  return (_app, _options, done) => {
    done();
  };
}
