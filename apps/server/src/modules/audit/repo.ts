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

/** Appends audit events (one statement for many); call it inside the transaction that makes the change. */
export async function recordAudit(db: DbOrTx, entry: AuditEntry | AuditEntry[]): Promise<void> {
  const entries = Array.isArray(entry) ? entry : [entry];
  if (entries.length) await db.insert(auditEvents).values(entries.map((e) => ({ ...e, data: e.data ?? null })));
}
