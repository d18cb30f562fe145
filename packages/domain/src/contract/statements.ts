import { statementQuerySchema, statementSchema } from '../statement-of-account';
import { defineEndpoint } from './endpoint';

/** /api/statements: a supplier's statement of account per company for a date range, with ageing; screen, PDF and .xlsx. */

export const get = defineEndpoint({
  method: 'GET',
  path: '/api/statements',
  summary: 'Statement of account of one supplier at one company for a date range: opening, entries, closing and ageing per currency (another supplier: 404)',
  query: statementQuerySchema,
  response: statementSchema,
  errors: ['FORBIDDEN', 'NOT_FOUND', 'VALIDATION'],
});
