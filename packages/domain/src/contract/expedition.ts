import {
  expeditionLineSchema,
  expeditionLineUpdateSchema,
  expeditionOptionsSchema,
  expeditionSearchResponseSchema,
  expeditionSearchSchema,
  expeditionSubmitResponseSchema,
  expeditionSubmitSchema,
  expeditionSummarySchema,
  expeditionUploadResponseSchema,
  expeditionVendorSchema,
} from '../expedition';
import { defineEndpoint } from './endpoint';
import { XLS, XLSX } from './params';

/**
 * /api/expedition: freight billing (No AWB and Branch choices, the line search, the REFERENCE
 * modal's update, Summary Invoice, Submit, the downloads and the upload of billed lines). Every
 * user type may come; each sees only the suppliers its scope holds.
 */

/** A supplier outside the caller's scope is refused. */
const errors = ['FORBIDDEN'] as const;

export const options = defineEndpoint({
  method: 'GET',
  path: '/api/expedition/options',
  summary: 'No AWB and Branch choices of a supplier',
  query: expeditionVendorSchema,
  response: expeditionOptionsSchema,
  errors,
});

export const lines = defineEndpoint({
  method: 'GET',
  path: '/api/expedition/lines',
  summary: 'Search freight lines (10 per page)',
  query: expeditionSearchSchema,
  response: expeditionSearchResponseSchema,
  errors,
});

export const updateLine = defineEndpoint({
  method: 'PUT',
  path: '/api/expedition/lines',
  summary: 'Update one freight line (REFERENCE modal)',
  body: expeditionLineUpdateSchema,
  response: expeditionLineSchema,
  errors: ['FORBIDDEN', 'NOT_FOUND', 'STALE_REVISION'],
});

export const summary = defineEndpoint({
  method: 'GET',
  path: '/api/expedition/summary',
  summary: 'Summary Invoice: saved lines per invoice number',
  query: expeditionVendorSchema,
  response: expeditionSummarySchema,
  errors,
});

export const submit = defineEndpoint({
  method: 'POST',
  path: '/api/expedition/submit',
  summary: 'Submit the saved invoices the user confirmed (each with its Summary Invoice version)',
  body: expeditionSubmitSchema,
  response: expeditionSubmitResponseSchema,
  errors: ['FORBIDDEN', 'NOT_FOUND', 'CONFLICT', 'STALE_REVISION'],
});

const exported = { method: 'GET', query: expeditionSearchSchema, response: 'file', errors } as const;

export const exportXls = defineEndpoint({
  ...exported,
  path: '/api/expedition/export.xls',
  summary: "Download the search's lines (xls)",
  produces: XLS,
});

export const exportXlsx = defineEndpoint({
  ...exported,
  path: '/api/expedition/export.xlsx',
  summary: "Download the search's lines (xlsx)",
  produces: XLSX,
});

export const upload = defineEndpoint({
  method: 'POST',
  path: '/api/expedition/upload',
  summary: 'Upload billed lines (.xls or .xlsx, multipart field "file")',
  query: expeditionVendorSchema,
  body: 'multipart',
  response: expeditionUploadResponseSchema,
  errors: ['FORBIDDEN', 'STALE_REVISION', 'TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE'],
});
