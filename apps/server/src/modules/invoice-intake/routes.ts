import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { invoiceIntakeApi } from '@faktura/domain';
import { route } from '../../lib/endpoint';
import { actorOf, requireRole } from '../../plugins/auth';
import { readIncomingFile } from '../files/index';
import { readIntake, type IntakeCtx } from './service';

/** /api/intake: a UBL or Factur-X file read into a filled PO invoice form. */
export function invoiceIntakeRoutes(ctx: IntakeCtx): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    route(app, invoiceIntakeApi.read, { preHandler: requireRole('VENDOR') }, async (request) => {
      const file = await readIncomingFile(request, ctx.config.uploadLimitBytes);
      return readIntake(ctx, actorOf(request), file);
    });
    done();
  };
}
