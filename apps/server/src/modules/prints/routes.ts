import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { errorBodySchema } from '@faktura/domain';
import { actorOf } from '../../plugins/auth';
import type { AppDeps } from '../../deps';
import * as service from './service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
// 0 is let through so the service can answer the spec's "Please select batch number".
const params = z.strictObject({ id: z.coerce.number().int().min(0).max(2147483647) });

function sendPdf(reply: FastifyReply, printed: service.Printed) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename="${printed.fileName}"`)
    .header('cache-control', 'no-store')
    .send(printed.pdf as never);
}

/** Server-generated PDFs (spec §9 file names). */
export function printRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const pdf = { produces: ['application/pdf'], params, response: errors };
    app.get(
      '/po-invoices/:id/goods-receipt.pdf',
      { schema: { tags: ['prints'], summary: 'Goods receipt note of a PO invoice', ...pdf } },
      async (request, reply) => sendPdf(reply, await service.printInvoiceGoodsReceipt(deps, actorOf(request), request.params.id)),
    );
    app.get(
      '/batches/:id/goods-receipt.pdf',
      { schema: { tags: ['prints'], summary: 'Print Penerimaan Barang: goods receipt note of a batch', ...pdf } },
      async (request, reply) => sendPdf(reply, await service.printBatchGoodsReceipt(deps, actorOf(request), request.params.id)),
    );
    app.get('/batches/:id/recap.pdf', { schema: { tags: ['prints'], summary: 'Batch recap with barcodes', ...pdf } }, async (request, reply) =>
      sendPdf(reply, await service.printBatchRecap(deps, actorOf(request), request.params.id)),
    );
    app.get('/batches/:id/report.pdf', { schema: { tags: ['prints'], summary: 'Server-generated batch report', ...pdf } }, async (request, reply) =>
      sendPdf(reply, await service.printBatchReport(deps, actorOf(request), request.params.id)),
    );
  };
}
