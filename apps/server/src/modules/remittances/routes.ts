import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { remittancesApi } from '@faktura/domain';
import { requestLanguage } from '../../lib/messages-language';
import type { AppDeps } from '../../deps';
import { route } from '../../lib/endpoint';
import { actorOf, requireRole } from '../../plugins/auth';
import { sendPdf } from '../../lib/pdf-reply';
import { adviceParties, getRemittance, invoiceRemittances, listRemittances, printRemittance, recordWithholdingSlip, remittanceFileName } from './service';
import { writeRemittanceUbl } from './ubl';

/** /api/remittances: remittance advice per payment (which invoices it settles, gross, PPh withheld, net) as screen, PDF and UBL RemittanceAdvice. */
export function remittanceRoutes(deps: AppDeps): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    // Every user type may read; the vendor scope decides (another supplier's payment is 404).
    route(app, remittancesApi.list, { preHandler: requireRole('VENDOR', 'PIC', 'ORACLE') }, async (request) =>
      listRemittances(deps, actorOf(request), request.query),
    );
    route(app, remittancesApi.get, { preHandler: requireRole('VENDOR', 'PIC', 'ORACLE') }, async (request) =>
      getRemittance(deps, actorOf(request), request.params.instance, request.params.checkId),
    );
    route(app, remittancesApi.ubl, { preHandler: requireRole('VENDOR', 'PIC', 'ORACLE') }, async (request, reply) => {
      const advice = await getRemittance(deps, actorOf(request), request.params.instance, request.params.checkId);
      const { company, supplier } = await adviceParties(deps, advice);
      const xml = writeRemittanceUbl(advice, { payer: company.name, payee: supplier.name });
      return reply
        .header('content-type', 'application/xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="${remittanceFileName(advice, 'xml')}"`)
        .header('cache-control', 'no-store')
        .send(xml);
    });
    route(app, remittancesApi.pdf, { preHandler: requireRole('VENDOR', 'PIC', 'ORACLE') }, async (request, reply) =>
      sendPdf(
        reply,
        await printRemittance(deps, actorOf(request), request.params.instance, request.params.checkId, new Date(), requestLanguage(request.headers)),
      ),
    );
    route(app, remittancesApi.ofInvoice, { preHandler: requireRole('VENDOR', 'PIC', 'ORACLE') }, async (request) =>
      invoiceRemittances(deps, actorOf(request), request.params.id),
    );
    route(app, remittancesApi.recordSlip, { preHandler: requireRole('ORACLE') }, async (request) =>
      recordWithholdingSlip(deps, actorOf(request), request.params.id, request.body),
    );
    done();
  };
}
