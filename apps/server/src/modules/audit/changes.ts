import type { DbOrTx } from '../../db/client';
import { recordAudit } from './repo';

type Snapshot = Record<string, unknown> | null;

/**
 * Records one master-data change with the row as it was and as it is (null when created or
 * deleted), in the caller's transaction: the audit trail shows "before → after" from these. The
 * actor is only its user id: auth records logins here, so audit must not import auth back.
 */
export async function recordMasterChange(
  tx: DbOrTx,
  actor: { userId: number },
  change: { entity: string; entityId: number; action: 'CREATE' | 'UPDATE' | 'DELETE'; before: Snapshot; after: Snapshot },
): Promise<void> {
  await recordAudit(tx, {
    actorUserId: actor.userId,
    entity: change.entity,
    entityId: String(change.entityId),
    action: change.action,
    data: { before: change.before, after: change.after },
  });
}
