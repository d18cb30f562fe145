import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';

/** /api/master/tax-registrations: suppliers' and companies' NPWP and NITKU as Coretax writes them, kept by finance. */
export function taxRegistrationRoutes(_deps: AppDeps): FastifyPluginCallbackZod {
  return (_app, _options, done) => {
    done();
  };
}
