import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachmentSchema, errorBodySchema, idParamSchema } from '@faktura/domain';
import { actorOf } from '../../plugins/auth';
import * as service from './service';
import type { FilesCtx } from './service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 413: errorBodySchema };

/** Uploads (multipart field "file"), authorised downloads and deletes. */
export function fileRoutes(ctx: FilesCtx): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/files',
      {
        schema: {
          tags: ['files'],
          summary: 'Upload a file for an invoice not saved yet (multipart, field "file")',
          consumes: ['multipart/form-data'],
          response: { 201: attachmentSchema, ...errors },
        },
      },
      async (request, reply) => reply.status(201).send(await service.uploadPending(ctx, actorOf(request), request)),
    );

    app.get(
      '/files/:id',
      { schema: { tags: ['files'], summary: 'Download a file the user may see', params: z.strictObject({ id: idParamSchema }), response: { ...errors } } },
      async (request, reply) => {
        const { file, stream } = await service.openDownload(ctx, actorOf(request), request.params.id);
        const asciiName = file.originalName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
        reply
          .header('content-type', file.contentType)
          .header('content-length', String(file.size))
          .header('x-content-type-options', 'nosniff')
          .header('content-disposition', `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(file.originalName)}`);
        return reply.send(stream as never);
      },
    );

    app.post(
      '/invoices/:id/attachments',
      {
        schema: {
          tags: ['files'],
          summary: 'Attach a file to an invoice (multipart, field "file")',
          consumes: ['multipart/form-data'],
          params: z.strictObject({ id: idParamSchema }),
          response: { 201: attachmentSchema, ...errors },
        },
      },
      async (request, reply) => reply.status(201).send(await service.uploadToInvoice(ctx, actorOf(request), request.params.id, request)),
    );

    app.delete(
      '/invoices/:id/attachments/:fileId',
      {
        schema: {
          tags: ['files'],
          summary: 'Delete an attachment',
          params: z.strictObject({ id: idParamSchema, fileId: idParamSchema }),
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await service.deleteAttachment(ctx, actorOf(request), request.params.id, request.params.fileId);
        return reply.status(204).send(null);
      },
    );
  };
}
