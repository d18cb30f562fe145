import { paymentBatchAvailabilitySchema, paymentBatchRequestSchema, paymentBatchResultSchema } from '../reference-erp';
import { defineEndpoint } from './endpoint';

/**
 * /api/reference-erp: the reference ERP's operator actions (a portal on another ERP answers
 * NOT_FOUND: its payment runs are that ERP's own). Finance is the reference ERP's operator.
 */

export const paymentBatchAvailability = defineEndpoint({
  method: 'GET',
  path: '/api/reference-erp/payment-batches',
  summary: 'Whether this portal runs on the reference ERP, whose payment batch its operator may start here',
  response: paymentBatchAvailabilitySchema,
  errors: ['FORBIDDEN'],
});

export const runPaymentBatch = defineEndpoint({
  method: 'POST',
  path: '/api/reference-erp/payment-batches',
  summary: "Run the reference ERP's payment batch now: pay every unpaid installment of portal invoices due in the range, dated today",
  body: paymentBatchRequestSchema,
  response: paymentBatchResultSchema,
  status: 201,
  errors: ['FORBIDDEN', 'NOT_FOUND', 'VALIDATION'],
});
