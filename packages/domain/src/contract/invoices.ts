import { attachmentSchema } from '../po-invoice';
import { stampedMarkSchema } from '../stamp-duty';
import { invoiceListQuerySchema, invoiceListSchema } from '../invoices';
import { z } from 'zod';
import { idParamSchema } from '../common';
import { defineEndpoint } from './endpoint';
import { idParams } from './params';

/** /api/invoices: the list of every kind, and the attachments of any invoice. */

export const list = defineEndpoint({
  method: 'GET',
  path: '/api/invoices',
  summary: 'Invoices the user may see, newest first, paged and filtered',
  query: invoiceListQuerySchema,
  response: invoiceListSchema,
});

export const attach = defineEndpoint({
  method: 'POST',
  path: '/api/invoices/:id/attachments',
  summary: 'Attach a file to an invoice (multipart, field "file")',
  params: idParams,
  body: 'multipart',
  response: attachmentSchema,
  status: 201,
  errors: ['FORBIDDEN', 'NOT_FOUND', 'TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE'],
});

export const detach = defineEndpoint({
  method: 'DELETE',
  path: '/api/invoices/:id/attachments/:fileId',
  summary: 'Delete an attachment',
  params: z.strictObject({ id: idParamSchema, fileId: idParamSchema }),
  response: 'none',
  errors: ['FORBIDDEN', 'NOT_FOUND'],
});

export const markStamped = defineEndpoint({
  method: 'PUT',
  path: '/api/invoices/:id/attachments/:fileId/stamped',
  summary: "Mark or unmark an invoice's file as the stamped document (e-Meterai), by the same permission as deleting it",
  params: z.strictObject({ id: idParamSchema, fileId: idParamSchema }),
  body: stampedMarkSchema,
  response: attachmentSchema,
  errors: ['FORBIDDEN', 'NOT_FOUND'],
});
