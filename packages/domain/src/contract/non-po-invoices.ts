import { nonPoExportQuerySchema, nonPoInvoiceDetailSchema, nonPoInvoiceFormSchema, nonPoInvoiceUpdateSchema, nonPoRevisionSchema } from '../non-po-invoice';
import { defineEndpoint } from './endpoint';
import { idParams } from './params';

/** /api/non-po-invoices: a supplier's non-PO invoice and a PIC's proxy invoice (create, detail, save, delete, submit to recommender). */

export const create = defineEndpoint({
  method: 'POST',
  path: '/api/non-po-invoices',
  summary: 'Create a DRAFT non-PO invoice (supplier) or proxy invoice (PIC, for a supplier mapped to it)',
  body: nonPoInvoiceFormSchema,
  response: nonPoInvoiceDetailSchema,
  status: 201,
  errors: ['FORBIDDEN', 'NOT_FOUND', 'CONFLICT'],
});

export const get = defineEndpoint({
  method: 'GET',
  path: '/api/non-po-invoices/:id',
  summary: 'A non-PO or proxy invoice with lines, reimbursement lines, files, totals and what the user may do',
  params: idParams,
  response: nonPoInvoiceDetailSchema,
  errors: ['FORBIDDEN', 'NOT_FOUND'],
});

export const update = defineEndpoint({
  method: 'PUT',
  path: '/api/non-po-invoices/:id',
  summary: 'Save a DRAFT or REJECTED non-PO / proxy invoice (status kept)',
  params: idParams,
  body: nonPoInvoiceUpdateSchema,
  response: nonPoInvoiceDetailSchema,
  errors: ['FORBIDDEN', 'NOT_FOUND', 'STALE_REVISION', 'CONFLICT'],
});

export const remove = defineEndpoint({
  method: 'DELETE',
  path: '/api/non-po-invoices/:id',
  summary: 'Delete a DRAFT non-PO / proxy invoice',
  params: idParams,
  response: 'none',
  errors: ['FORBIDDEN', 'NOT_FOUND', 'CONFLICT'],
});

export const submitToRecommender = defineEndpoint({
  method: 'POST',
  path: '/api/non-po-invoices/:id/submit-to-recommender',
  summary: 'Submit a proxy invoice to the recommender (DRAFT or OPEN → REVIEW)',
  params: idParams,
  body: nonPoRevisionSchema,
  response: nonPoInvoiceDetailSchema,
  errors: ['FORBIDDEN', 'NOT_FOUND', 'STALE_REVISION', 'CONFLICT'],
});

export const resubmit = defineEndpoint({
  method: 'POST',
  path: '/api/non-po-invoices/:id/resubmit',
  summary: 'Resubmit a corrected REJECTED invoice (its author: REJECTED → OPEN)',
  params: idParams,
  body: nonPoRevisionSchema,
  response: nonPoInvoiceDetailSchema,
  errors: ['FORBIDDEN', 'NOT_FOUND', 'STALE_REVISION', 'CONFLICT'],
});

export const exportLines = defineEndpoint({
  method: 'GET',
  path: '/api/non-po-invoices/:id/export',
  summary: 'Export to Excel (xls) / Download Excel (xlsx): the invoice lines with their header',
  params: idParams,
  query: nonPoExportQuerySchema,
  response: 'file',
  produces: ['application/vnd.ms-excel', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  errors: ['FORBIDDEN', 'NOT_FOUND'],
});
