import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
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
  proxyBatchFormSchema,
  proxyInvoicesSchema,
} from '@faktura/domain';
import type { AppDeps } from '../../deps';
import { pdfRouteSchema, sendPdf } from '../../lib/pdf-reply';
import { actorOf, requireRole } from '../../plugins/auth';
import * as prints from './prints';
import { createProxyBatch, listProxyInvoices } from './proxy';
import * as service from './service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const vendorOnly = requireRole('VENDOR');
const picOnly = requireRole('PIC');
const idParams = z.strictObject({ id: idParamSchema });

/** /api/batches: batch list, Create Batch, Add Invoice, submit, and the batch's printed documents. */
export function batchRoutes(deps: AppDeps): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    app.get(
      '/',
      {
        schema: {
          tags: ['batches'],
          summary: 'Batches the user may see, newest first',
          querystring: batchListQuerySchema,
          response: { 200: batchListSchema, ...errors },
        },
      },
      async (request) =>
        service.listBatches(deps, actorOf(request), { ...request.query, status: request.query.status || undefined, proxy: request.query.proxy || undefined }),
    );

    app.get(
      '/drafts',
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
      '/available-invoices',
      {
        preHandler: vendorOnly,
        schema: {
          tags: ['batches'],
          summary: 'DRAFT PO and non-PO invoices in no batch (Find Invoice modal)',
          querystring: companyQuerySchema,
          response: { 200: batchableInvoicesSchema, ...errors },
        },
      },
      async (request) => service.listBatchableInvoices(deps, actorOf(request), request.query),
    );

    app.post(
      '/',
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
      '/proxy-invoices',
      {
        preHandler: picOnly,
        schema: {
          tags: ['batches'],
          summary: 'Proxy invoices of the PIC’s suppliers in a company, in no batch yet (proxy batch modal)',
          querystring: companyQuerySchema,
          response: { 200: proxyInvoicesSchema, ...errors },
        },
      },
      async (request) => listProxyInvoices(deps, actorOf(request), request.query),
    );

    app.post(
      '/proxy',
      {
        preHandler: picOnly,
        schema: {
          tags: ['batches'],
          summary: 'Save proxy invoices as a batch numbered by the server (submitted at once)',
          body: proxyBatchFormSchema,
          response: { 201: batchDetailSchema, ...errors },
        },
      },
      async (request, reply) => reply.status(201).send(await createProxyBatch(deps, actorOf(request), request.body)),
    );

    app.get(
      '/:id',
      { schema: { tags: ['batches'], summary: 'Batch summary with its invoices', params: idParams, response: { 200: batchDetailSchema, ...errors } } },
      async (request) => service.getBatch(deps, actorOf(request), request.params.id),
    );

    app.put(
      '/:id',
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

    app.get(
      '/:id/goods-receipt.pdf',
      { schema: { tags: ['batches'], summary: 'Print Penerimaan Barang: goods receipt note of a batch', ...pdfRouteSchema } },
      async (request, reply) => sendPdf(reply, await prints.printBatchGoodsReceipt(deps, actorOf(request), request.params.id)),
    );
    app.get('/:id/recap.pdf', { schema: { tags: ['batches'], summary: 'Batch recap with barcodes', ...pdfRouteSchema } }, async (request, reply) =>
      sendPdf(reply, await prints.printBatchRecap(deps, actorOf(request), request.params.id)),
    );
    app.get('/:id/report.pdf', { schema: { tags: ['batches'], summary: 'Server-generated batch report', ...pdfRouteSchema } }, async (request, reply) =>
      sendPdf(reply, await prints.printBatchReport(deps, actorOf(request), request.params.id)),
    );
    done();
  };
}
