import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { reviewsApi } from '@faktura/domain';
import type { AppDeps } from '../../deps';
import { route } from '../../lib/endpoint';
import { actorOf, requireRole } from '../../plugins/auth';
import { replyReviewExport } from './exports';
import * as service from './service';

/** Finance reads the review (read-only); only a PIC acts on it. */
const readers = { preHandler: requireRole('PIC', 'ORACLE') };
const picOnly = { preHandler: requireRole('PIC') };

/** /api/reviews: the PIC review of non-PO (v2) and proxy (v1) invoices. */
export function reviewRoutes(deps: AppDeps): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    route(app, reviewsApi.lookup, readers, async (request) => service.lookupReview(deps, actorOf(request), request.query));
    route(app, reviewsApi.save, picOnly, async (request) => service.saveReview(deps, actorOf(request), request.params.id, request.body));
    route(app, reviewsApi.submit, picOnly, async (request) => service.submitReview(deps, actorOf(request), request.params.id, request.body));
    route(app, reviewsApi.verify, picOnly, async (request) => service.verifyReview(deps, actorOf(request), request.params.id, request.body.revision));
    route(app, reviewsApi.reject, picOnly, async (request) => service.rejectReview(deps, actorOf(request), request.params.id, request.body));
    route(app, reviewsApi.travelOrders, readers, async (request) => service.listTravelOrders(deps, actorOf(request), request.params.id));
    route(app, reviewsApi.freightLines, readers, async (request) => service.listFreightLines(deps, actorOf(request), request.params.id, request.query));
    route(app, reviewsApi.exportXls, readers, async (request, reply) =>
      replyReviewExport(reply, await service.reviewForExport(deps, actorOf(request), request.params.id), 'header'),
    );
    route(app, reviewsApi.linesXls, readers, async (request, reply) =>
      replyReviewExport(reply, await service.reviewForExport(deps, actorOf(request), request.params.id), 'lines'),
    );
    done();
  };
}
