import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorBodySchema,
  idParamSchema,
  masterCompanyQuerySchema,
  vendorMappingFormSchema,
  vendorMappingListQuerySchema,
  vendorMappingListSchema,
  vendorMappingOptionsSchema,
  vendorMappingSchema,
  vendorSiteOptionsSchema,
  vendorSiteQuerySchema,
} from '@faktura/domain';
import type { AppDeps } from '../../deps';
import { actorOf, requireRole } from '../../plugins/auth';
import * as service from './service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };
// Spec §6: finance assigns vendors to categories; PIC may read the assignments.
const readers = requireRole('ORACLE', 'PIC');
const writers = requireRole('ORACLE');
const idParams = z.strictObject({ id: idParamSchema });
const tags = ['master'];

/** /api/master/vendor-mappings: Master Vendor (spec screen 18) — vendor ↔ category mappings (MAPING_ID). */
export function masterVendorMappingRoutes(deps: AppDeps): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    app.get(
      '/',
      {
        preHandler: readers,
        schema: { tags, summary: 'Vendor mappings', querystring: vendorMappingListQuerySchema, response: { 200: vendorMappingListSchema, ...errors } },
      },
      async (request) => service.listMappings(deps, request.query),
    );
    app.get(
      '/options',
      {
        preHandler: readers,
        schema: {
          tags,
          summary: 'Categories, finance users, recommenders and cost centres of a company',
          querystring: masterCompanyQuerySchema,
          response: { 200: vendorMappingOptionsSchema, ...errors },
        },
      },
      async (request) => service.listOptions(deps, request.query),
    );
    app.get(
      '/vendor-sites',
      {
        preHandler: readers,
        schema: { tags, summary: 'Sites of a vendor in a company', querystring: vendorSiteQuerySchema, response: { 200: vendorSiteOptionsSchema, ...errors } },
      },
      async (request) => service.listVendorSites(deps, request.query),
    );
    app.get(
      '/:id',
      { preHandler: readers, schema: { tags, summary: 'One vendor mapping', params: idParams, response: { 200: vendorMappingSchema, ...errors } } },
      async (request) => service.getMapping(deps, request.params.id),
    );
    app.post(
      '/',
      {
        preHandler: writers,
        schema: { tags, summary: 'Map a vendor to a category', body: vendorMappingFormSchema, response: { 201: vendorMappingSchema, ...errors } },
      },
      async (request, reply) => reply.status(201).send(await service.createMapping(deps, actorOf(request), request.body)),
    );
    app.put(
      '/:id',
      {
        preHandler: writers,
        schema: {
          tags,
          summary: 'Change a vendor mapping',
          params: idParams,
          body: vendorMappingFormSchema,
          response: { 200: vendorMappingSchema, ...errors },
        },
      },
      async (request) => service.updateMapping(deps, actorOf(request), request.params.id, request.body),
    );
    app.delete(
      '/:id',
      { preHandler: writers, schema: { tags, summary: 'Delete a vendor mapping no invoice uses', params: idParams, response: { 204: z.null(), ...errors } } },
      async (request, reply) => {
        await service.deleteMapping(deps, actorOf(request), request.params.id);
        return reply.status(204).send(null);
      },
    );
    done();
  };
}
