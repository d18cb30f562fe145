import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
  expeditionColumns,
  expeditionColumnSet,
  expeditionLineSchema,
  expeditionLineUpdateSchema,
  expeditionOptionsSchema,
  expeditionSearchResponseSchema,
  expeditionSearchSchema,
  expeditionSubmitResponseSchema,
  expeditionSubmitSchema,
  expeditionSummarySchema,
  expeditionUploadResponseSchema,
  expeditionVendorSchema,
  fileTimestamp,
  type ExpeditionLine,
} from '@faktura/domain';
import type { AppDeps } from '../../deps';
import { actorOf } from '../../plugins/auth';
import { replySpreadsheet, type SpreadsheetColumn } from '../../lib/spreadsheet/index';
import { readIncomingFile, requireMultipart } from '../files/index';
import * as service from './service';
import { uploadExpedition } from './upload';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/** A download's columns: the caller's column set, dates as real dates, quantities as typed. */
function exportColumns(set: ReturnType<typeof expeditionColumnSet>): SpreadsheetColumn<ExpeditionLine>[] {
  return expeditionColumns(set).map((c) => ({
    header: c.label,
    cell: (row) => row[c.key],
    kind: c.kind === 'quantity' ? 'text' : c.kind,
  }));
}

/**
 * /api/expedition: freight billing, screen 17 (legacy awb-list, branch-list, expedition-list,
 * update-expedition-by-ref, summary-expedition, submit-expedition, save-ekspedisi by upload).
 * Every user type may come (the route table lets any user in); each sees only the suppliers
 * its scope holds.
 */
export function expeditionRoutes(deps: AppDeps): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    app.get(
      '/options',
      {
        schema: {
          tags: ['expedition'],
          summary: 'No AWB and Branch choices of a supplier',
          querystring: expeditionVendorSchema,
          response: { 200: expeditionOptionsSchema, ...errors },
        },
      },
      async (request) => service.expeditionOptions(deps, actorOf(request), request.query),
    );
    app.get(
      '/lines',
      {
        schema: {
          tags: ['expedition'],
          summary: 'Search freight lines (10 per page)',
          querystring: expeditionSearchSchema,
          response: { 200: expeditionSearchResponseSchema, ...errors },
        },
      },
      async (request) => service.searchExpedition(deps, actorOf(request), request.query),
    );
    app.put(
      '/lines',
      {
        schema: {
          tags: ['expedition'],
          summary: 'Update one freight line (REFERENCE modal)',
          body: expeditionLineUpdateSchema,
          response: { 200: expeditionLineSchema, ...errors },
        },
      },
      async (request) => service.updateExpeditionLine(deps, actorOf(request), request.body),
    );
    app.get(
      '/summary',
      {
        schema: {
          tags: ['expedition'],
          summary: 'Summary Invoice: saved lines per invoice number',
          querystring: expeditionVendorSchema,
          response: { 200: expeditionSummarySchema, ...errors },
        },
      },
      async (request) => service.expeditionSummary(deps, actorOf(request), request.query),
    );
    app.post(
      '/submit',
      {
        schema: {
          tags: ['expedition'],
          summary: 'Submit every saved invoice of a supplier',
          body: expeditionSubmitSchema,
          response: { 200: expeditionSubmitResponseSchema, ...errors },
        },
      },
      async (request) => service.submitExpedition(deps, actorOf(request), request.body),
    );
    for (const format of ['xls', 'xlsx'] as const) {
      app.get(
        `/export.${format}`,
        { schema: { tags: ['expedition'], summary: `Download the search's lines (${format})`, querystring: expeditionSearchSchema, response: { ...errors } } },
        async (request, reply) => {
          const actor = actorOf(request);
          const rows = await service.exportExpeditionLines(deps, actor, request.query);
          return replySpreadsheet(reply, {
            format,
            fileName: `expedition-${fileTimestamp(new Date())}`,
            columns: exportColumns(expeditionColumnSet(actor)),
            rows,
          });
        },
      );
    }
    app.post(
      '/upload',
      {
        onRequest: requireMultipart,
        schema: {
          tags: ['expedition'],
          summary: 'Upload billed lines (.xls or .xlsx, multipart field "file")',
          consumes: ['multipart/form-data'],
          querystring: expeditionVendorSchema,
          response: { 200: expeditionUploadResponseSchema, ...errors, 413: errorBodySchema },
        },
      },
      async (request) => {
        const file = await readIncomingFile(request, deps.config.uploadLimitBytes);
        return uploadExpedition(deps, actorOf(request), request.query, file);
      },
    );
    done();
  };
}
