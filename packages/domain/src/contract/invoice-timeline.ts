import { invoiceTimelineSchema, upcomingPaymentsSchema } from '../timeline';
import { defineEndpoint } from './endpoint';
import { idParams } from './params';

/** /api/timeline: an invoice's timeline (every step, who, when, why) and its supplier-facing status and expected pay date. */

export const upcoming = defineEndpoint({
  method: 'GET',
  path: '/api/timeline/expected-payments',
  summary: 'The next expected payments of the invoices the user may see (approved, not yet paid), soonest first',
  response: upcomingPaymentsSchema,
  errors: ['FORBIDDEN'],
});

export const get = defineEndpoint({
  method: 'GET',
  path: '/api/timeline/:id',
  summary: "An invoice's timeline, supplier status, expected pay date or payment (a supplier: its own invoices only)",
  params: idParams,
  response: invoiceTimelineSchema,
  errors: ['FORBIDDEN', 'NOT_FOUND'],
});
