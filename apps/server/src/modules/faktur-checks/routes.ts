import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';

/** /api/faktur-checks: what the server read from an attached tax invoice PDF (QR code and text) compared with the invoice as typed. */
export function fakturCheckRoutes(_deps: AppDeps): FastifyPluginCallbackZod {
  return (_app, _options, done) => {
    done();
  };
}
