import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { debitNotesApi } from '@faktura/domain';
import type { AppDeps } from '../../deps';
import { abandonSignal } from '../../lib/cancellable';
import { route } from '../../lib/endpoint';
import { actorOf, requireRole } from '../../plugins/auth';
import * as service from './service';

// Finance creates debit notes, for any supplier; everyone reads those of their scope.
const financeOnly = { preHandler: requireRole('ORACLE') };

/** /api/debit-notes: Nota Debit — the list, one debit note, and finance's create from an ERP debit note. */
export function debitNoteRoutes(deps: AppDeps): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    route(app, debitNotesApi.list, {}, async (request, reply) => service.listDebitNotes(deps, actorOf(request), request.query, abandonSignal(request, reply)));
    route(app, debitNotesApi.erpOptions, financeOnly, async (request) => ({ items: await service.listErpDebitNotes(deps, request.query) }));
    route(app, debitNotesApi.erpFind, financeOnly, async (request) => service.findErpDebitNote(deps, request.query));
    route(app, debitNotesApi.create, financeOnly, async (request) => service.createDebitNote(deps, actorOf(request), request.body));
    route(app, debitNotesApi.get, {}, async (request) => service.getDebitNote(deps, actorOf(request), request.params.id));
    done();
  };
}
