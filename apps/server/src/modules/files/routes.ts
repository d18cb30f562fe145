import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { filesApi } from '@faktura/domain';
import { route } from '../../lib/endpoint';
import { actorOf } from '../../plugins/auth';
import { readIncomingFile } from './incoming';
import * as service from './service';

/** /api/files: uploads for an invoice not saved yet (multipart, field "file") and authorised downloads. */
export function fileRoutes(ctx: service.FilesCtx): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    route(app, filesApi.upload, {}, async (request) => {
      const file = await readIncomingFile(request, ctx.config.uploadLimitBytes);
      return service.uploadPending(ctx, actorOf(request), file);
    });
    route(app, filesApi.markStamped, {}, async (request) =>
      service.markPendingUploadStamped(ctx.database.db, actorOf(request), request.params.id, request.body.stamped),
    );
    route(app, filesApi.download, {}, async (request, reply) => {
      const { file, stream } = await service.openDownload(ctx, actorOf(request), request.params.id);
      const asciiName = file.originalName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
      reply
        .header('content-type', file.contentType)
        .header('content-length', String(file.size))
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(file.originalName)}`);
      return reply.send(stream);
    });
    done();
  };
}
