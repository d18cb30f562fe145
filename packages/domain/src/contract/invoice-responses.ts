import { invoiceResponseListQuerySchema, invoiceResponseListSchema, invoiceResponseParamsSchema } from '../invoice-responses';
import { defineEndpoint } from './endpoint';

/** /api/invoice-responses: the Peppol Invoice Responses answering an invoice that came in as a structured file. */

export const list = defineEndpoint({
  method: 'GET',
  path: '/api/invoice-responses',
  summary: "An invoice's supplier status and its Invoice Responses (none unless it came in as a structured file)",
  query: invoiceResponseListQuerySchema,
  response: invoiceResponseListSchema,
  errors: ['FORBIDDEN', 'NOT_FOUND'],
});

export const xml = defineEndpoint({
  method: 'GET',
  path: '/api/invoice-responses/:invoiceId/:responseId',
  summary: 'One Invoice Response as a UBL 2.1 ApplicationResponse (Peppol BIS Invoice Response 3.0)',
  params: invoiceResponseParamsSchema,
  response: 'file',
  produces: ['application/xml'],
  errors: ['FORBIDDEN', 'NOT_FOUND'],
});
