import { supplierListSchema, supplierQuerySchema } from '../invoices';
import { defineEndpoint } from './endpoint';

/** /api/suppliers: the supplier filter of finance and PIC screens. */

export const list = defineEndpoint({
  method: 'GET',
  path: '/api/suppliers',
  summary: 'Suppliers to filter by (finance: all; PIC: mapped)',
  query: supplierQuerySchema,
  response: supplierListSchema,
  errors: ['FORBIDDEN'],
});
