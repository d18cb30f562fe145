import { z } from 'zod';
import { addToBatchSchema, batchDetailSchema, companyQuerySchema } from '../batch';
import { idParamSchema } from '../common';
import { poFormOptionsSchema, poInvoiceCreateSchema, poInvoiceDetailSchema, poInvoiceUpdateSchema } from '../po-invoice';
import { pendingReceiptsQuerySchema, pendingReceiptsResponseSchema } from '../receipts';
import { poFlipQuerySchema, poFlipResponseSchema } from '../po-flip';
import { defineEndpoint } from './endpoint';
import { idParams, PDF, printParams } from './params';

/** /api/po-invoices: Search Pending PO, the PO invoice itself, its goods receipt note and Add To Batch. */

export const pendingReceipts = defineEndpoint({
  method: 'GET',
  path: '/api/po-invoices/pending-receipts',
  summary: 'Search Pending PO: received lines not yet invoiced',
  query: pendingReceiptsQuerySchema,
  response: pendingReceiptsResponseSchema,
  errors: ['FORBIDDEN'],
});

export const flip = defineEndpoint({
  method: 'GET',
  path: '/api/po-invoices/flip',
  summary: 'PO flip: chosen receipt lines that can be invoiced (the others with why), and the bank to fill',
  query: poFlipQuerySchema,
  response: poFlipResponseSchema,
  errors: ['FORBIDDEN'],
});

export const formOptions = defineEndpoint({
  method: 'GET',
  path: '/api/po-invoices/form-options',
  summary: 'Banks, PPh codes and charge accounts for the PO invoice form',
  query: companyQuerySchema,
  response: poFormOptionsSchema,
  errors: ['FORBIDDEN'],
});

export const create = defineEndpoint({
  method: 'POST',
  path: '/api/po-invoices',
  summary: 'Create a DRAFT PO invoice (optionally from an e-invoice file read by /api/intake)',
  body: poInvoiceCreateSchema,
  response: poInvoiceDetailSchema,
  status: 201,
  errors: ['FORBIDDEN', 'NOT_FOUND', 'CONFLICT'],
});

export const get = defineEndpoint({
  method: 'GET',
  path: '/api/po-invoices/:id',
  summary: 'PO invoice summary with lines, files, totals and what the user may do',
  params: idParams,
  response: poInvoiceDetailSchema,
  errors: ['FORBIDDEN', 'NOT_FOUND'],
});

export const update = defineEndpoint({
  method: 'PUT',
  path: '/api/po-invoices/:id',
  summary: 'Update a DRAFT or REJECTED PO invoice (status kept)',
  params: idParams,
  body: poInvoiceUpdateSchema,
  response: poInvoiceDetailSchema,
  errors: ['FORBIDDEN', 'NOT_FOUND', 'STALE_REVISION', 'CONFLICT'],
});

export const remove = defineEndpoint({
  method: 'DELETE',
  path: '/api/po-invoices/:id',
  summary: 'Delete a DRAFT PO invoice',
  params: idParams,
  response: 'none',
  errors: ['FORBIDDEN', 'NOT_FOUND', 'CONFLICT'],
});

export const removeLine = defineEndpoint({
  method: 'DELETE',
  path: '/api/po-invoices/:id/lines/:lineId',
  summary: 'Remove PO from Invoice',
  params: z.strictObject({ id: idParamSchema, lineId: idParamSchema }),
  response: poInvoiceDetailSchema,
  errors: ['FORBIDDEN', 'NOT_FOUND', 'CONFLICT'],
});

export const goodsReceiptPdf = defineEndpoint({
  method: 'GET',
  path: '/api/po-invoices/:id/goods-receipt.pdf',
  summary: 'Goods receipt note of a PO invoice',
  params: printParams,
  response: 'file',
  produces: PDF,
  errors: ['FORBIDDEN', 'NOT_FOUND'],
});

export const addToBatch = defineEndpoint({
  method: 'POST',
  path: '/api/po-invoices/:id/add-to-batch',
  summary: 'Add To Batch: put a DRAFT PO invoice in an open batch',
  params: idParams,
  body: addToBatchSchema,
  response: batchDetailSchema,
  errors: ['FORBIDDEN', 'NOT_FOUND', 'CONFLICT'],
});
