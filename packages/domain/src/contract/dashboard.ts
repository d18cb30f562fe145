import { dashboardInvoicesSchema, dashboardReceiptsSchema } from '../dashboard';
import { defineEndpoint } from './endpoint';

/** /api/dashboard: the home screen's latest invoices and open receipts. */

export const invoices = defineEndpoint({
  method: 'GET',
  path: '/api/dashboard/invoices',
  summary: 'The 10 latest invoices the user may see',
  response: dashboardInvoicesSchema,
});

export const receipts = defineEndpoint({
  method: 'GET',
  path: '/api/dashboard/receipts',
  summary: 'The 10 newest received PO lines not yet invoiced (suppliers only)',
  response: dashboardReceiptsSchema,
  errors: ['FORBIDDEN'],
});
