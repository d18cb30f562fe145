import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { matchTolerancesApi } from '@faktura/domain';
import type { AppDeps } from '../../deps';
import { route } from '../../lib/endpoint';
import { actorOf, requireRole } from '../../plugins/auth';
import * as service from './service';

// Finance sets the tolerances and checks invoices against them; the PO invoice form (a supplier,
// or finance) reads them with its lines' facts, scoped to the actor's suppliers.
const finance = { preHandler: requireRole('ORACLE') };
const invoiceForm = { preHandler: requireRole('VENDOR', 'PIC', 'ORACLE') };

/** /api/master/tolerances: each company's PO match tolerances (price, quantity, quantity received). */
export function matchToleranceRoutes(deps: AppDeps): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    route(app, matchTolerancesApi.list, finance, async () => service.listTolerances(deps));
    route(app, matchTolerancesApi.update, finance, async (request) => service.updateTolerances(deps, actorOf(request), request.body));
    route(app, matchTolerancesApi.basis, invoiceForm, async (request) => service.basisFor(deps, actorOf(request), request.query));
    route(app, matchTolerancesApi.invoice, finance, async (request) => service.invoiceTolerances(deps, request.params.id));
    done();
  };
}
