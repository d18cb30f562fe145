import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addToBatchSchema,
  batchDetailSchema,
  batchFormSchema,
  batchListQuerySchema,
  batchListSchema,
  batchUpdateSchema,
  batchableInvoicesSchema,
  companyQuerySchema,
  draftBatchesSchema,
  errorBodySchema,
  idParamSchema,
} from '@faktura/domain';
import { actorOf, requireRole } from '../../plugins/auth';
import type { AppDeps } from '../../deps';
import * as service from './service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const vendorOnly = requireRole('VENDOR');
const idParams = z.strictObject({ id: idParamSchema });

export function batchRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/batches',
      {
        schema: {
          tags: ['batches'],
          summary: 'Batches the user may see, newest first',
          querystring: batchListQuerySchema,
          response: { 200: batchListSchema, ...errors },
        },
      },
      async (request) => service.listBatches(deps, actorOf(request), { ...request.query, status: request.query.status || undefined }),
    );

    app.get(
      '/batches/drafts',
      {
        preHandler: vendorOnly,
        schema: {
          tags: ['batches'],
          summary: 'Open (DRAFT) batches of the supplier in a company, for Add To Batch',
          querystring: companyQuerySchema,
          response: { 200: draftBatchesSchema, ...errors },
        },
      },
      async (request) => service.listDraftBatches(deps, actorOf(request), request.query),
    );

    app.get(
      '/batches/available-invoices',
      {
        preHandler: vendorOnly,
        schema: {
          tags: ['batches'],
          summary: 'DRAFT PO invoices in no batch (Find Invoice modal)',
          querystring: companyQuerySchema,
          response: { 200: batchableInvoicesSchema, ...errors },
        },
      },
      async (request) => service.listBatchableInvoices(deps, actorOf(request), request.query),
    );

    app.post(
      '/batches',
      {
        preHandler: vendorOnly,
        schema: {
          tags: ['batches'],
          summary: 'Create a batch (submit: true makes it and its invoices OPEN)',
          body: batchFormSchema,
          response: { 201: batchDetailSchema, ...errors },
        },
      },
      async (request, reply) => reply.status(201).send(await service.createBatch(deps, actorOf(request), request.body)),
    );

    app.get(
      '/batches/:id',
      { schema: { tags: ['batches'], summary: 'Batch summary with its invoices', params: idParams, response: { 200: batchDetailSchema, ...errors } } },
      async (request) => service.getBatch(deps, actorOf(request), request.params.id),
    );

    app.put(
      '/batches/:id',
      {
        preHandler: vendorOnly,
        schema: {
          tags: ['batches'],
          summary: 'Change a DRAFT batch’s invoices, optionally submitting it',
          params: idParams,
          body: batchUpdateSchema,
          response: { 200: batchDetailSchema, ...errors },
        },
      },
      async (request) => service.updateBatch(deps, actorOf(request), request.params.id, request.body),
    );

    app.post(
      '/po-invoices/:id/add-to-batch',
      {
        preHandler: vendorOnly,
        schema: {
          tags: ['batches'],
          summary: 'Add To Batch: put a DRAFT PO invoice in an open batch',
          params: idParams,
          body: addToBatchSchema,
          response: { 200: batchDetailSchema, ...errors },
        },
      },
      async (request) => service.addInvoiceToBatch(deps, actorOf(request), request.params.id, request.body.batchId),
    );
  };
}
