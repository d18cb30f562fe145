import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { statementsApi } from '@faktura/domain';
import type { AppDeps } from '../../deps';
import { route } from '../../lib/endpoint';
import { actorOf, requireRole } from '../../plugins/auth';
import { getStatement } from './service';

/** /api/statements: a supplier's statement of account per company for a date range, with ageing; screen, PDF and .xlsx. */
export function statementRoutes(deps: AppDeps): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    // Every user type may ask; the vendor scope decides (another supplier's statement is 404).
    route(app, statementsApi.get, { preHandler: requireRole('VENDOR', 'PIC', 'ORACLE') }, async (request) =>
      getStatement(deps, actorOf(request), request.query),
    );
    done();
  };
}
