import {
  debitNoteDetailSchema,
  debitNoteFormSchema,
  debitNoteListQuerySchema,
  debitNoteListSchema,
  erpDebitNoteFindSchema,
  erpDebitNoteOptionsSchema,
  erpDebitNoteQuerySchema,
  erpDebitNoteSchema,
} from '../debit-note';
import { defineEndpoint } from './endpoint';
import { idParams } from './params';

/** /api/debit-notes: Nota Debit — the list, one debit note, and finance's create from an ERP debit note. */

export const list = defineEndpoint({
  method: 'GET',
  path: '/api/debit-notes',
  summary: 'Debit notes the user may see, by DN date',
  query: debitNoteListQuerySchema,
  response: debitNoteListSchema,
  errors: ['FORBIDDEN'],
});

export const erpOptions = defineEndpoint({
  method: 'GET',
  path: '/api/debit-notes/erp',
  summary: 'ERP debit notes of a supplier not made into portal ones yet',
  query: erpDebitNoteQuerySchema,
  response: erpDebitNoteOptionsSchema,
  errors: ['FORBIDDEN'],
});

export const erpFind = defineEndpoint({
  method: 'GET',
  path: '/api/debit-notes/erp/find',
  summary: 'Find: one ERP debit note with its lines',
  query: erpDebitNoteFindSchema,
  response: erpDebitNoteSchema,
  errors: ['FORBIDDEN', 'NOT_FOUND'],
});

export const create = defineEndpoint({
  method: 'POST',
  path: '/api/debit-notes',
  summary: 'Create a debit note from an ERP debit note',
  body: debitNoteFormSchema,
  response: debitNoteDetailSchema,
  status: 201,
  errors: ['FORBIDDEN', 'CONFLICT'],
});

export const get = defineEndpoint({
  method: 'GET',
  path: '/api/debit-notes/:id',
  summary: 'One debit note with its lines and files',
  params: idParams,
  response: debitNoteDetailSchema,
  errors: ['FORBIDDEN', 'NOT_FOUND'],
});
