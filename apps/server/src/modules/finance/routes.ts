import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { financeApi } from '@faktura/domain';
import type { AppDeps } from '../../deps';
import { abandonSignal } from '../../lib/cancellable';
import { route } from '../../lib/endpoint';
import { actorOf, requireRole } from '../../plugins/auth';
import { rejectFinancePoInvoice, saveFinancePoInvoice, submitFinancePoInvoice } from './complete';
import { financeOptions, findFinancePoInvoice, getFinancePoInvoice } from './detail';
import { findInvoices, invoiceNumbers } from './find';
import { getFinanceReview, rejectFinanceReview, replyFinanceReviewExport, submitFinanceReview } from './review-fin';

const reviewers = { preHandler: requireRole('ORACLE', 'PIC') };
const financeOnly = { preHandler: requireRole('ORACLE') };

/**
 * /api/finance: Find Invoice v1/v2, the finance detail of a PO invoice (complete, submit to the
 * ERP, reject) and finance's part of the non-PO / proxy review (pay group, Submit to finance, reject, export).
 */
export function financeRoutes(deps: AppDeps): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    route(app, financeApi.find, reviewers, async (request, reply) => findInvoices(deps, actorOf(request), request.query, abandonSignal(request, reply)));
    route(app, financeApi.findV2, reviewers, async (request, reply) => findInvoices(deps, actorOf(request), request.query, abandonSignal(request, reply)));
    route(app, financeApi.invoiceNumbers, reviewers, async (request, reply) =>
      invoiceNumbers(deps, actorOf(request), request.query, abandonSignal(request, reply)),
    );
    route(app, financeApi.lookupPoInvoice, financeOnly, async (request) => findFinancePoInvoice(deps, actorOf(request), request.query));
    route(app, financeApi.getPoInvoice, financeOnly, async (request) => getFinancePoInvoice(deps, actorOf(request), request.params.id));
    route(app, financeApi.poInvoiceOptions, financeOnly, async (request) => financeOptions(deps, actorOf(request), request.params.id));
    route(app, financeApi.savePoInvoice, financeOnly, async (request) => saveFinancePoInvoice(deps, actorOf(request), request.params.id, request.body));
    route(app, financeApi.submitPoInvoice, financeOnly, async (request) => submitFinancePoInvoice(deps, actorOf(request), request.params.id, request.body));
    route(app, financeApi.rejectPoInvoice, financeOnly, async (request) => rejectFinancePoInvoice(deps, actorOf(request), request.params.id, request.body));
    route(app, financeApi.getReview, financeOnly, async (request) => getFinanceReview(deps, actorOf(request), request.params.id));
    route(app, financeApi.submitReview, financeOnly, async (request) => submitFinanceReview(deps, actorOf(request), request.params.id, request.body));
    route(app, financeApi.rejectReview, financeOnly, async (request) => rejectFinanceReview(deps, actorOf(request), request.params.id, request.body));
    route(app, financeApi.exportReview, financeOnly, async (request, reply) => replyFinanceReviewExport(deps, actorOf(request), request.params.id, reply));
    done();
  };
}
