import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { masterProxyMappingsApi } from '@faktura/domain';
import type { AppDeps } from '../../deps';
import { route } from '../../lib/endpoint';
import { actorOf, requireRole } from '../../plugins/auth';
import * as service from './service';

// The mapping decides which suppliers a PIC sees: only finance changes it; a PIC reads its own.
const readers = { preHandler: requireRole('ORACLE', 'PIC') };
const writers = { preHandler: requireRole('ORACLE') };

/** /api/master/proxy-mappings: Vendor Proxy — PIC ↔ supplier with a start and end date. */
export function masterProxyMappingRoutes(deps: AppDeps): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    route(app, masterProxyMappingsApi.list, readers, async (request) => service.listMappings(deps, actorOf(request), request.query));
    route(app, masterProxyMappingsApi.picUsers, writers, async () => ({ items: await service.listPicUsers(deps) }));
    route(app, masterProxyMappingsApi.create, writers, async (request) => service.createMapping(deps, actorOf(request), request.body));
    route(app, masterProxyMappingsApi.update, writers, async (request) => service.updateMapping(deps, actorOf(request), request.params.id, request.body));
    route(app, masterProxyMappingsApi.remove, writers, async (request) => service.deleteMapping(deps, actorOf(request), request.params.id));
    done();
  };
}
