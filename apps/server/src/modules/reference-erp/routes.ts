import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { referenceErpApi } from '@faktura/domain';
import type { AppDeps } from '../../deps';
import { route } from '../../lib/endpoint';
import { actorOf, requireRole } from '../../plugins/auth';
import { paymentBatchAvailability, runPaymentBatch } from './service';

/** Finance operates the reference ERP (it has no users of its own). */
const operatorOnly = { preHandler: requireRole('ORACLE') };

/** /api/reference-erp: the reference ERP's operator actions (its payment batch, run now). */
export function referenceErpRoutes(deps: AppDeps): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    route(app, referenceErpApi.paymentBatchAvailability, operatorOnly, () => Promise.resolve(paymentBatchAvailability(deps)));
    route(app, referenceErpApi.runPaymentBatch, operatorOnly, async (request) => {
      const result = await runPaymentBatch(deps, request.body);
      // The ERP's own record is its payments; the log says who started the batch and what it paid.
      request.log.info(
        { operator: actorOf(request).username, selection: request.body, payments: result.payments.map((p) => p.checkNum) },
        'reference ERP payment batch',
      );
      return result;
    });
    done();
  };
}
