import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountOptionsSchema,
  categoryFormSchema,
  categoryListQuerySchema,
  categoryListSchema,
  categoryRecordSchema,
  errorBodySchema,
  idParamSchema,
  masterCompanyQuerySchema,
} from '@faktura/domain';
import type { AppDeps } from '../../deps';
import { actorOf, requireRole } from '../../plugins/auth';
import * as service from './service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };
// Spec §6: categories are read by finance and PIC, changed by finance only.
const readers = requireRole('ORACLE', 'PIC');
const writers = requireRole('ORACLE');
const idParams = z.strictObject({ id: idParamSchema });

/** /api/master/categories: Master Category (spec screen 18) — categories and their detail lines. */
export function masterCategoryRoutes(deps: AppDeps): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    app.get(
      '/',
      {
        preHandler: readers,
        schema: {
          tags: ['master'],
          summary: 'Categories by company and name',
          querystring: categoryListQuerySchema,
          response: { 200: categoryListSchema, ...errors },
        },
      },
      async (request) => service.listCategories(deps, request.query),
    );
    app.get(
      '/accounts',
      {
        preHandler: readers,
        schema: {
          tags: ['master'],
          summary: 'Enabled accounts of a company (category and detail COA)',
          querystring: masterCompanyQuerySchema,
          response: { 200: accountOptionsSchema, ...errors },
        },
      },
      async (request) => ({ items: await service.listAccountOptions(deps, request.query) }),
    );
    app.get(
      '/:id',
      {
        preHandler: readers,
        schema: { tags: ['master'], summary: 'A category with its detail lines', params: idParams, response: { 200: categoryRecordSchema, ...errors } },
      },
      async (request) => service.getCategory(deps, request.params.id),
    );
    app.post(
      '/',
      {
        preHandler: writers,
        schema: { tags: ['master'], summary: 'Create a category', body: categoryFormSchema, response: { 201: categoryRecordSchema, ...errors } },
      },
      async (request, reply) => reply.status(201).send(await service.createCategory(deps, actorOf(request), request.body)),
    );
    app.put(
      '/:id',
      {
        preHandler: writers,
        schema: {
          tags: ['master'],
          summary: 'Update a category and its detail lines',
          params: idParams,
          body: categoryFormSchema,
          response: { 200: categoryRecordSchema, ...errors },
        },
      },
      async (request) => service.updateCategory(deps, actorOf(request), request.params.id, request.body),
    );
    app.delete(
      '/:id',
      {
        preHandler: writers,
        schema: { tags: ['master'], summary: 'Delete a category no mapping or invoice uses', params: idParams, response: { 204: z.null(), ...errors } },
      },
      async (request, reply) => {
        await service.deleteCategory(deps, actorOf(request), request.params.id);
        return reply.status(204).send(null);
      },
    );
    done();
  };
}
