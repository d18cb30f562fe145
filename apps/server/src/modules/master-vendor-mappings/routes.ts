import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { masterVendorMappingsApi } from '@faktura/domain';
import type { AppDeps } from '../../deps';
import { route } from '../../lib/endpoint';
import { actorOf, requireRole } from '../../plugins/auth';
import * as service from './service';

// Finance assigns vendors to categories; PIC may read the assignments.
const readers = { preHandler: requireRole('ORACLE', 'PIC') };
const writers = { preHandler: requireRole('ORACLE') };

/** /api/master/vendor-mappings: Master Vendor — vendor ↔ category mappings (MAPING_ID). */
export function masterVendorMappingRoutes(deps: AppDeps): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    route(app, masterVendorMappingsApi.list, readers, async (request) => service.listMappings(deps, request.query));
    route(app, masterVendorMappingsApi.options, readers, async (request) => service.listOptions(deps, request.query));
    route(app, masterVendorMappingsApi.vendorSites, readers, async (request) => service.listVendorSites(deps, request.query));
    route(app, masterVendorMappingsApi.get, readers, async (request) => service.getMapping(deps, request.params.id));
    route(app, masterVendorMappingsApi.create, writers, async (request) => service.createMapping(deps, actorOf(request), request.body));
    route(app, masterVendorMappingsApi.update, writers, async (request) => service.updateMapping(deps, actorOf(request), request.params.id, request.body));
    route(app, masterVendorMappingsApi.remove, writers, async (request) => service.deleteMapping(deps, actorOf(request), request.params.id));
    done();
  };
}
