import { statementQuerySchema, statementSchema } from '../statement-of-account';
import { defineEndpoint } from './endpoint';
import { PDF, XLSX } from './params';

/** /api/statements: a supplier's statement of account per company for a date range, with ageing; screen, PDF and .xlsx. */

export const get = defineEndpoint({
  method: 'GET',
  path: '/api/statements',
  summary: 'Statement of account of one supplier at one company for a date range: opening, entries, closing and ageing per currency (another supplier: 404)',
  query: statementQuerySchema,
  response: statementSchema,
  errors: ['FORBIDDEN', 'NOT_FOUND', 'VALIDATION'],
});

export const xlsx = defineEndpoint({
  method: 'GET',
  path: '/api/statements/xlsx',
  summary: 'The same statement as an .xlsx file: per currency the opening, every entry, the closing and the ageing',
  query: statementQuerySchema,
  response: 'file',
  produces: [...XLSX],
  errors: ['FORBIDDEN', 'NOT_FOUND', 'VALIDATION'],
});

export const pdf = defineEndpoint({
  method: 'GET',
  path: '/api/statements/pdf',
  summary:
    'The same statement as a PDF: company header, supplier, period, per currency the opening, every entry with its running balance, the closing and the ageing',
  query: statementQuerySchema,
  response: 'file',
  produces: [...PDF],
  errors: ['FORBIDDEN', 'NOT_FOUND', 'VALIDATION'],
});
