import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';

/** /api/remittances: remittance advice per payment (which invoices it settles, gross, PPh withheld, net) as screen, PDF and UBL RemittanceAdvice. */
export function remittanceRoutes(_deps: AppDeps): FastifyPluginCallbackZod {
  return (_app, _options, done) => {
    done();
  };
}
