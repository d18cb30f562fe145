import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachmentSchema, errorBodySchema, idParamSchema, invoiceListQuerySchema, invoiceListSchema } from '@faktura/domain';
import { actorOf } from '../../plugins/auth';
import type { AppDeps } from '../../deps';
import { readIncomingFile, requireMultipart } from '../files/index';
import type { FileStorage } from '../../storage/index';
import { attachFile, detachFile } from './attachments';
import { listInvoices } from './service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 413: errorBodySchema };

/** /api/invoices: the list of every kind, and the attachments of any invoice. */
export function invoiceRoutes(deps: AppDeps & { store: FileStorage }): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    app.get(
      '/',
      {
        schema: {
          tags: ['invoices'],
          summary: 'Invoices the user may see, newest first, paged and filtered',
          querystring: invoiceListQuerySchema,
          response: { 200: invoiceListSchema, 400: errorBodySchema, 401: errorBodySchema },
        },
      },
      async (request) => listInvoices(deps, actorOf(request), request.query),
    );

    app.post(
      '/:id/attachments',
      {
        onRequest: requireMultipart,
        schema: {
          tags: ['invoices'],
          summary: 'Attach a file to an invoice (multipart, field "file")',
          consumes: ['multipart/form-data'],
          params: z.strictObject({ id: idParamSchema }),
          response: { 201: attachmentSchema, ...errors },
        },
      },
      async (request, reply) => {
        const file = await readIncomingFile(request, deps.config.uploadLimitBytes);
        return reply.status(201).send(await attachFile(deps, actorOf(request), request.params.id, file));
      },
    );

    app.delete(
      '/:id/attachments/:fileId',
      {
        schema: {
          tags: ['invoices'],
          summary: 'Delete an attachment',
          params: z.strictObject({ id: idParamSchema, fileId: idParamSchema }),
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await detachFile(deps, actorOf(request), request.params.id, request.params.fileId);
        return reply.status(204).send(null);
      },
    );
    done();
  };
}
