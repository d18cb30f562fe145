import type { OutboxSettings } from '../config';
import type { Database } from '../db/client';
import type { ErpInvoiceResult, ErpInvoiceSubmission, ErpPort, ErpRejection } from '../erp/port';
import { transitionInvoices } from '../modules/invoices/index';
import { startPollLoop, type PollLoop } from '../lib/poll-loop';
import { claimDue, retryLater, settle, type ClaimedRow } from './queue';

export type WorkerLog = { info(data: object, message: string): void; warn(data: object, message: string): void; error(data: object, message: string): void };

export type OutboxWorkerDeps = { database: Database; erp: ErpPort; settings: OutboxSettings; log?: WorkerLog };

/** How an ERP rejection reads on the invoice (its reason): every code with its message. */
export function rejectionReason(rejections: ErpRejection[]): string {
  return `ERP rejected: ${rejections.map((r) => `${r.code}: ${r.message}`).join('; ')}`;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The ERP's answer, or a failure once `ms` have passed without one (a hung connection must not hold the worker). */
async function withinTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`The ERP did not answer within ${ms / 1000} s`)), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Records the ERP's answer and moves the invoice in one transaction: POSTED when imported,
 * back to PROCESSED with the ERP's reasons when rejected. Only the worker still holding the
 * claim records; a worker that lost it (its lease ran out) leaves the row to the one that took it.
 */
async function record(deps: OutboxWorkerDeps, row: ClaimedRow, answer: ErpInvoiceResult): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    const outcome = answer.accepted
      ? { status: 'DELIVERED' as const, result: { erpId: answer.erpId }, lastError: null }
      : { status: 'REJECTED' as const, result: { rejections: answer.rejections }, lastError: answer.message };
    if (!(await settle(tx, row, outcome)) || row.invoiceId === null) return;
    const data = { outboxId: row.id, ...outcome.result };
    await transitionInvoices(
      tx,
      answer.accepted
        ? { actor: 'SYSTEM', action: 'ERP_IMPORTED', invoiceIds: [row.invoiceId], data }
        : { actor: 'SYSTEM', action: 'ERP_REJECTED', invoiceIds: [row.invoiceId], reason: rejectionReason(answer.rejections), data },
    );
  });
}

async function deliverOne(deps: OutboxWorkerDeps, row: ClaimedRow): Promise<void> {
  let answer: ErpInvoiceResult;
  try {
    if (row.kind !== 'AP_INVOICE') throw new Error(`Unknown outbox kind ${row.kind}`);
    // An answer that comes after the timeout is dropped; the retry's same key gets it again.
    answer = await withinTimeout(deps.erp.submitInvoice(row.payload as ErpInvoiceSubmission), deps.settings.deliveryTimeoutMs);
  } catch (error) {
    // No answer (ERP unreachable or failing): deliver again after the backoff.
    deps.log?.warn({ outboxId: row.id, attempts: row.attempts, err: messageOf(error) }, 'ERP delivery failed; will retry');
    await retryLater(deps.database.db, row, messageOf(error), deps.settings);
    return;
  }
  try {
    await record(deps, row, answer);
    deps.log?.info(
      answer.accepted
        ? { outboxId: row.id, invoiceId: row.invoiceId, erpId: answer.erpId }
        : { outboxId: row.id, invoiceId: row.invoiceId, rejections: answer.rejections },
      answer.accepted ? 'ERP imported the invoice' : 'ERP rejected the invoice',
    );
  } catch (error) {
    // The ERP answered but the portal could not record it: delivering again gets the same answer (same key).
    deps.log?.error({ outboxId: row.id, err: messageOf(error) }, 'Recording the ERP answer failed; will retry');
    await retryLater(deps.database.db, row, `Recording the ERP's answer failed: ${messageOf(error)}`, deps.settings);
  }
}

/** One pass: claims what is due and delivers it, `concurrency` rows at a time. Returns how many rows it claimed. */
export async function deliverDue(deps: OutboxWorkerDeps): Promise<number> {
  const rows = await claimDue(deps.database.db, deps.settings.batchSize, deps.settings.leaseMs);
  let next = 0;
  const lane = async () => {
    while (next < rows.length) await deliverOne(deps, rows[next++]!);
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(deps.settings.concurrency, rows.length)) }, lane));
  return rows.length;
}

export type OutboxWorker = PollLoop;

/**
 * Delivers until stopped: pass after pass while rows are due, a poll interval's sleep when none
 * are. A pass that fails (database unreachable) is logged and tried again after the interval.
 */
export function startOutboxWorker(deps: OutboxWorkerDeps): OutboxWorker {
  return startPollLoop(() => deliverDue(deps), {
    pollMs: deps.settings.pollMs,
    onError: (error) => deps.log?.error({ err: messageOf(error) }, 'Outbox pass failed'),
  });
}
