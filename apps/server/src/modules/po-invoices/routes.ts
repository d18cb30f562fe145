import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { poInvoicesApi } from '@faktura/domain';
import { requestLanguage } from '../../lib/messages-language';
import type { AppDeps } from '../../deps';
import type { FileStorage } from '../../storage/index';
import { abandonSignal } from '../../lib/cancellable';
import { route } from '../../lib/endpoint';
import { sendPdf } from '../../lib/pdf-reply';
import { actorOf, requireRole } from '../../plugins/auth';
import { addInvoiceToBatch } from '../batches/index';
import { getPoInvoice } from './detail';
import { flipReceipts } from './flip';
import { poFormOptions, searchPendingReceipts } from './options';
import { printInvoiceGoodsReceipt } from './print';
import * as service from './service';

const vendorOnly = { preHandler: requireRole('VENDOR') };

/** /api/po-invoices: Search Pending PO, the PO invoice itself, its goods receipt note and Add To Batch. */
export function poInvoiceRoutes(deps: AppDeps & { store: FileStorage }): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    route(app, poInvoicesApi.pendingReceipts, vendorOnly, async (request, reply) =>
      searchPendingReceipts(deps, actorOf(request), request.query, abandonSignal(request, reply)),
    );
    route(app, poInvoicesApi.flip, vendorOnly, async (request) => flipReceipts(deps, actorOf(request), request.query));
    route(app, poInvoicesApi.formOptions, vendorOnly, async (request) => poFormOptions(deps, actorOf(request), request.query));
    route(app, poInvoicesApi.create, vendorOnly, async (request) => service.createPoInvoice(deps, actorOf(request), request.body));
    route(app, poInvoicesApi.get, {}, async (request) => getPoInvoice(deps, actorOf(request), request.params.id));
    route(app, poInvoicesApi.update, vendorOnly, async (request) => service.updatePoInvoice(deps, actorOf(request), request.params.id, request.body));
    route(app, poInvoicesApi.remove, vendorOnly, async (request) => service.deletePoInvoice(deps, actorOf(request), request.params.id));
    route(app, poInvoicesApi.removeLine, vendorOnly, async (request) =>
      service.removePoInvoiceLine(deps, actorOf(request), request.params.id, request.params.lineId),
    );
    route(app, poInvoicesApi.goodsReceiptPdf, {}, async (request, reply) =>
      sendPdf(reply, await printInvoiceGoodsReceipt(deps, actorOf(request), request.params.id, new Date(), requestLanguage(request.headers))),
    );
    route(app, poInvoicesApi.addToBatch, vendorOnly, async (request) => addInvoiceToBatch(deps, actorOf(request), request.params.id, request.body.batchId));
    done();
  };
}
