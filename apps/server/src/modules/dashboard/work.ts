import { WORK_QUEUES_BY_ROLE, jakartaDate, type WorkQueue, type WorkQueueKey } from '@faktura/domain';
import type { AppDeps } from '../../deps';
import { cancellable, type RequestSignal } from '../../lib/cancellable';
import { countByStatus } from '../../outbox/index';
import { loadVendorScope, type Actor } from '../auth/index';
import { countLikelyDuplicates } from '../duplicates/index';
import { countDelegationsToday, countTasks } from '../tasks/index';
import { INVOICE_QUEUES, countInvoiceQueues } from './work-repo';

type Ctx = Pick<AppDeps, 'database'>;

/** What waits for the user: every queue of its role with its count and where it leads. */
export async function workQueue(ctx: Ctx, actor: Actor, signal?: RequestSignal): Promise<WorkQueue> {
  const keys = WORK_QUEUES_BY_ROLE[actor.typeUser];
  const scope = await loadVendorScope(ctx.database.db, actor);
  // Every count on one cancellable connection, one after the other.
  const [invoiceCounts, deliveries, duplicates, tasks, delegations] = await cancellable(ctx.database, signal, (db) =>
    Promise.all([
      countInvoiceQueues(db, scope, keys),
      keys.includes('deliveriesFailed') ? countByStatus(db) : null,
      keys.includes('duplicates') ? countLikelyDuplicates(db) : 0,
      keys.includes('tasks') ? countTasks(db, actor.userId) : 0,
      keys.includes('delegations') ? countDelegationsToday(db, actor.userId, jakartaDate()) : 0,
    ]),
  );
  const other: Partial<Record<WorkQueueKey, { count: number; path: string }>> = {
    deliveriesFailed: { count: deliveries?.FAILED ?? 0, path: '/erp/deliveries' },
    deliveriesWaiting: { count: (deliveries?.PENDING ?? 0) + (deliveries?.DELIVERING ?? 0), path: '/erp/deliveries' },
    duplicates: { count: duplicates, path: '/finance/duplicates' },
    tasks: { count: tasks, path: '/tasks' },
    delegations: { count: delegations, path: '/tasks/delegation' },
  };
  return {
    items: keys.map((key) => {
      const invoiceQueue = INVOICE_QUEUES[key];
      if (invoiceQueue) return { key, count: invoiceCounts.get(key) ?? 0, path: invoiceQueue.path };
      return { key, ...other[key]! };
    }),
  };
}
