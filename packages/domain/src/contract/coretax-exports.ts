import { coretaxPreviewSchema, coretaxQuerySchema } from '../coretax-export';
import { defineEndpoint } from './endpoint';

/** /api/coretax-exports: finance's files for Coretax (BPPU withholding slips, Retur of input tax), per company and tax period. */

export const preview = defineEndpoint({
  method: 'GET',
  path: '/api/coretax-exports/preview',
  summary: 'Finance: the rows a BPPU or Retur file of a company and tax period would hold, and the rows refused with their reasons',
  query: coretaxQuerySchema,
  response: coretaxPreviewSchema,
  errors: ['FORBIDDEN'],
});

export const download = defineEndpoint({
  method: 'GET',
  path: '/api/coretax-exports/download',
  summary: 'Finance: the BPPU or Retur XML of a company and tax period (refused rows left out; 400 when no file can be made)',
  query: coretaxQuerySchema,
  response: 'file',
  produces: ['application/xml'],
  errors: ['FORBIDDEN', 'VALIDATION'],
});
