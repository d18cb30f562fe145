import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { nonPoOptionsApi } from '@faktura/domain';
import type { AppDeps } from '../../deps';
import { route } from '../../lib/endpoint';
import { actorOf, requireRole } from '../../plugins/auth';
import { nonPoFormOptions, searchAccounts, searchVendors, supplierTravelOrders, vatCodesOn } from './service';

const entrants = { preHandler: requireRole('VENDOR', 'PIC') };

/** /api/non-po-options: the lookups of the non-PO and proxy forms. */
export function nonPoOptionRoutes(deps: AppDeps): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    route(app, nonPoOptionsApi.formOptions, entrants, async (request) => nonPoFormOptions(deps, actorOf(request), request.query));
    route(app, nonPoOptionsApi.vatCodes, entrants, async (request) => vatCodesOn(deps, actorOf(request), request.query));
    route(app, nonPoOptionsApi.accounts, entrants, async (request) => searchAccounts(deps, actorOf(request), request.query));
    route(app, nonPoOptionsApi.vendors, entrants, async (request) => searchVendors(deps, actorOf(request), request.query));
    route(app, nonPoOptionsApi.travelOrders, entrants, async (request) => supplierTravelOrders(deps, actorOf(request), request.query));
    done();
  };
}
