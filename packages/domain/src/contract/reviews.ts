import {
  reviewFormSchema,
  reviewFreightPageSchema,
  reviewFreightQuerySchema,
  reviewLookupQuerySchema,
  reviewRejectSchema,
  reviewRevisionSchema,
  reviewViewSchema,
  travelOrderListSchema,
} from '../review';
import { defineEndpoint } from './endpoint';
import { idParams, XLS } from './params';

/** /api/reviews: the PIC review of non-PO (v2) and proxy (v1) invoices. Finance reads it; only a PIC acts on it. */

export const lookup = defineEndpoint({
  method: 'GET',
  path: '/api/reviews/lookup',
  summary: 'The review of an invoice named by company, supplier and number (the review routes)',
  query: reviewLookupQuerySchema,
  response: reviewViewSchema,
  errors: ['FORBIDDEN', 'NOT_FOUND'],
});

/** Refusals of a PIC decision: someone saved first, or the invoice's status moved on. */
const decision = ['FORBIDDEN', 'NOT_FOUND', 'STALE_REVISION', 'CONFLICT'] as const;

export const save = defineEndpoint({
  method: 'PUT',
  path: '/api/reviews/:id',
  summary: 'Save the review (status unchanged)',
  params: idParams,
  body: reviewFormSchema,
  response: reviewViewSchema,
  errors: decision,
});

export const submit = defineEndpoint({
  method: 'POST',
  path: '/api/reviews/:id/submit',
  summary: 'Submit to Rekomendator: save, then OPEN → REVIEW',
  params: idParams,
  body: reviewFormSchema,
  response: reviewViewSchema,
  errors: decision,
});

export const verify = defineEndpoint({
  method: 'POST',
  path: '/api/reviews/:id/verify',
  summary: 'Verified (v2): mark the invoice verified',
  params: idParams,
  body: reviewRevisionSchema,
  response: reviewViewSchema,
  errors: decision,
});

export const reject = defineEndpoint({
  method: 'POST',
  path: '/api/reviews/:id/reject',
  summary: 'Reject with a reason: OPEN → REJECTED',
  params: idParams,
  body: reviewRejectSchema,
  response: reviewViewSchema,
  errors: decision,
});

export const travelOrders = defineEndpoint({
  method: 'GET',
  path: '/api/reviews/:id/travel-orders',
  summary: "The supplier's travel orders (travel-order modal)",
  params: idParams,
  response: travelOrderListSchema,
  errors: ['FORBIDDEN', 'NOT_FOUND'],
});

export const freightLines = defineEndpoint({
  method: 'GET',
  path: '/api/reviews/:id/freight-lines',
  summary: 'The freight (AWB) lines the invoice bills (v2 table), paged',
  params: idParams,
  query: reviewFreightQuerySchema,
  response: reviewFreightPageSchema,
  errors: ['FORBIDDEN', 'NOT_FOUND'],
});

const spreadsheet = { method: 'GET', params: idParams, response: 'file', produces: XLS, errors: ['FORBIDDEN', 'NOT_FOUND'] } as const;

export const exportXls = defineEndpoint({ ...spreadsheet, path: '/api/reviews/:id/export.xls', summary: 'Export to Excel (reviewPIC-{ts}.xls)' });
export const linesXls = defineEndpoint({ ...spreadsheet, path: '/api/reviews/:id/lines.xls', summary: 'Download Line (reviewPIC-Line-{ts}.xls)' });
