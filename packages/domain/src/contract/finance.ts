import {
  financeCompletionSchema,
  financeLookupQuerySchema,
  financeOptionsSchema,
  financePoInvoiceSchema,
  financeRejectSchema,
  financeReviewSchema,
  financeReviewSubmitSchema,
  findInvoicesQuerySchema,
  findInvoicesV2QuerySchema,
  foundInvoicesSchema,
  invoiceNumberQuerySchema,
  invoiceNumbersSchema,
} from '../finance';
import { defineEndpoint } from './endpoint';
import { idParams, XLS } from './params';

/**
 * /api/finance: Find Invoice v1/v2, the finance detail of a PO invoice (complete, submit to the
 * ERP, reject) and finance's part of the non-PO / proxy review (pay group, Submit to finance, reject, export).
 */

export const find = defineEndpoint({
  method: 'GET',
  path: '/api/finance/find',
  summary: 'Find invoice for review (v1)',
  query: findInvoicesQuerySchema,
  response: foundInvoicesSchema,
  errors: ['FORBIDDEN'],
});

export const findV2 = defineEndpoint({
  method: 'GET',
  path: '/api/finance/v2/find',
  summary: 'Find invoice for review (v2: match type MATCH/UNMATCH)',
  query: findInvoicesV2QuerySchema,
  response: foundInvoicesSchema,
  errors: ['FORBIDDEN'],
});

export const invoiceNumbers = defineEndpoint({
  method: 'GET',
  path: '/api/finance/invoice-numbers',
  summary: 'E-invoice number autocomplete',
  query: invoiceNumberQuerySchema,
  response: invoiceNumbersSchema,
  errors: ['FORBIDDEN'],
});

export const lookupPoInvoice = defineEndpoint({
  method: 'GET',
  path: '/api/finance/po-invoices',
  summary: 'A PO invoice by invoice, batch and supplier number (finance detail)',
  query: financeLookupQuerySchema,
  response: financePoInvoiceSchema,
  errors: ['FORBIDDEN', 'NOT_FOUND'],
});

export const getPoInvoice = defineEndpoint({
  method: 'GET',
  path: '/api/finance/po-invoices/:id',
  summary: 'Finance detail of a PO invoice',
  params: idParams,
  response: financePoInvoiceSchema,
  errors: ['FORBIDDEN', 'NOT_FOUND'],
});

export const poInvoiceOptions = defineEndpoint({
  method: 'GET',
  path: '/api/finance/po-invoices/:id/options',
  summary: 'Banks, payment methods, terms, accounts and pay groups for the finance form',
  params: idParams,
  response: financeOptionsSchema,
  errors: ['FORBIDDEN', 'NOT_FOUND'],
});

/** Refusals of a finance decision: someone saved first, or the invoice's status moved on. */
const decision = ['FORBIDDEN', 'NOT_FOUND', 'STALE_REVISION', 'CONFLICT'] as const;

export const savePoInvoice = defineEndpoint({
  method: 'PUT',
  path: '/api/finance/po-invoices/:id',
  summary: 'Save finance fields (OPEN → PROCESSED; a PROCESSED invoice stays PROCESSED)',
  params: idParams,
  body: financeCompletionSchema,
  response: financePoInvoiceSchema,
  errors: decision,
});

export const submitPoInvoice = defineEndpoint({
  method: 'POST',
  path: '/api/finance/po-invoices/:id/submit',
  summary: 'Submit to the ERP (PROCESSED → PROCESSING, outbox row in the same transaction)',
  params: idParams,
  body: financeCompletionSchema,
  response: financePoInvoiceSchema,
  errors: decision,
});

export const rejectPoInvoice = defineEndpoint({
  method: 'POST',
  path: '/api/finance/po-invoices/:id/reject',
  summary: 'Reject with a reason (→ REJECTED, supplier notified)',
  params: idParams,
  body: financeRejectSchema,
  response: financePoInvoiceSchema,
  errors: decision,
});

export const getReview = defineEndpoint({
  method: 'GET',
  path: '/api/finance/reviews/:id',
  summary: 'Finance review of a non-PO or proxy invoice: pay group and buttons',
  params: idParams,
  response: financeReviewSchema,
  errors: ['FORBIDDEN', 'NOT_FOUND'],
});

export const submitReview = defineEndpoint({
  method: 'POST',
  path: '/api/finance/reviews/:id/submit',
  summary: 'Submit to finance: pay group, then PROCESSED → PROCESSING (outbox row in the same transaction)',
  params: idParams,
  body: financeReviewSubmitSchema,
  response: financeReviewSchema,
  errors: decision,
});

export const rejectReview = defineEndpoint({
  method: 'POST',
  path: '/api/finance/reviews/:id/reject',
  summary: 'Reject a reviewed invoice with a reason (→ REJECTED, its author notified)',
  params: idParams,
  body: financeRejectSchema,
  response: financeReviewSchema,
  errors: decision,
});

export const exportReview = defineEndpoint({
  method: 'GET',
  path: '/api/finance/reviews/:id/export.xls',
  summary: 'Export to Excel (reviewFin-{ts}.xls)',
  params: idParams,
  response: 'file',
  produces: XLS,
  errors: ['FORBIDDEN', 'NOT_FOUND'],
});
