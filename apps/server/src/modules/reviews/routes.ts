import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorBodySchema,
  idParamSchema,
  reviewFormSchema,
  reviewFreightPageSchema,
  reviewFreightQuerySchema,
  reviewLookupQuerySchema,
  reviewRejectSchema,
  reviewRevisionSchema,
  reviewViewSchema,
  travelOrderListSchema,
} from '@faktura/domain';
import type { AppDeps } from '../../deps';
import { actorOf, requireRole } from '../../plugins/auth';
import { replyReviewExport } from './exports';
import * as service from './service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };
/** Finance reads the review (read-only); only a PIC acts on it. */
const readers = requireRole('PIC', 'ORACLE');
const picOnly = requireRole('PIC');
const idParams = z.strictObject({ id: idParamSchema });
const tags = ['reviews'];

/** /api/reviews: the PIC review of non-PO (v2) and proxy (v1) invoices, spec screen 9. */
export function reviewRoutes(deps: AppDeps): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    app.get(
      '/lookup',
      {
        preHandler: readers,
        schema: {
          tags,
          summary: 'The review of an invoice named by company, supplier and number (the review routes)',
          querystring: reviewLookupQuerySchema,
          response: { 200: reviewViewSchema, ...errors },
        },
      },
      async (request) => service.lookupReview(deps, actorOf(request), request.query),
    );

    app.put(
      '/:id',
      {
        preHandler: picOnly,
        schema: {
          tags,
          summary: 'Save the review (status unchanged)',
          params: idParams,
          body: reviewFormSchema,
          response: { 200: reviewViewSchema, ...errors },
        },
      },
      async (request) => service.saveReview(deps, actorOf(request), request.params.id, request.body),
    );

    app.post(
      '/:id/submit',
      {
        preHandler: picOnly,
        schema: {
          tags,
          summary: 'Submit to Rekomendator: save, then OPEN → REVIEW',
          params: idParams,
          body: reviewFormSchema,
          response: { 200: reviewViewSchema, ...errors },
        },
      },
      async (request) => service.submitReview(deps, actorOf(request), request.params.id, request.body),
    );

    app.post(
      '/:id/verify',
      {
        preHandler: picOnly,
        schema: {
          tags,
          summary: 'Verified (v2): mark the invoice verified',
          params: idParams,
          body: reviewRevisionSchema,
          response: { 200: reviewViewSchema, ...errors },
        },
      },
      async (request) => service.verifyReview(deps, actorOf(request), request.params.id, request.body.revision),
    );

    app.post(
      '/:id/reject',
      {
        preHandler: picOnly,
        schema: {
          tags,
          summary: 'Reject with a reason: OPEN → REJECTED',
          params: idParams,
          body: reviewRejectSchema,
          response: { 200: reviewViewSchema, ...errors },
        },
      },
      async (request) => service.rejectReview(deps, actorOf(request), request.params.id, request.body),
    );

    app.get(
      '/:id/travel-orders',
      {
        preHandler: readers,
        schema: { tags, summary: "The supplier's travel orders (travel-order modal)", params: idParams, response: { 200: travelOrderListSchema, ...errors } },
      },
      async (request) => service.listTravelOrders(deps, actorOf(request), request.params.id),
    );
    app.get(
      '/:id/freight-lines',
      {
        preHandler: readers,
        schema: {
          tags,
          summary: 'The freight (AWB) lines the invoice bills (v2 table), paged',
          params: idParams,
          querystring: reviewFreightQuerySchema,
          response: { 200: reviewFreightPageSchema, ...errors },
        },
      },
      async (request) => service.listFreightLines(deps, actorOf(request), request.params.id, request.query),
    );

    for (const [path, what] of [
      ['/:id/export.xls', 'header'],
      ['/:id/lines.xls', 'lines'],
    ] as const) {
      app.get(
        path,
        {
          preHandler: readers,
          schema: {
            tags,
            summary: what === 'header' ? 'Export to Excel (reviewPIC-{ts}.xls)' : 'Download Line (reviewPIC-Line-{ts}.xls)',
            params: idParams,
            response: { ...errors },
          },
        },
        async (request, reply) => replyReviewExport(reply, await service.reviewForExport(deps, actorOf(request), request.params.id), what),
      );
    }
    done();
  };
}
