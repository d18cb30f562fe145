import { and, asc, eq } from 'drizzle-orm';
import type { StatusEvent } from '@faktura/domain';
import type { DbOrTx } from '../../db/client';
import { auditEvents, invoiceIntakes } from '../../db/schema/index';

export type IntakeRow = typeof invoiceIntakes.$inferSelect;

/** The structured file an invoice came in as, if it did. */
export async function findIntake(db: DbOrTx, invoiceId: number): Promise<IntakeRow | undefined> {
  const [row] = await db.select().from(invoiceIntakes).where(eq(invoiceIntakes.invoiceId, invoiceId)).limit(1);
  return row;
}

/** The invoice's audit events that name a status (its status changes among them), oldest first. */
export async function findStatusEvents(db: DbOrTx, invoiceId: number): Promise<StatusEvent[]> {
  const rows = await db
    .select({
      id: auditEvents.id,
      at: auditEvents.at,
      action: auditEvents.action,
      fromStatus: auditEvents.fromStatus,
      toStatus: auditEvents.toStatus,
      reason: auditEvents.reason,
      data: auditEvents.data,
    })
    .from(auditEvents)
    .where(and(eq(auditEvents.entity, 'invoice'), eq(auditEvents.entityId, String(invoiceId))))
    .orderBy(asc(auditEvents.at), asc(auditEvents.id));
  return rows.map((r) => ({ ...r, at: r.at.toISOString() }));
}
