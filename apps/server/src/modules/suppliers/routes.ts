import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { suppliersApi } from '@faktura/domain';
import type { AppDeps } from '../../deps';
import { route } from '../../lib/endpoint';
import { actorOf, requireRole } from '../../plugins/auth';
import { findSupplierOptions } from './service';

export function supplierRoutes(deps: AppDeps): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    route(app, suppliersApi.list, { preHandler: requireRole('ORACLE', 'PIC') }, async (request) => ({
      items: await findSupplierOptions(deps, actorOf(request), request.query),
    }));
    done();
  };
}
