import { ERP_DELIVERY_MESSAGES, type DeliveryCounts, type FailedDeliveriesResponse } from '@faktura/domain';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import { countByStatus, listFailed, retryFailed } from '../../outbox/index';

export async function deliveryCounts(db: Db): Promise<DeliveryCounts> {
  const c = await countByStatus(db);
  return { pending: c.PENDING, delivering: c.DELIVERING, delivered: c.DELIVERED, rejected: c.REJECTED, failed: c.FAILED };
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** The deliveries that got no answer after every retry, newest first, with the queue's counts. */
export async function findFailedDeliveries(db: Db, page: number, pageSize: number): Promise<FailedDeliveriesResponse> {
  const { total, items } = await listFailed(db, { limit: pageSize, offset: (page - 1) * pageSize });
  return {
    items: items.map((r) => ({ ...r, createdAt: iso(r.createdAt)!, lastAttemptAt: iso(r.lastAttemptAt) })),
    total,
    page,
    pageSize,
    counts: await deliveryCounts(db),
  };
}

/** Queues a failed delivery again. */
export async function retryDelivery(db: Db, id: number): Promise<{ message: string }> {
  const outcome = await retryFailed(db, id);
  if (outcome === 'notFound') throw notFound(ERP_DELIVERY_MESSAGES.notFound);
  if (outcome === 'notFailed') throw conflict(ERP_DELIVERY_MESSAGES.notFailed);
  return { message: ERP_DELIVERY_MESSAGES.retried };
}
