import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorBodySchema,
  financeCompletionSchema,
  financeLookupQuerySchema,
  financeOptionsSchema,
  financePoInvoiceSchema,
  financeRejectSchema,
  financeReviewSchema,
  financeReviewSubmitSchema,
  findInvoicesQuerySchema,
  findInvoicesV2QuerySchema,
  foundInvoicesSchema,
  idParamSchema,
  invoiceNumberQuerySchema,
  invoiceNumbersSchema,
} from '@faktura/domain';
import type { AppDeps } from '../../deps';
import { actorOf, requireRole } from '../../plugins/auth';
import { rejectFinancePoInvoice, saveFinancePoInvoice, submitFinancePoInvoice } from './complete';
import { financeOptions, findFinancePoInvoice, getFinancePoInvoice } from './detail';
import { findInvoices, invoiceNumbers } from './find';
import { getFinanceReview, rejectFinanceReview, replyFinanceReviewExport, submitFinanceReview } from './review-fin';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };
const reviewers = requireRole('ORACLE', 'PIC');
const financeOnly = requireRole('ORACLE');
const idParams = z.strictObject({ id: idParamSchema });
const tags = ['finance'];

/**
 * /api/finance: Find Invoice v1/v2, the finance detail of a PO invoice (complete, submit to the
 * ERP, reject) and finance's part of the non-PO / proxy review (pay group, Submit to finance, reject, export).
 */
export function financeRoutes(deps: AppDeps): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    app.get(
      '/find',
      {
        preHandler: reviewers,
        schema: { tags, summary: 'Find invoice for review (v1)', querystring: findInvoicesQuerySchema, response: { 200: foundInvoicesSchema, ...errors } },
      },
      async (request) => findInvoices(deps, actorOf(request), request.query),
    );
    app.get(
      '/v2/find',
      {
        preHandler: reviewers,
        schema: {
          tags,
          summary: 'Find invoice for review (v2: match type MATCH/UNMATCH)',
          querystring: findInvoicesV2QuerySchema,
          response: { 200: foundInvoicesSchema, ...errors },
        },
      },
      async (request) => findInvoices(deps, actorOf(request), request.query),
    );
    app.get(
      '/invoice-numbers',
      {
        preHandler: reviewers,
        schema: { tags, summary: 'E-invoice number autocomplete', querystring: invoiceNumberQuerySchema, response: { 200: invoiceNumbersSchema, ...errors } },
      },
      async (request) => invoiceNumbers(deps, actorOf(request), request.query),
    );
    app.get(
      '/po-invoices',
      {
        preHandler: financeOnly,
        schema: {
          tags,
          summary: 'A PO invoice by invoice, batch and supplier number (finance detail)',
          querystring: financeLookupQuerySchema,
          response: { 200: financePoInvoiceSchema, ...errors },
        },
      },
      async (request) => findFinancePoInvoice(deps, actorOf(request), request.query),
    );
    app.get(
      '/po-invoices/:id',
      {
        preHandler: financeOnly,
        schema: { tags, summary: 'Finance detail of a PO invoice', params: idParams, response: { 200: financePoInvoiceSchema, ...errors } },
      },
      async (request) => getFinancePoInvoice(deps, actorOf(request), request.params.id),
    );
    app.get(
      '/po-invoices/:id/options',
      {
        preHandler: financeOnly,
        schema: {
          tags,
          summary: 'Banks, payment methods, terms, accounts and pay groups for the finance form',
          params: idParams,
          response: { 200: financeOptionsSchema, ...errors },
        },
      },
      async (request) => financeOptions(deps, actorOf(request), request.params.id),
    );
    app.put(
      '/po-invoices/:id',
      {
        preHandler: financeOnly,
        schema: {
          tags,
          summary: 'Save finance fields (OPEN → PROCESSED; a PROCESSED invoice stays PROCESSED)',
          params: idParams,
          body: financeCompletionSchema,
          response: { 200: financePoInvoiceSchema, ...errors },
        },
      },
      async (request) => saveFinancePoInvoice(deps, actorOf(request), request.params.id, request.body),
    );
    app.post(
      '/po-invoices/:id/submit',
      {
        preHandler: financeOnly,
        schema: {
          tags,
          summary: 'Submit to the ERP (PROCESSED → PROCESSING, outbox row in the same transaction)',
          params: idParams,
          body: financeCompletionSchema,
          response: { 200: financePoInvoiceSchema, ...errors },
        },
      },
      async (request) => submitFinancePoInvoice(deps, actorOf(request), request.params.id, request.body),
    );
    app.post(
      '/po-invoices/:id/reject',
      {
        preHandler: financeOnly,
        schema: {
          tags,
          summary: 'Reject with a reason (→ REJECTED, supplier notified)',
          params: idParams,
          body: financeRejectSchema,
          response: { 200: financePoInvoiceSchema, ...errors },
        },
      },
      async (request) => rejectFinancePoInvoice(deps, actorOf(request), request.params.id, request.body),
    );
    app.get(
      '/reviews/:id',
      {
        preHandler: financeOnly,
        schema: {
          tags,
          summary: 'Finance review of a non-PO or proxy invoice: pay group and buttons',
          params: idParams,
          response: { 200: financeReviewSchema, ...errors },
        },
      },
      async (request) => getFinanceReview(deps, actorOf(request), request.params.id),
    );
    app.post(
      '/reviews/:id/submit',
      {
        preHandler: financeOnly,
        schema: {
          tags,
          summary: 'Submit to finance: pay group, then PROCESSED → PROCESSING (outbox row in the same transaction)',
          params: idParams,
          body: financeReviewSubmitSchema,
          response: { 200: financeReviewSchema, ...errors },
        },
      },
      async (request) => submitFinanceReview(deps, actorOf(request), request.params.id, request.body),
    );
    app.post(
      '/reviews/:id/reject',
      {
        preHandler: financeOnly,
        schema: {
          tags,
          summary: 'Reject a reviewed invoice with a reason (→ REJECTED, its author notified)',
          params: idParams,
          body: financeRejectSchema,
          response: { 200: financeReviewSchema, ...errors },
        },
      },
      async (request) => rejectFinanceReview(deps, actorOf(request), request.params.id, request.body),
    );
    app.get(
      '/reviews/:id/export.xls',
      { preHandler: financeOnly, schema: { tags, summary: 'Export to Excel (reviewFin-{ts}.xls)', params: idParams, response: { ...errors } } },
      async (request, reply) => replyFinanceReviewExport(deps, actorOf(request), request.params.id, reply),
    );
    done();
  };
}
