import { intakeResultSchema } from '../e-invoice/intake-model';
import { defineEndpoint } from './endpoint';

/** /api/intake: a UBL or Factur-X file read into a filled PO invoice form. */

export const read = defineEndpoint({
  method: 'POST',
  path: '/api/intake',
  summary:
    'Read a UBL 2.1 invoice (.xml) or a Factur-X / ZUGFeRD PDF into a PO invoice form, matched to open received PO lines; the file waits as the invoice attachment',
  body: 'multipart',
  response: intakeResultSchema,
  status: 201,
  errors: ['FORBIDDEN', 'TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE'],
});
