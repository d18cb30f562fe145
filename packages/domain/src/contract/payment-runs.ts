import { paymentRunListSchema, paymentRunSaveSchema, paymentRunSchema } from '../expected-payment';
import { defineEndpoint } from './endpoint';

/** /api/master/payment-runs: the days each company pays (its payment runs), kept by finance. */

export const list = defineEndpoint({
  method: 'GET',
  path: '/api/master/payment-runs',
  summary: "Every company's payment run days (none: it pays on the due date)",
  response: paymentRunListSchema,
  errors: ['FORBIDDEN'],
});

export const save = defineEndpoint({
  method: 'PUT',
  path: '/api/master/payment-runs',
  summary: "Set a company's payment run days (ISO weekdays 1-7 and/or days of the month 1-31; a day past the month's end is its last day)",
  body: paymentRunSaveSchema,
  response: paymentRunSchema,
  errors: ['FORBIDDEN', 'NOT_FOUND', 'VALIDATION'],
});
