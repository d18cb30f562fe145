import { dashboardInvoicesSchema, dashboardReceiptsSchema } from '../dashboard';
import { workQueueSchema } from '../work-queue';
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

export const work = defineEndpoint({
  method: 'GET',
  path: '/api/dashboard/work',
  summary: 'What waits for the user, per role: a count per queue and the list it opens, in one request',
  response: workQueueSchema,
});
