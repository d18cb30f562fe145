import { z } from 'zod';
import { queryInt } from './common';

/**
 * The operators' view of the ERP outbox (route /erp/deliveries, finance only): deliveries that
 * failed (no answer from the ERP after every retry) with the ERP's last message, and a retry.
 */

export const ERP_DELIVERY_MESSAGES = {
  retried: 'Delivery queued again',
  notFound: 'Delivery not found',
  notFailed: 'Only a failed delivery can be retried',
} as const;

/** Outbox row states the screen counts: waiting (PENDING / DELIVERING), the ERP's answers, and FAILED. */
export const deliveryCountsSchema = z.object({
  pending: z.number().int(),
  delivering: z.number().int(),
  delivered: z.number().int(),
  rejected: z.number().int(),
  failed: z.number().int(),
});
export type DeliveryCounts = z.infer<typeof deliveryCountsSchema>;

export const failedDeliverySchema = z.object({
  id: z.number().int(),
  invoiceId: z.number().int().nullable(),
  invoiceNo: z.string().nullable(),
  vendorName: z.string().nullable(),
  instance: z.string(),
  orgId: z.number().int().nullable(),
  attempts: z.number().int(),
  /** The ERP's (or the network's) last message. */
  lastError: z.string().nullable(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
});
export type FailedDelivery = z.infer<typeof failedDeliverySchema>;

export const failedDeliveriesQuerySchema = z.strictObject({
  page: queryInt(1, 100000).default(1),
  pageSize: queryInt(1, 50).default(10),
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
