import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
  userMappingFormSchema,
  userMappingListQuerySchema,
  userMappingListSchema,
  userMappingLookupQuerySchema,
  userMappingSchema,
} from '@faktura/domain';
import type { AppDeps } from '../../deps';
import { actorOf, requireRole } from '../../plugins/auth';
import * as service from './service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** /api/user-mappings: which supplier, in which company, a user acts for (Master User Mapping). ORACLE writes, PIC reads. */
export function userMappingRoutes(deps: AppDeps): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    app.get(
      '/',
      {
        preHandler: requireRole('ORACLE', 'PIC'),
        schema: {
          tags: ['users'],
          summary: 'User–vendor mappings, paged',
          querystring: userMappingListQuerySchema,
          response: { 200: userMappingListSchema, ...errors },
        },
      },
      async (request) => service.listMappings(deps, actorOf(request), request.query),
    );
    app.get(
      '/detail',
      {
        preHandler: requireRole('ORACLE', 'PIC'),
        schema: {
          tags: ['users'],
          summary: 'One mapping (the edit form, mid of its URL)',
          querystring: userMappingLookupQuerySchema,
          response: { 200: userMappingSchema, ...errors },
        },
      },
      async (request) => service.getMapping(deps, actorOf(request), request.query.id),
    );
    app.post(
      '/',
      {
        preHandler: requireRole('ORACLE'),
        schema: {
          tags: ['users'],
          summary: 'Create (no id) or update (id) a user–vendor mapping',
          body: userMappingFormSchema,
          response: { 200: userMappingSchema, ...errors },
        },
      },
      async (request) => service.saveMapping(deps, actorOf(request), request.body),
    );
    done();
  };
}
