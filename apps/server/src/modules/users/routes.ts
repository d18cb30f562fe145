import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { usersApi } from '@faktura/domain';
import type { AppDeps } from '../../deps';
import { route } from '../../lib/endpoint';
import { actorOf, requireRole } from '../../plugins/auth';
import * as roles from './roles';
import * as service from './service';

// The user screens are ORACLE's and PIC's to read; only ORACLE changes users and roles.
const readers = { preHandler: requireRole('ORACLE', 'PIC') };
const writers = { preHandler: requireRole('ORACLE') };

/** /api/users: the user list and form (Master User), and the roles' menus. */
export function userRoutes(deps: AppDeps): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    route(app, usersApi.list, readers, async (request) => service.listUsers(deps, actorOf(request), request.query));
    route(app, usersApi.detail, readers, async (request) => service.getUser(deps, actorOf(request), request.query.username));
    route(app, usersApi.formOptions, readers, async () => service.getFormOptions(deps));
    route(app, usersApi.create, writers, async (request) => service.createUser(deps, actorOf(request), request.body));
    route(app, usersApi.update, writers, async (request) => service.updateUser(deps, actorOf(request), request.body));
    route(app, usersApi.roles, writers, async () => roles.listRoles(deps));
    route(app, usersApi.updateRoleMenus, writers, async (request) => roles.updateRoleMenus(deps, actorOf(request), request.body));
    done();
  };
}
