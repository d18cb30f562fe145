import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { userMappingsApi } from '@faktura/domain';
import type { AppDeps } from '../../deps';
import { route } from '../../lib/endpoint';
import { actorOf, requireRole } from '../../plugins/auth';
import * as service from './service';

const readers = { preHandler: requireRole('ORACLE', 'PIC') };
const writers = { preHandler: requireRole('ORACLE') };

/** /api/user-mappings: which supplier, in which company, a user acts for (Master User Mapping). ORACLE writes, PIC reads. */
export function userMappingRoutes(deps: AppDeps): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    route(app, userMappingsApi.list, readers, async (request) => service.listMappings(deps, actorOf(request), request.query));
    route(app, userMappingsApi.detail, readers, async (request) => service.getMapping(deps, actorOf(request), request.query.id));
    route(app, userMappingsApi.save, writers, async (request) => service.saveMapping(deps, actorOf(request), request.body));
    done();
  };
}
