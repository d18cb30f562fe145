import { ublPeriodQuerySchema } from '../e-invoice/export';
import { defineEndpoint } from './endpoint';
import { idParams } from './params';

/** /api/ubl: invoices and debit notes as UBL 2.1 Peppol BIS Billing 3.0 files, one or a zip. */

const XML = ['application/xml'] as const;
const ZIP = ['application/zip'] as const;
const file = { method: 'GET', params: idParams, response: 'file', errors: ['FORBIDDEN', 'NOT_FOUND'] } as const;

export const invoice = defineEndpoint({
  ...file,
  path: '/api/ubl/invoices/:id',
  summary: 'An invoice (PO, non-PO, proxy) as a UBL 2.1 Peppol BIS Billing 3.0 Invoice',
  produces: XML,
});

export const debitNote = defineEndpoint({
  ...file,
  path: '/api/ubl/debit-notes/:id',
  summary: 'A debit note as a UBL 2.1 Peppol BIS Billing 3.0 CreditNote',
  produces: XML,
});

export const batch = defineEndpoint({
  ...file,
  path: '/api/ubl/batches/:id',
  summary: 'Finance: every invoice of a batch as UBL files in a zip',
  produces: ZIP,
});

export const period = defineEndpoint({
  method: 'GET',
  path: '/api/ubl/period',
  summary: 'Finance: the invoices dated in a period (at most 92 days, 2,000 invoices) as UBL files in a zip',
  query: ublPeriodQuerySchema,
  response: 'file',
  produces: ZIP,
  errors: ['FORBIDDEN'],
});
