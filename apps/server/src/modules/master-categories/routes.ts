import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { masterCategoriesApi } from '@faktura/domain';
import type { AppDeps } from '../../deps';
import { route } from '../../lib/endpoint';
import { actorOf, requireRole } from '../../plugins/auth';
import * as service from './service';

// Categories are read by finance and PIC, changed by finance only.
const readers = { preHandler: requireRole('ORACLE', 'PIC') };
const writers = { preHandler: requireRole('ORACLE') };

/** /api/master/categories: Master Category — categories and their detail lines. */
export function masterCategoryRoutes(deps: AppDeps): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    route(app, masterCategoriesApi.list, readers, async (request) => service.listCategories(deps, request.query));
    route(app, masterCategoriesApi.accounts, readers, async (request) => ({ items: await service.listAccountOptions(deps, request.query) }));
    route(app, masterCategoriesApi.get, readers, async (request) => service.getCategory(deps, request.params.id));
    route(app, masterCategoriesApi.create, writers, async (request) => service.createCategory(deps, actorOf(request), request.body));
    route(app, masterCategoriesApi.update, writers, async (request) => service.updateCategory(deps, actorOf(request), request.params.id, request.body));
    route(app, masterCategoriesApi.remove, writers, async (request) => service.deleteCategory(deps, actorOf(request), request.params.id));
    done();
  };
}
