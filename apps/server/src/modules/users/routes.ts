import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
  roleListSchema,
  roleMenusFormSchema,
  roleOptionSchema,
  userFormOptionsSchema,
  userFormSchema,
  userListQuerySchema,
  userListSchema,
  userLookupQuerySchema,
  userSchema,
} from '@faktura/domain';
import type { AppDeps } from '../../deps';
import { actorOf, requireRole } from '../../plugins/auth';
import * as roles from './roles';
import * as service from './service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
/** Spec §6: the user screens are ORACLE's and PIC's to read; only ORACLE changes users and roles. */
const readers = requireRole('ORACLE', 'PIC');
const writers = requireRole('ORACLE');

/** /api/users: the user list and form (Master User), and the roles' menus. */
export function userRoutes(deps: AppDeps): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    app.get(
      '/',
      {
        preHandler: readers,
        schema: {
          tags: ['users'],
          summary: 'Users by username, paged (never a password hash)',
          querystring: userListQuerySchema,
          response: { 200: userListSchema, ...errors },
        },
      },
      async (request) => service.listUsers(deps, actorOf(request), request.query),
    );
    app.get(
      '/detail',
      {
        preHandler: readers,
        schema: {
          tags: ['users'],
          summary: 'One user by username (the edit form)',
          querystring: userLookupQuerySchema,
          response: { 200: userSchema, ...errors },
        },
      },
      async (request) => service.getUser(deps, actorOf(request), request.query.username),
    );
    app.get(
      '/form-options',
      {
        preHandler: readers,
        schema: { tags: ['users'], summary: 'Roles and companies for the user form', response: { 200: userFormOptionsSchema, ...errors } },
      },
      async () => service.getFormOptions(deps),
    );
    app.post(
      '/',
      { preHandler: writers, schema: { tags: ['users'], summary: 'Create a user', body: userFormSchema, response: { 201: userSchema, ...errors } } },
      async (request, reply) => reply.status(201).send(await service.createUser(deps, actorOf(request), request.body)),
    );
    app.put(
      '/',
      {
        preHandler: writers,
        schema: {
          tags: ['users'],
          summary: 'Update the user the username names (blank password keeps it); deactivating or a past end date ends its sessions',
          body: userFormSchema,
          response: { 200: userSchema, ...errors },
        },
      },
      async (request) => service.updateUser(deps, actorOf(request), request.body),
    );
    app.get(
      '/roles',
      { preHandler: writers, schema: { tags: ['users'], summary: 'Roles with their menu page codes', response: { 200: roleListSchema, ...errors } } },
      async () => roles.listRoles(deps),
    );
    app.put(
      '/roles',
      {
        preHandler: writers,
        schema: {
          tags: ['users'],
          summary: "Replace a role's menu page codes (the sidebar at the next login)",
          body: roleMenusFormSchema,
          response: { 200: roleOptionSchema, ...errors },
        },
      },
      async (request) => roles.updateRoleMenus(deps, actorOf(request), request.body),
    );
    done();
  };
}
