import { z } from 'zod';
import { supplierStatusSchema } from '../invoice-responses';
import { TIMELINE_STEP_KINDS } from '../timeline';
import { defineEndpoint } from './endpoint';
import { idParams } from './params';

/** /api/timeline: an invoice's timeline (every step, who, when, why) and its supplier-facing status and expected pay date. */

export const timelineStepSchema = z.object({
  kind: z.enum(TIMELINE_STEP_KINDS),
  action: z.string().nullable(),
  label: z.string(),
  /** ISO timestamp, or an ISO date when dateOnly (the ERP's payment date). */
  at: z.string(),
  dateOnly: z.boolean(),
  actor: z.string().nullable(),
  reason: z.string().nullable(),
  detail: z.string().nullable(),
});

export const expectedPaymentSchema = z.object({ dueDate: z.string(), expectedDate: z.string(), amount: z.string(), currency: z.string() });
export const paidSchema = z.object({ date: z.string(), amount: z.string(), checkNum: z.string(), bank: z.string().nullable(), currency: z.string() });

export const invoiceTimelineSchema = z.object({
  invoiceId: z.number().int(),
  invoiceNo: z.string(),
  /** The supplier status now (null for a draft). */
  status: supplierStatusSchema.nullable(),
  /** Approved or on its way, and not fully paid: when the buyer is expected to pay what is still open. */
  expected: expectedPaymentSchema.nullable(),
  /** Paid (in part or in full): the latest payment, with the sum paid so far. */
  paid: paidSchema.nullable(),
  steps: z.array(timelineStepSchema),
});
export type InvoiceTimeline = z.infer<typeof invoiceTimelineSchema>;
export type TimelineStepView = z.infer<typeof timelineStepSchema>;
export type ExpectedPaymentView = z.infer<typeof expectedPaymentSchema>;

export const get = defineEndpoint({
  method: 'GET',
  path: '/api/timeline/:id',
  summary: "An invoice's timeline, supplier status, expected pay date or payment (a supplier: its own invoices only)",
  params: idParams,
  response: invoiceTimelineSchema,
  errors: ['FORBIDDEN', 'NOT_FOUND'],
});
