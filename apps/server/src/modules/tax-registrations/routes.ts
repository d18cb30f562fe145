import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { taxRegistrationsApi } from '@faktura/domain';
import type { AppDeps } from '../../deps';
import { route } from '../../lib/endpoint';
import { actorOf, requireRole } from '../../plugins/auth';
import { listTaxRegistrations, saveTaxRegistration } from './service';

// Tax registrations are finance's master data: suppliers and PICs neither read nor change them here.
const financeOnly = { preHandler: requireRole('ORACLE') };

/** /api/master/tax-registrations: suppliers' and companies' NPWP and NITKU as Coretax writes them, kept by finance. */
export function taxRegistrationRoutes(deps: AppDeps): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    route(app, taxRegistrationsApi.list, financeOnly, async (request) => listTaxRegistrations(deps, request.query));
    route(app, taxRegistrationsApi.save, financeOnly, async (request) => saveTaxRegistration(deps, actorOf(request), request.params, request.body));
    done();
  };
}
