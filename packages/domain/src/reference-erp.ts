import { z } from 'zod';
import { instanceSchema, isoDateSchema, rowIdSchema } from './common';
import { formatDate } from './format';

/**
 * The reference ERP's payment batch, started by its operator (docs/decisions/030-reference-erp-payment-run.md):
 * every unpaid installment of the portal's invoices due between the pay-from and pay-through dates
 * (and of one supplier, when named) is paid today, one payment per supplier, organisation and
 * currency. Only a portal running on the reference ERP offers it; a real ERP runs its own.
 */
export const REFERENCE_ERP_MESSAGES = {
  title: 'Payment batch (reference ERP)',
  intro:
    'The reference ERP pays what has fallen due on its own every hour. Its operator can run a payment batch now: every unpaid installment of portal invoices due in the range is paid today, one payment per supplier, company and currency.',
  notReference: "This portal's ERP runs its own payment batches: start one in the ERP.",
  fromAfterThrough: 'Pay from date must not be after the pay through date',
  throughEmpty: 'Pay through date is empty',
  confirm: 'Pay every unpaid installment due in this range now?',
  run: 'Run payment batch',
  noneDue: 'Nothing was due in this range: no payment was made.',
  made: (count: number, date: string) => `${count === 1 ? '1 payment' : `${count} payments`} made on ${formatDate(date)}`,
} as const;

export const paymentBatchRequestSchema = z
  .object({
    /** The earliest due date paid; none: everything due up to the pay-through date. */
    payFromDate: isoDateSchema.optional(),
    payThroughDate: isoDateSchema,
    instance: instanceSchema.optional(),
    vendorId: rowIdSchema.optional(),
  })
  .strict();
export type PaymentBatchRequest = z.infer<typeof paymentBatchRequestSchema>;

/** The form's rule (the server checks it again): the range must not run backwards. */
export function paymentBatchErrors(q: { payFromDate?: string | null; payThroughDate?: string | null }): string[] {
  const m: string[] = [];
  if (!q.payThroughDate) m.push(REFERENCE_ERP_MESSAGES.throughEmpty);
  else if (q.payFromDate && q.payFromDate > q.payThroughDate) m.push(REFERENCE_ERP_MESSAGES.fromAfterThrough);
  return m;
}

export const paymentBatchPaymentSchema = z.object({
  instance: z.string(),
  checkId: z.number().int(),
  checkNum: z.string(),
  vendorId: z.number().int(),
  orgId: z.number().int(),
  amount: z.string(),
  currency: z.string(),
  bankName: z.string(),
  installments: z.number().int(),
});
export type PaymentBatchPayment = z.infer<typeof paymentBatchPaymentSchema>;

export const paymentBatchResultSchema = z.object({ paymentDate: z.string(), payments: z.array(paymentBatchPaymentSchema) });
export type PaymentBatchResult = z.infer<typeof paymentBatchResultSchema>;

/** Whether this portal's ERP is the reference one (whose operator may start a payment batch here), and its today. */
export const paymentBatchAvailabilitySchema = z.object({ available: z.boolean(), today: z.string() });
export type PaymentBatchAvailability = z.infer<typeof paymentBatchAvailabilitySchema>;
