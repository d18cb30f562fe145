import { BATCH_STATUS, type BatchStatus } from '@faktura/domain';
import type { DbOrTx } from '../../db/client';
import { recordAudit } from '../audit/index';
import type { Actor } from '../auth/index';
import { enqueueBatchUpload } from '../drive/index';
import * as repo from './repo';

/**
 * The only writer of a batch's status after it is created: DRAFT → OPEN when submitted (its
 * invoices move through the invoice life cycle in the same transaction), audited.
 */
export async function changeBatchStatus(tx: DbOrTx, actor: Actor, batch: repo.BatchRow, change: { action: 'SUBMIT'; to: BatchStatus }) {
  await repo.updateBatch(tx, batch.id, { status: change.to, ...(change.to === BATCH_STATUS.OPEN ? { submittedAt: new Date() } : {}) });
  await recordAudit(tx, {
    actorUserId: actor.userId,
    entity: 'batch',
    entityId: String(batch.id),
    action: change.action,
    fromStatus: batch.status,
    toStatus: change.to,
  });
  // A submitted batch's documents go to its company's drive once this transaction commits.
  if (change.to === BATCH_STATUS.OPEN) await enqueueBatchUpload(tx, batch);
}
