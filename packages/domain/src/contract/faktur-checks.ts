import { fakturCheckResultSchema, fakturPreviewSchema, invoiceFakturChecksSchema } from '../faktur-check';
import { defineEndpoint } from './endpoint';
import { idParams } from './params';

/** /api/faktur-checks: what the server read from an attached tax invoice PDF (QR code and text) compared with the invoice as typed. */

export const preview = defineEndpoint({
  method: 'POST',
  path: '/api/faktur-checks/preview',
  summary: 'Check an uploaded faktur PDF (my own pending upload, or a file of an invoice I may see) against the values typed so far',
  body: fakturPreviewSchema,
  response: fakturCheckResultSchema,
  errors: ['FORBIDDEN', 'NOT_FOUND'],
});

export const forInvoice = defineEndpoint({
  method: 'GET',
  path: '/api/faktur-checks/invoice/:id',
  summary: "The faktur check of each PDF of an invoice, against the invoice's stored values (checked on first read, re-compared when the invoice changed)",
  params: idParams,
  response: invoiceFakturChecksSchema,
  errors: ['FORBIDDEN', 'NOT_FOUND'],
});
