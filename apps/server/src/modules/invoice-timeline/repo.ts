import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { scopeCondition } from '../../lib/scope-filter';
import type { VendorScope } from '../auth/index';
import type { DbOrTx } from '../../db/client';
import { auditEvents, invoices, outbox, users } from '../../db/schema/index';

/** The invoice's audit events, oldest first, each with its actor's user name (none: the server itself). */
export async function findInvoiceEvents(db: DbOrTx, invoiceId: number) {
  return db
    .select({
      action: auditEvents.action,
      fromStatus: auditEvents.fromStatus,
      toStatus: auditEvents.toStatus,
      reason: auditEvents.reason,
      data: auditEvents.data,
      at: auditEvents.at,
      actor: users.username,
    })
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.actorUserId))
    .where(and(eq(auditEvents.entity, 'invoice'), eq(auditEvents.entityId, String(invoiceId))))
    .orderBy(asc(auditEvents.at), asc(auditEvents.id));
}

/** The invoice's deliveries to the ERP. */
export async function findOutboxRows(db: DbOrTx, invoiceId: number) {
  return db
    .select({ status: outbox.status, attempts: outbox.attempts, createdAt: outbox.createdAt, lastAttemptAt: outbox.lastAttemptAt, lastError: outbox.lastError })
    .from(outbox)
    .where(eq(outbox.invoiceId, invoiceId))
    .orderBy(asc(outbox.id));
}

/** The newest approved invoices in the actor's scope (those the buyer will pay): what the expected payments are drawn from. */
export async function findApprovedInvoices(db: DbOrTx, scope: VendorScope, limit: number) {
  return db
    .select()
    .from(invoices)
    .where(and(inArray(invoices.status, ['PROCESSED', 'PROCESSING', 'POSTED']), scopeCondition(scope, invoices)))
    .orderBy(desc(invoices.updatedAt), desc(invoices.id))
    .limit(limit);
}
