import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachmentSchema, errorBodySchema, idParamSchema } from '@faktura/domain';
import { actorOf } from '../../plugins/auth';
import { readIncomingFile, requireMultipart } from './incoming';
import * as service from './service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 413: errorBodySchema };

/** /api/files: uploads for an invoice not saved yet (multipart, field "file") and authorised downloads. */
export function fileRoutes(ctx: service.FilesCtx): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    app.post(
      '/',
      {
        onRequest: requireMultipart,
        schema: {
          tags: ['files'],
          summary: 'Upload a file for an invoice not saved yet (multipart, field "file")',
          consumes: ['multipart/form-data'],
          response: { 201: attachmentSchema, ...errors },
        },
      },
      async (request, reply) => {
        const file = await readIncomingFile(request, ctx.config.uploadLimitBytes);
        return reply.status(201).send(await service.uploadPending(ctx, actorOf(request), file));
      },
    );

    app.get(
      '/:id',
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
    done();
  };
}
