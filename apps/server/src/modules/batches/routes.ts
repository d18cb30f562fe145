import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { batchesApi } from '@faktura/domain';
import { abandonSignal } from '../../lib/cancellable';
import { requestLanguage } from '../../lib/messages-language';
import type { AppDeps } from '../../deps';
import { route } from '../../lib/endpoint';
import { sendPdf } from '../../lib/pdf-reply';
import { actorOf, requireRole } from '../../plugins/auth';
import * as prints from './prints';
import { createProxyBatch, listProxyInvoices } from './proxy';
import * as service from './service';

const vendorOnly = { preHandler: requireRole('VENDOR') };
const picOnly = { preHandler: requireRole('PIC') };

/** /api/batches: batch list, Create Batch, Add Invoice, submit, and the batch's printed documents. */
export function batchRoutes(deps: AppDeps): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    route(app, batchesApi.list, {}, async (request, reply) =>
      service.listBatches(
        deps,
        actorOf(request),
        { ...request.query, status: request.query.status || undefined, proxy: request.query.proxy || undefined },
        abandonSignal(request, reply),
      ),
    );
    route(app, batchesApi.drafts, vendorOnly, async (request, reply) =>
      service.listDraftBatches(deps, actorOf(request), request.query, abandonSignal(request, reply)),
    );
    route(app, batchesApi.availableInvoices, vendorOnly, async (request, reply) =>
      service.listBatchableInvoices(deps, actorOf(request), request.query, abandonSignal(request, reply)),
    );
    route(app, batchesApi.create, vendorOnly, async (request) => service.createBatch(deps, actorOf(request), request.body));
    route(app, batchesApi.proxyInvoices, picOnly, async (request, reply) =>
      listProxyInvoices(deps, actorOf(request), request.query, abandonSignal(request, reply)),
    );
    route(app, batchesApi.createProxy, picOnly, async (request) => createProxyBatch(deps, actorOf(request), request.body));
    route(app, batchesApi.get, {}, async (request) => service.getBatch(deps, actorOf(request), request.params.id));
    route(app, batchesApi.update, vendorOnly, async (request) => service.updateBatch(deps, actorOf(request), request.params.id, request.body));
    route(app, batchesApi.goodsReceiptPdf, {}, async (request, reply) =>
      sendPdf(reply, await prints.printBatchGoodsReceipt(deps, actorOf(request), request.params.id, new Date(), requestLanguage(request.headers))),
    );
    route(app, batchesApi.recapPdf, {}, async (request, reply) =>
      sendPdf(reply, await prints.printBatchRecap(deps, actorOf(request), request.params.id, new Date(), requestLanguage(request.headers))),
    );
    route(app, batchesApi.reportPdf, {}, async (request, reply) =>
      sendPdf(reply, await prints.printBatchReport(deps, actorOf(request), request.params.id, new Date(), requestLanguage(request.headers))),
    );
    done();
  };
}
