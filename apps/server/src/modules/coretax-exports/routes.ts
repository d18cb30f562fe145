import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { coretaxExportsApi } from '@faktura/domain';
import type { AppDeps } from '../../deps';
import { route } from '../../lib/endpoint';
import { requireRole } from '../../plugins/auth';
import { downloadCoretax, previewCoretax } from './service';

const financeOnly = { preHandler: requireRole('ORACLE') };

/** /api/coretax-exports: finance's BPPU and Retur XML for Coretax, per company and tax period, with the refused rows named first. */
export function coretaxExportRoutes(deps: AppDeps): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    route(app, coretaxExportsApi.preview, financeOnly, async (request) => previewCoretax(deps, request.query));
    route(app, coretaxExportsApi.download, financeOnly, async (request, reply) => {
      const file = await downloadCoretax(deps, request.query);
      return reply
        .header('content-type', 'application/xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.xml);
    });
    done();
  };
}
