import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { invoicesApi } from '@faktura/domain';
import { abandonSignal } from '../../lib/cancellable';
import { route } from '../../lib/endpoint';
import { actorOf } from '../../plugins/auth';
import type { AppDeps } from '../../deps';
import { readIncomingFile } from '../files/index';
import type { FileStorage } from '../../storage/index';
import { attachFile, detachFile, markFileStamped } from './attachments';
import { listInvoices } from './service';

/** /api/invoices: the list of every kind, and the attachments of any invoice. */
export function invoiceRoutes(deps: AppDeps & { store: FileStorage }): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    route(app, invoicesApi.list, {}, async (request, reply) => listInvoices(deps, actorOf(request), request.query, abandonSignal(request, reply)));
    route(app, invoicesApi.attach, {}, async (request) => {
      const file = await readIncomingFile(request, deps.config.uploadLimitBytes);
      return attachFile(deps, actorOf(request), request.params.id, file);
    });
    route(app, invoicesApi.detach, {}, async (request) => detachFile(deps, actorOf(request), request.params.id, request.params.fileId));
    route(app, invoicesApi.markStamped, {}, async (request) =>
      markFileStamped(deps, actorOf(request), request.params.id, request.params.fileId, request.body.stamped),
    );
    done();
  };
}
