import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
  idLabelListSchema,
  lookupSearchQuerySchema,
  nonPoFormOptionsSchema,
  nonPoOptionsQuerySchema,
  taxCodeListSchema,
  travelOrderListSchema,
  vatCodesQuerySchema,
} from '@faktura/domain';
import type { AppDeps } from '../../deps';
import { actorOf, requireRole } from '../../plugins/auth';
import { nonPoFormOptions, searchAccounts, searchVendors, supplierTravelOrders, vatCodesOn } from './service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
const entrants = requireRole('VENDOR', 'PIC');

/** /api/non-po-options: the lookups of the non-PO and proxy forms. */
export function nonPoOptionRoutes(deps: AppDeps): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    app.get(
      '/',
      {
        preHandler: entrants,
        schema: {
          tags: ['non-po-invoices'],
          summary: 'Sites, mapped categories with details, WHT, currencies, banks, payment methods, terms, cost centres and SK references of a supplier',
          querystring: nonPoOptionsQuerySchema,
          response: { 200: nonPoFormOptionsSchema, ...errors },
        },
      },
      async (request) => nonPoFormOptions(deps, actorOf(request), request.query),
    );

    app.get(
      '/vat-codes',
      {
        preHandler: entrants,
        schema: {
          tags: ['non-po-invoices'],
          summary: 'VAT codes valid on the invoice date',
          querystring: vatCodesQuerySchema,
          response: { 200: taxCodeListSchema, ...errors },
        },
      },
      async (request) => vatCodesOn(deps, actorOf(request), request.query),
    );

    app.get(
      '/accounts',
      {
        preHandler: entrants,
        schema: {
          tags: ['non-po-invoices'],
          summary: 'COA autocomplete (non-empty search)',
          querystring: lookupSearchQuerySchema,
          response: { 200: idLabelListSchema, ...errors },
        },
      },
      async (request) => searchAccounts(deps, actorOf(request), request.query),
    );

    app.get(
      '/vendors',
      {
        preHandler: entrants,
        schema: {
          tags: ['non-po-invoices'],
          summary: 'Vendor autocomplete of the Reimburse section (non-empty search)',
          querystring: lookupSearchQuerySchema,
          response: { 200: idLabelListSchema, ...errors },
        },
      },
      async (request) => searchVendors(deps, actorOf(request), request.query),
    );

    app.get(
      '/travel-orders',
      {
        preHandler: entrants,
        schema: {
          tags: ['non-po-invoices'],
          summary: "The supplier's travel orders (remarks of a Jasa Inklaring line)",
          querystring: nonPoOptionsQuerySchema,
          response: { 200: travelOrderListSchema, ...errors },
        },
      },
      async (request) => supplierTravelOrders(deps, actorOf(request), request.query),
    );
    done();
  };
}
