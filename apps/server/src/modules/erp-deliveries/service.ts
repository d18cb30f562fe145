import {
  DELIVERY_STATE_STATUSES,
  ERP_DELIVERY_MESSAGES,
  type DeliveryCounts,
  type DeliveryState,
  type DeliveryStatus,
  type FailedDeliveriesResponse,
} from '@faktura/domain';
import type { Database, Db } from '../../db/client';
import { cancellable, type RequestSignal } from '../../lib/cancellable';
import { conflict, notFound } from '../../lib/errors';
import { countByStatus, listDeliveries, retryFailed } from '../../outbox/index';

export async function deliveryCounts(db: Db): Promise<DeliveryCounts> {
  const c = await countByStatus(db);
  return { pending: c.PENDING, delivering: c.DELIVERING, delivered: c.DELIVERED, rejected: c.REJECTED, failed: c.FAILED };
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** What the ERP said last: the id it imported the invoice under, else its (or the network's) message. */
function answerOf(status: DeliveryStatus, result: unknown, lastError: string | null): string | null {
  const erpId = status === 'DELIVERED' && result && typeof result === 'object' && 'erpId' in result ? result.erpId : null;
  if (typeof erpId === 'string' || typeof erpId === 'number') return ERP_DELIVERY_MESSAGES.imported(String(erpId));
  return lastError;
}

/** A page of deliveries in a state (failed and waiting unless asked), with the queue's counts. */
export async function findDeliveries(
  database: Database,
  q: { page: number; pageSize: number; state: DeliveryState },
  signal?: RequestSignal,
): Promise<FailedDeliveriesResponse> {
  const { page, pageSize } = q;
  const [{ total, items }, counts] = await cancellable(database, signal, (own) =>
    Promise.all([listDeliveries(own, { statuses: DELIVERY_STATE_STATUSES[q.state], limit: pageSize, offset: (page - 1) * pageSize }), deliveryCounts(own)]),
  );
  return {
    items: items.map(({ result, ...r }) => {
      const status = r.status as DeliveryStatus;
      return {
        ...r,
        status,
        answer: answerOf(status, result, r.lastError),
        createdAt: iso(r.createdAt)!,
        lastAttemptAt: iso(r.lastAttemptAt),
        deliveredAt: iso(r.deliveredAt),
      };
    }),
    total,
    page,
    pageSize,
    counts,
  };
}

/** Queues a failed delivery again. */
export async function retryDelivery(db: Db, id: number): Promise<{ message: string }> {
  const outcome = await retryFailed(db, id);
  if (outcome === 'notFound') throw notFound(ERP_DELIVERY_MESSAGES.notFound);
  if (outcome === 'notFailed') throw conflict(ERP_DELIVERY_MESSAGES.notFailed);
  return { message: ERP_DELIVERY_MESSAGES.retried };
}
