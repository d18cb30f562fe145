import {
  batchDetailSchema,
  batchFormSchema,
  batchListQuerySchema,
  batchListSchema,
  batchUpdateSchema,
  batchableInvoicesSchema,
  companyQuerySchema,
  draftBatchesSchema,
} from '../batch';
import { proxyBatchFormSchema, proxyInvoicesSchema } from '../proxy-batch';
import { defineEndpoint } from './endpoint';
import { idParams, PDF, printParams } from './params';

/** /api/batches: batch list, Create Batch, Add Invoice, submit, proxy batches, and the batch's printed documents. */

export const list = defineEndpoint({
  method: 'GET',
  path: '/api/batches',
  summary: 'Batches the user may see, newest first',
  query: batchListQuerySchema,
  response: batchListSchema,
  errors: ['FORBIDDEN'],
});

export const drafts = defineEndpoint({
  method: 'GET',
  path: '/api/batches/drafts',
  summary: 'Open (DRAFT) batches of the supplier in a company, for Add To Batch',
  query: companyQuerySchema,
  response: draftBatchesSchema,
  errors: ['FORBIDDEN'],
});

export const availableInvoices = defineEndpoint({
  method: 'GET',
  path: '/api/batches/available-invoices',
  summary: 'DRAFT PO and non-PO invoices in no batch (Find Invoice modal)',
  query: companyQuerySchema,
  response: batchableInvoicesSchema,
  errors: ['FORBIDDEN'],
});

export const create = defineEndpoint({
  method: 'POST',
  path: '/api/batches',
  summary: 'Create a batch (submit: true makes it and its invoices OPEN)',
  body: batchFormSchema,
  response: batchDetailSchema,
  status: 201,
  errors: ['FORBIDDEN', 'NOT_FOUND'],
});

export const proxyInvoices = defineEndpoint({
  method: 'GET',
  path: '/api/batches/proxy-invoices',
  summary: 'Proxy invoices of the PIC’s suppliers in a company, in no batch yet (proxy batch modal)',
  query: companyQuerySchema,
  response: proxyInvoicesSchema,
  errors: ['FORBIDDEN'],
});

export const createProxy = defineEndpoint({
  method: 'POST',
  path: '/api/batches/proxy',
  summary: 'Save proxy invoices as a batch numbered by the server (submitted at once)',
  body: proxyBatchFormSchema,
  response: batchDetailSchema,
  status: 201,
  errors: ['FORBIDDEN', 'NOT_FOUND'],
});

export const get = defineEndpoint({
  method: 'GET',
  path: '/api/batches/:id',
  summary: 'Batch summary with its invoices',
  params: idParams,
  response: batchDetailSchema,
  errors: ['FORBIDDEN', 'NOT_FOUND'],
});

export const update = defineEndpoint({
  method: 'PUT',
  path: '/api/batches/:id',
  summary: 'Change a DRAFT batch’s invoices, optionally submitting it',
  params: idParams,
  body: batchUpdateSchema,
  response: batchDetailSchema,
  errors: ['FORBIDDEN', 'NOT_FOUND'],
});

const print = { method: 'GET', params: printParams, response: 'file', produces: PDF, errors: ['FORBIDDEN', 'NOT_FOUND'] } as const;

export const goodsReceiptPdf = defineEndpoint({
  ...print,
  path: '/api/batches/:id/goods-receipt.pdf',
  summary: 'Print Penerimaan Barang: goods receipt note of a batch',
});
export const recapPdf = defineEndpoint({ ...print, path: '/api/batches/:id/recap.pdf', summary: 'Batch recap with barcodes' });
export const reportPdf = defineEndpoint({ ...print, path: '/api/batches/:id/report.pdf', summary: 'Server-generated batch report' });
