import { z } from 'zod';
import { queryInt } from './common';

/**
 * The operators' view of the ERP outbox (route /erp/deliveries, finance only): every delivery by
 * state with its attempts, last attempt and the ERP's answer, and a retry of a failed one.
 */

export const ERP_DELIVERY_MESSAGES = {
  retried: 'Delivery queued again',
  notFound: 'Delivery not found',
  notFailed: 'Only a failed delivery can be retried',
  imported: (erpId: string) => `Imported as ERP invoice ${erpId}`,
} as const;

/** An outbox row's status as stored. */
export const DELIVERY_STATUSES = ['PENDING', 'DELIVERING', 'DELIVERED', 'REJECTED', 'FAILED'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/**
 * The list's state filter. `open` (failed and waiting) comes first: those are what finance acts
 * on or waits for; the ERP has not answered them yet. Imported and rejected ones are settled (a
 * rejection is on its invoice, back in PROCESSED), there to look back at.
 */
export const DELIVERY_STATES = ['open', 'failed', 'waiting', 'delivered', 'rejected', 'all'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];
export const DELIVERY_STATE_LABELS: Record<DeliveryState, string> = {
  open: 'Failed and waiting',
  failed: 'Failed',
  waiting: 'Waiting',
  delivered: 'Imported',
  rejected: 'Rejected by the ERP',
  all: 'All',
};
export const DELIVERY_STATUS_LABELS: Record<DeliveryStatus, string> = {
  PENDING: 'Waiting',
  DELIVERING: 'Delivering',
  DELIVERED: 'Imported',
  REJECTED: 'Rejected by the ERP',
  FAILED: 'Failed',
};
/** The stored statuses each state filter shows. */
export const DELIVERY_STATE_STATUSES: Record<DeliveryState, readonly DeliveryStatus[]> = {
  open: ['FAILED', 'PENDING', 'DELIVERING'],
  failed: ['FAILED'],
  waiting: ['PENDING', 'DELIVERING'],
  delivered: ['DELIVERED'],
  rejected: ['REJECTED'],
  all: DELIVERY_STATUSES,
};

/** Outbox row states the screen counts: waiting (PENDING / DELIVERING), the ERP's answers, and FAILED. */
export const deliveryCountsSchema = z.object({
  pending: z.number().int(),
  delivering: z.number().int(),
  delivered: z.number().int(),
  rejected: z.number().int(),
  failed: z.number().int(),
});
export type DeliveryCounts = z.infer<typeof deliveryCountsSchema>;

/** One delivery (the name stays from when the list held failed ones only). */
export const failedDeliverySchema = z.object({
  id: z.number().int(),
  status: z.enum(DELIVERY_STATUSES),
  invoiceId: z.number().int().nullable(),
  invoiceNo: z.string().nullable(),
  vendorName: z.string().nullable(),
  instance: z.string(),
  orgId: z.number().int().nullable(),
  attempts: z.number().int(),
  /** The ERP's (or the network's) last message. */
  lastError: z.string().nullable(),
  /** What the ERP answered: its import id, its rejection, or the last failure; null before any attempt. */
  answer: z.string().nullable(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
});
export type FailedDelivery = z.infer<typeof failedDeliverySchema>;

/** A page of deliveries in a state (default failed and waiting): failed first, then waiting, then settled, newest first within each. */
export const failedDeliveriesQuerySchema = z.strictObject({
  page: queryInt(1, 100000).default(1),
  pageSize: queryInt(1, 50).default(10),
  state: z.enum(DELIVERY_STATES).default('open'),
});
export type FailedDeliveriesQuery = z.input<typeof failedDeliveriesQuerySchema>;

export const failedDeliveriesResponseSchema = z.object({
  items: z.array(failedDeliverySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  counts: deliveryCountsSchema,
});
export type FailedDeliveriesResponse = z.infer<typeof failedDeliveriesResponseSchema>;

export const retryDeliveryResponseSchema = z.object({ message: z.string() });
