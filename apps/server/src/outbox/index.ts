/** The ERP outbox (docs/architecture.md): rows written with the status change (enqueue.ts), delivered by workers (worker.ts). */
export { deliverDue, startOutboxWorker, type WorkerLog } from './worker';
export { countByStatus, latestAnswers, listDeliveries, retryFailed, OUTBOX_STATUSES } from './queue';
