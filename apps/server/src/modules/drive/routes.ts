import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { driveCodeRequestSchema, driveRetrySchema, driveStatusSchema, driveUrlRequestSchema, driveUrlSchema, errorBodySchema } from '@faktura/domain';
import { actorOf, requireRole } from '../../plugins/auth';
import * as service from './service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
const oracleOnly = requireRole('ORACLE');

/** /api/drive: link a company's cloud drive (spec screen 20) and follow batch uploads to it. ORACLE only. */
export function driveRoutes(ctx: service.DriveCtx): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    app.get(
      '/',
      {
        preHandler: oracleOnly,
        schema: { tags: ['drive'], summary: 'Companies, linked drives and recent batch uploads', response: { 200: driveStatusSchema, ...errors } },
      },
      async () => service.getStatus(ctx),
    );
    app.post(
      '/url',
      {
        preHandler: oracleOnly,
        schema: {
          tags: ['drive'],
          summary: "Generate URL: the drive's consent page for a company",
          body: driveUrlRequestSchema,
          response: { 200: driveUrlSchema, ...errors },
        },
      },
      async (request) => service.generateUrl(ctx, actorOf(request), request.body),
    );
    app.post(
      '/code',
      {
        preHandler: oracleOnly,
        schema: {
          tags: ['drive'],
          summary: 'Save the pasted code: links the drive (tokens sealed at rest)',
          body: driveCodeRequestSchema,
          response: { 200: driveStatusSchema, ...errors },
        },
      },
      async (request) => service.saveCode(ctx, actorOf(request), request.body),
    );
    app.post(
      '/uploads/retry',
      {
        preHandler: oracleOnly,
        schema: { tags: ['drive'], summary: 'Make a failed batch upload due again', body: driveRetrySchema, response: { 200: driveStatusSchema, ...errors } },
      },
      async (request) => service.retryUpload(ctx, request.body.id),
    );
    done();
  };
}
