import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorBodySchema,
  idParamSchema,
  nonPoInvoiceDetailSchema,
  nonPoInvoiceFormSchema,
  nonPoInvoiceUpdateSchema,
  nonPoExportQuerySchema,
  nonPoRevisionSchema,
} from '@faktura/domain';
import type { AppDeps } from '../../deps';
import { actorOf, requireRole } from '../../plugins/auth';
import { getNonPoInvoice } from './detail';
import { replyNonPoExport } from './export';
import * as service from './service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };
const entrants = requireRole('VENDOR', 'PIC');
const idParams = z.strictObject({ id: idParamSchema });

/** /api/non-po-invoices: a supplier's non-PO invoice and a PIC's proxy invoice (create, detail, save, delete, submit to recommender). */
export function nonPoInvoiceRoutes(deps: AppDeps): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    app.post(
      '/',
      {
        preHandler: entrants,
        schema: {
          tags: ['non-po-invoices'],
          summary: 'Create a DRAFT non-PO invoice (supplier) or proxy invoice (PIC, for a supplier mapped to it)',
          body: nonPoInvoiceFormSchema,
          response: { 201: nonPoInvoiceDetailSchema, ...errors },
        },
      },
      async (request, reply) => reply.status(201).send(await service.createNonPoInvoice(deps, actorOf(request), request.body)),
    );

    app.get(
      '/:id',
      {
        schema: {
          tags: ['non-po-invoices'],
          summary: 'A non-PO or proxy invoice with lines, reimbursement lines, files, totals and what the user may do',
          params: idParams,
          response: { 200: nonPoInvoiceDetailSchema, ...errors },
        },
      },
      async (request) => getNonPoInvoice(deps, actorOf(request), request.params.id),
    );

    app.put(
      '/:id',
      {
        preHandler: entrants,
        schema: {
          tags: ['non-po-invoices'],
          summary: 'Save a DRAFT or REJECTED non-PO / proxy invoice (status kept; stale revision 409)',
          params: idParams,
          body: nonPoInvoiceUpdateSchema,
          response: { 200: nonPoInvoiceDetailSchema, ...errors },
        },
      },
      async (request) => service.updateNonPoInvoice(deps, actorOf(request), request.params.id, request.body),
    );

    app.delete(
      '/:id',
      {
        preHandler: entrants,
        schema: { tags: ['non-po-invoices'], summary: 'Delete a DRAFT non-PO / proxy invoice', params: idParams, response: { 204: z.null(), ...errors } },
      },
      async (request, reply) => {
        await service.deleteNonPoInvoice(deps, actorOf(request), request.params.id);
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/:id/submit-to-recommender',
      {
        preHandler: requireRole('PIC'),
        schema: {
          tags: ['non-po-invoices'],
          summary: 'Submit a proxy invoice to the recommender (DRAFT or OPEN → REVIEW)',
          params: idParams,
          body: nonPoRevisionSchema,
          response: { 200: nonPoInvoiceDetailSchema, ...errors },
        },
      },
      async (request) => service.moveNonPoInvoice(deps, actorOf(request), request.params.id, request.body.revision, 'SEND_TO_RECOMMENDER'),
    );

    app.post(
      '/:id/resubmit',
      {
        preHandler: entrants,
        schema: {
          tags: ['non-po-invoices'],
          summary: 'Resubmit a corrected REJECTED invoice (its author: REJECTED → OPEN)',
          params: idParams,
          body: nonPoRevisionSchema,
          response: { 200: nonPoInvoiceDetailSchema, ...errors },
        },
      },
      async (request) => service.moveNonPoInvoice(deps, actorOf(request), request.params.id, request.body.revision, 'RESUBMIT'),
    );

    app.get(
      '/:id/export',
      {
        schema: {
          tags: ['non-po-invoices'],
          summary: 'Export to Excel (xls) / Download Excel (xlsx): the invoice lines with their header',
          params: idParams,
          querystring: nonPoExportQuerySchema,
          response: { ...errors },
        },
      },
      async (request, reply) => replyNonPoExport(reply, await getNonPoInvoice(deps, actorOf(request), request.params.id), request.query.format),
    );
    done();
  };
}
