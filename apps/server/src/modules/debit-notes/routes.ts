import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  debitNoteDetailSchema,
  debitNoteFormSchema,
  debitNoteListQuerySchema,
  debitNoteListSchema,
  erpDebitNoteFindSchema,
  erpDebitNoteOptionsSchema,
  erpDebitNoteQuerySchema,
  erpDebitNoteSchema,
  errorBodySchema,
  idParamSchema,
} from '@faktura/domain';
import type { AppDeps } from '../../deps';
import { actorOf, requireRole } from '../../plugins/auth';
import * as service from './service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };
// Spec §6: finance creates debit notes, for any supplier; everyone reads those of their scope.
const financeOnly = requireRole('ORACLE');
const tags = ['debit-notes'];

/** /api/debit-notes: Nota Debit (spec screen 16) — the list, one debit note, and finance's create from an ERP debit note. */
export function debitNoteRoutes(deps: AppDeps): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    app.get(
      '/',
      {
        schema: {
          tags,
          summary: 'Debit notes the user may see, by DN date',
          querystring: debitNoteListQuerySchema,
          response: { 200: debitNoteListSchema, ...errors },
        },
      },
      async (request) => service.listDebitNotes(deps, actorOf(request), request.query),
    );
    app.get(
      '/erp',
      {
        preHandler: financeOnly,
        schema: {
          tags,
          summary: 'ERP debit notes of a supplier not made into portal ones yet',
          querystring: erpDebitNoteQuerySchema,
          response: { 200: erpDebitNoteOptionsSchema, ...errors },
        },
      },
      async (request) => ({ items: await service.listErpDebitNotes(deps, request.query) }),
    );
    app.get(
      '/erp/find',
      {
        preHandler: financeOnly,
        schema: {
          tags,
          summary: 'Find: one ERP debit note with its lines',
          querystring: erpDebitNoteFindSchema,
          response: { 200: erpDebitNoteSchema, ...errors },
        },
      },
      async (request) => service.findErpDebitNote(deps, request.query),
    );
    app.post(
      '/',
      {
        preHandler: financeOnly,
        schema: { tags, summary: 'Create a debit note from an ERP debit note', body: debitNoteFormSchema, response: { 201: debitNoteDetailSchema, ...errors } },
      },
      async (request, reply) => reply.status(201).send(await service.createDebitNote(deps, actorOf(request), request.body)),
    );
    app.get(
      '/:id',
      {
        schema: {
          tags,
          summary: 'One debit note with its lines and files',
          params: z.strictObject({ id: idParamSchema }),
          response: { 200: debitNoteDetailSchema, ...errors },
        },
      },
      async (request) => service.getDebitNote(deps, actorOf(request), request.params.id),
    );
    done();
  };
}
