import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { nonPoInvoicesApi } from '@faktura/domain';
import type { AppDeps } from '../../deps';
import { route } from '../../lib/endpoint';
import { actorOf, requireRole } from '../../plugins/auth';
import { getNonPoInvoice } from './detail';
import { replyNonPoExport } from './export';
import * as service from './service';

const entrants = { preHandler: requireRole('VENDOR', 'PIC') };

/** /api/non-po-invoices: a supplier's non-PO invoice and a PIC's proxy invoice (create, detail, save, delete, submit to recommender). */
export function nonPoInvoiceRoutes(deps: AppDeps): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    route(app, nonPoInvoicesApi.create, entrants, async (request) => service.createNonPoInvoice(deps, actorOf(request), request.body));
    route(app, nonPoInvoicesApi.get, {}, async (request) => getNonPoInvoice(deps, actorOf(request), request.params.id));
    route(app, nonPoInvoicesApi.update, entrants, async (request) => service.updateNonPoInvoice(deps, actorOf(request), request.params.id, request.body));
    route(app, nonPoInvoicesApi.remove, entrants, async (request) => service.deleteNonPoInvoice(deps, actorOf(request), request.params.id));
    route(app, nonPoInvoicesApi.submitToRecommender, { preHandler: requireRole('PIC') }, async (request) =>
      service.moveNonPoInvoice(deps, actorOf(request), request.params.id, request.body.revision, 'SEND_TO_RECOMMENDER'),
    );
    route(app, nonPoInvoicesApi.resubmit, entrants, async (request) =>
      service.moveNonPoInvoice(deps, actorOf(request), request.params.id, request.body.revision, 'RESUBMIT'),
    );
    route(app, nonPoInvoicesApi.exportLines, {}, async (request, reply) =>
      replyNonPoExport(reply, await getNonPoInvoice(deps, actorOf(request), request.params.id), request.query.format),
    );
    done();
  };
}
