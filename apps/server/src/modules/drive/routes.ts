import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { driveApi } from '@faktura/domain';
import { route } from '../../lib/endpoint';
import { actorOf, requireRole } from '../../plugins/auth';
import * as service from './service';

const oracleOnly = { preHandler: requireRole('ORACLE') };

/** /api/drive: link a company's cloud drive and follow batch uploads to it. ORACLE only. */
export function driveRoutes(ctx: service.DriveCtx): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    route(app, driveApi.status, oracleOnly, async () => service.getStatus(ctx));
    route(app, driveApi.generateUrl, oracleOnly, async (request) => service.generateUrl(ctx, actorOf(request), request.body));
    route(app, driveApi.saveCode, oracleOnly, async (request) => service.saveCode(ctx, actorOf(request), request.body));
    route(app, driveApi.retryUpload, oracleOnly, async (request) => service.retryUpload(ctx, request.body.id));
    done();
  };
}
