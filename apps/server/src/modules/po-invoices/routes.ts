import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addToBatchSchema,
  batchDetailSchema,
  errorBodySchema,
  idParamSchema,
  companyQuerySchema,
  pendingReceiptsQuerySchema,
  pendingReceiptsResponseSchema,
  poFormOptionsSchema,
  poInvoiceDetailSchema,
  poInvoiceFormSchema,
  poInvoiceUpdateSchema,
} from '@faktura/domain';
import type { AppDeps } from '../../deps';
import { pdfRouteSchema, sendPdf } from '../../lib/pdf-reply';
import { actorOf, requireRole } from '../../plugins/auth';
import { addInvoiceToBatch } from '../batches/index';
import { getPoInvoice } from './detail';
import { poFormOptions, searchPendingReceipts } from './options';
import { printInvoiceGoodsReceipt } from './print';
import * as service from './service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };
const vendorOnly = requireRole('VENDOR');
const idParams = z.strictObject({ id: idParamSchema });

/** /api/po-invoices: Search Pending PO, the PO invoice itself, its goods receipt note and Add To Batch. */
export function poInvoiceRoutes(deps: AppDeps): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    app.get(
      '/pending-receipts',
      {
        preHandler: vendorOnly,
        schema: {
          tags: ['po-invoices'],
          summary: 'Search Pending PO: received lines not yet invoiced',
          querystring: pendingReceiptsQuerySchema,
          response: { 200: pendingReceiptsResponseSchema, ...errors },
        },
      },
      async (request) => searchPendingReceipts(deps, actorOf(request), request.query),
    );

    app.get(
      '/form-options',
      {
        preHandler: vendorOnly,
        schema: {
          tags: ['po-invoices'],
          summary: 'Banks, PPh codes and charge accounts for the PO invoice form',
          querystring: companyQuerySchema,
          response: { 200: poFormOptionsSchema, ...errors },
        },
      },
      async (request) => poFormOptions(deps, actorOf(request), request.query),
    );

    app.post(
      '/',
      {
        preHandler: vendorOnly,
        schema: { tags: ['po-invoices'], summary: 'Create a DRAFT PO invoice', body: poInvoiceFormSchema, response: { 201: poInvoiceDetailSchema, ...errors } },
      },
      async (request, reply) => reply.status(201).send(await service.createPoInvoice(deps, actorOf(request), request.body)),
    );

    app.get(
      '/:id',
      {
        schema: {
          tags: ['po-invoices'],
          summary: 'PO invoice summary with lines, files, totals and what the user may do',
          params: idParams,
          response: { 200: poInvoiceDetailSchema, ...errors },
        },
      },
      async (request) => getPoInvoice(deps, actorOf(request), request.params.id),
    );

    app.put(
      '/:id',
      {
        preHandler: vendorOnly,
        schema: {
          tags: ['po-invoices'],
          summary: 'Update a DRAFT or REJECTED PO invoice (status kept)',
          params: idParams,
          body: poInvoiceUpdateSchema,
          response: { 200: poInvoiceDetailSchema, ...errors },
        },
      },
      async (request) => service.updatePoInvoice(deps, actorOf(request), request.params.id, request.body),
    );

    app.delete(
      '/:id',
      {
        preHandler: vendorOnly,
        schema: { tags: ['po-invoices'], summary: 'Delete a DRAFT PO invoice', params: idParams, response: { 204: z.null(), ...errors } },
      },
      async (request, reply) => {
        await service.deletePoInvoice(deps, actorOf(request), request.params.id);
        return reply.status(204).send(null);
      },
    );

    app.delete(
      '/:id/lines/:lineId',
      {
        preHandler: vendorOnly,
        schema: {
          tags: ['po-invoices'],
          summary: 'Remove PO from Invoice',
          params: z.strictObject({ id: idParamSchema, lineId: idParamSchema }),
          response: { 200: poInvoiceDetailSchema, ...errors },
        },
      },
      async (request) => service.removePoInvoiceLine(deps, actorOf(request), request.params.id, request.params.lineId),
    );

    app.get(
      '/:id/goods-receipt.pdf',
      { schema: { tags: ['po-invoices'], summary: 'Goods receipt note of a PO invoice', ...pdfRouteSchema } },
      async (request, reply) => sendPdf(reply, await printInvoiceGoodsReceipt(deps, actorOf(request), request.params.id)),
    );

    app.post(
      '/:id/add-to-batch',
      {
        preHandler: vendorOnly,
        schema: {
          tags: ['po-invoices'],
          summary: 'Add To Batch: put a DRAFT PO invoice in an open batch',
          params: idParams,
          body: addToBatchSchema,
          response: { 200: batchDetailSchema, ...errors },
        },
      },
      async (request) => addInvoiceToBatch(deps, actorOf(request), request.params.id, request.body.batchId),
    );
    done();
  };
}
