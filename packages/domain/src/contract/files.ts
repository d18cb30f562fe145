import { attachmentSchema } from '../po-invoice';
import { stampedMarkSchema } from '../stamp-duty';
import { defineEndpoint } from './endpoint';
import { idParams } from './params';

/** /api/files: uploads for an invoice not saved yet and authorised downloads of any file the user may see. */

export const upload = defineEndpoint({
  method: 'POST',
  path: '/api/files',
  summary: 'Upload a file for an invoice not saved yet (multipart, field "file")',
  body: 'multipart',
  response: attachmentSchema,
  status: 201,
  errors: ['FORBIDDEN', 'TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE'],
});

export const download = defineEndpoint({
  method: 'GET',
  path: '/api/files/:id',
  summary: 'Download a file the user may see',
  params: idParams,
  response: 'file',
  errors: ['FORBIDDEN', 'NOT_FOUND'],
});

export const markStamped = defineEndpoint({
  method: 'PUT',
  path: '/api/files/:id/stamped',
  summary: "Mark or unmark one of the user's uploads for an invoice not saved yet as the stamped document (e-Meterai)",
  params: idParams,
  body: stampedMarkSchema,
  response: attachmentSchema,
  errors: ['NOT_FOUND'],
});
