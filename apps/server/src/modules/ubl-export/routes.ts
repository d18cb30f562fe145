import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';

/** /api/ubl: invoices and debit notes as UBL 2.1 Peppol BIS Billing 3.0 files, one or a zip. */
export function ublExportRoutes(_deps: AppDeps): FastifyPluginCallbackZod {
  return (_app, _options, done) => {
    done();
  };
}
