import type { DbOrTx } from '../../db/client';
import { auditEvents } from '../../db/schema/index';

export type AuditEntry = {
  actorUserId: number | null;
  entity: string;
  entityId: string;
  action: string;
  fromStatus?: string | null;
  toStatus?: string | null;
  reason?: string | null;
  data?: unknown;
};

/** Appends one audit event; call it inside the transaction that makes the change. */
export async function recordAudit(db: DbOrTx, entry: AuditEntry): Promise<void> {
  await db.insert(auditEvents).values({ ...entry, data: entry.data ?? null });
}
