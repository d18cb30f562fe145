import { duplicateClearSchema, duplicateQueueQuerySchema, duplicateQueueSchema, duplicateWarningsSchema } from '../duplicates';
import { defineEndpoint } from './endpoint';
import { idParams } from './params';

/** /api/duplicates: likely-duplicate invoices (same file, or three of number, supplier, date and amount close): the warnings and finance's review queue. */

export const queue = defineEndpoint({
  method: 'GET',
  path: '/api/duplicates',
  summary: "Finance's review queue: likely-duplicate pairs not cleared, newest first",
  query: duplicateQueueQuerySchema,
  response: duplicateQueueSchema,
  errors: ['FORBIDDEN'],
});

export const clear = defineEndpoint({
  method: 'POST',
  path: '/api/duplicates/clear',
  summary: 'Mark a pair "not a duplicate": it leaves the queue and is no longer warned about (audited on both invoices)',
  body: duplicateClearSchema,
  response: 'none',
  errors: ['FORBIDDEN', 'NOT_FOUND'],
});

export const warnings = defineEndpoint({
  method: 'GET',
  path: '/api/duplicates/invoices/:id',
  summary: 'The duplicate warnings of one invoice (same file, likely duplicates), each linking to an invoice the viewer may see',
  params: idParams,
  response: duplicateWarningsSchema,
  errors: ['NOT_FOUND'],
});
