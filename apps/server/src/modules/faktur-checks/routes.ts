import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { fakturChecksApi } from '@faktura/domain';
import { route } from '../../lib/endpoint';
import { actorOf, requireRole } from '../../plugins/auth';
import { forInvoice, preview, type FakturCtx } from './service';

/** /api/faktur-checks: what the server read from an attached tax invoice PDF (QR code and text) compared with the invoice as typed. */
export function fakturCheckRoutes(ctx: FakturCtx): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    // Every user type may ask; the file's and the invoice's scope decide.
    route(app, fakturChecksApi.preview, { preHandler: requireRole('VENDOR', 'PIC', 'ORACLE') }, async (request) =>
      preview(ctx, actorOf(request), request.body),
    );
    route(app, fakturChecksApi.forInvoice, { preHandler: requireRole('VENDOR', 'PIC', 'ORACLE') }, async (request) =>
      forInvoice(ctx, actorOf(request), request.params.id),
    );
    done();
  };
}
