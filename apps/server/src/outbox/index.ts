/** The ERP outbox (docs/architecture.md): rows written with the status change (enqueue.ts), delivered by workers (worker.ts). */
export { deliverDue, rejectionReason, startOutboxWorker, type OutboxWorker, type OutboxWorkerDeps, type WorkerLog } from './worker';
export { backoffMs, countByStatus, latestAnswers, listFailed, retryFailed, OUTBOX_STATUSES, type OutboxStatus } from './queue';
