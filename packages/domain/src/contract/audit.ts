import { auditFiltersSchema, auditListQuerySchema, auditListSchema } from '../audit';
import { defineEndpoint } from './endpoint';

/** /api/audit: the audit trail screen (finance only). */

export const list = defineEndpoint({
  method: 'GET',
  path: '/api/audit',
  summary: 'Status and master-data changes, newest first (who, when, what, before → after, reason)',
  query: auditListQuerySchema,
  response: auditListSchema,
  errors: ['FORBIDDEN'],
});

export const filters = defineEndpoint({
  method: 'GET',
  path: '/api/audit/filters',
  summary: 'Users and entities the trail can be filtered by',
  response: auditFiltersSchema,
  errors: ['FORBIDDEN'],
});
