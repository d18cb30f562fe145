import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { invoiceResponsesApi } from '@faktura/domain';
import type { AppDeps } from '../../deps';
import { route } from '../../lib/endpoint';
import { actorOf, requireRole } from '../../plugins/auth';
import { listResponses, responseFile } from './service';

/** Suppliers their own invoices, PICs their mapped suppliers', finance all: the invoice scope decides (another's invoice is a 404). */
const anyone = { preHandler: requireRole('VENDOR', 'PIC', 'ORACLE') };

/** /api/invoice-responses: the Peppol Invoice Responses answering an invoice that came in as a structured file. */
export function invoiceResponseRoutes(deps: AppDeps): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    route(app, invoiceResponsesApi.list, anyone, async (request) => listResponses(deps, actorOf(request), request.query.invoiceId));
    route(app, invoiceResponsesApi.xml, anyone, async (request, reply) => {
      const file = await responseFile(deps, actorOf(request), request.params.invoiceId, request.params.responseId);
      return reply
        .header('content-type', 'application/xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.xml);
    });
    done();
  };
}
