import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorBodySchema,
  idParamSchema,
  picUserOptionsSchema,
  proxyMappingFormSchema,
  proxyMappingListQuerySchema,
  proxyMappingListSchema,
  proxyMappingSchema,
} from '@faktura/domain';
import type { AppDeps } from '../../deps';
import { actorOf, requireRole } from '../../plugins/auth';
import * as service from './service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
// The mapping decides which suppliers a PIC sees: only finance changes it; a PIC reads its own.
const readers = requireRole('ORACLE', 'PIC');
const writers = requireRole('ORACLE');
const idParams = z.strictObject({ id: idParamSchema });
const tags = ['master'];

/** /api/master/proxy-mappings: Vendor Proxy (spec screen 18) — PIC ↔ supplier with a start and end date. */
export function masterProxyMappingRoutes(deps: AppDeps): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    app.get(
      '/',
      {
        preHandler: readers,
        schema: {
          tags,
          summary: 'PIC ↔ supplier mappings (a PIC: its own)',
          querystring: proxyMappingListQuerySchema,
          response: { 200: proxyMappingListSchema, ...errors },
        },
      },
      async (request) => service.listMappings(deps, actorOf(request), request.query),
    );
    app.get(
      '/pic-users',
      { preHandler: writers, schema: { tags, summary: 'Active PIC users to map', response: { 200: picUserOptionsSchema, ...errors } } },
      async () => ({ items: await service.listPicUsers(deps) }),
    );
    app.post(
      '/',
      {
        preHandler: writers,
        schema: { tags, summary: 'Map a PIC to a supplier for a period', body: proxyMappingFormSchema, response: { 201: proxyMappingSchema, ...errors } },
      },
      async (request, reply) => reply.status(201).send(await service.createMapping(deps, actorOf(request), request.body)),
    );
    app.put(
      '/:id',
      {
        preHandler: writers,
        schema: {
          tags,
          summary: 'Change a proxy mapping (e.g. end it)',
          params: idParams,
          body: proxyMappingFormSchema,
          response: { 200: proxyMappingSchema, ...errors },
        },
      },
      async (request) => service.updateMapping(deps, actorOf(request), request.params.id, request.body),
    );
    app.delete(
      '/:id',
      { preHandler: writers, schema: { tags, summary: 'Delete a proxy mapping', params: idParams, response: { 204: z.null(), ...errors } } },
      async (request, reply) => {
        await service.deleteMapping(deps, actorOf(request), request.params.id);
        return reply.status(204).send(null);
      },
    );
    done();
  };
}
