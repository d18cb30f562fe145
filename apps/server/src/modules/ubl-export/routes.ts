import type { FastifyReply } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { ublExportApi, ublFileName } from '@faktura/domain';
import type { AppDeps } from '../../deps';
import { route } from '../../lib/endpoint';
import { actorOf, requireRole } from '../../plugins/auth';
import * as service from './service';
import { ublZip } from './zip';

const financeOnly = { preHandler: requireRole('ORACLE') };

function sendXml(reply: FastifyReply, file: service.UblFile) {
  return reply
    .header('content-type', 'application/xml; charset=utf-8')
    .header('content-disposition', `attachment; filename="${ublFileName(file.number)}"`)
    .header('cache-control', 'no-store')
    .send(file.xml);
}

function sendZip(reply: FastifyReply, name: string, stream: NodeJS.ReadableStream) {
  return reply
    .header('content-type', 'application/zip')
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'no-store')
    .send(stream);
}

/** /api/ubl: invoices and debit notes as UBL 2.1 Peppol BIS Billing 3.0 files, one or a zip. */
export function ublExportRoutes(deps: AppDeps): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    // Every user type may download what its scope covers (a supplier its own, a PIC its mapped suppliers').
    route(app, ublExportApi.invoice, {}, async (request, reply) => sendXml(reply, await service.exportInvoice(deps, actorOf(request), request.params.id)));
    route(app, ublExportApi.debitNote, {}, async (request, reply) => sendXml(reply, await service.exportDebitNote(deps, actorOf(request), request.params.id)));
    route(app, ublExportApi.batch, financeOnly, async (request, reply) => {
      const { batchNo, refs } = await service.batchRefs(deps, request.params.id);
      return sendZip(reply, ublFileName(`UBL-${batchNo}`).replace(/\.xml$/, '.zip'), ublZip(deps, refs));
    });
    route(app, ublExportApi.period, financeOnly, async (request, reply) => {
      const { from, to } = request.query;
      const refs = await service.periodRefs(deps, from, to);
      return sendZip(reply, `UBL-${from}-${to}.zip`, ublZip(deps, refs));
    });
    done();
  };
}
