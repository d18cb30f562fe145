import { z } from 'zod';
import { INT4_MAX, queryInt } from '../common';
import { paymentRunDaysSchema } from '../expected-payment';
import { defineEndpoint } from './endpoint';

/** /api/master/payment-runs: the days each company pays (its payment runs), kept by finance. */

export const paymentRunSchema = z.object({
  instance: z.string(),
  orgId: z.number().int(),
  companyName: z.string(),
  weekdays: z.array(z.number().int()),
  monthDays: z.array(z.number().int()),
  updatedBy: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type PaymentRun = z.infer<typeof paymentRunSchema>;
export const paymentRunListSchema = z.object({ items: z.array(paymentRunSchema) });

export const paymentRunParams = z.strictObject({ instance: z.string().trim().min(1).max(20), orgId: queryInt(1, INT4_MAX) });

export const list = defineEndpoint({
  method: 'GET',
  path: '/api/master/payment-runs',
  summary: "Every company's payment run days (none: it pays on the due date)",
  response: paymentRunListSchema,
  errors: ['FORBIDDEN'],
});

export const save = defineEndpoint({
  method: 'PUT',
  path: '/api/master/payment-runs/:instance/:orgId',
  summary: "Set a company's payment run days (ISO weekdays 1-7 and/or days of the month 1-31; a day past the month's end is its last day)",
  params: paymentRunParams,
  body: paymentRunDaysSchema,
  response: paymentRunSchema,
  errors: ['FORBIDDEN', 'NOT_FOUND', 'VALIDATION'],
});
