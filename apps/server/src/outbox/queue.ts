import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { invoices, outbox } from '../db/schema/index';
import type { OutboxSettings } from '../config';

/** The outbox table's SQL: claiming, settling, retrying, counting. Times are the database's (now()), so workers on several machines agree. */

export type OutboxStatus = 'PENDING' | 'DELIVERING' | 'DELIVERED' | 'REJECTED' | 'FAILED';
export const OUTBOX_STATUSES: readonly OutboxStatus[] = ['PENDING', 'DELIVERING', 'DELIVERED', 'REJECTED', 'FAILED'];

export type ClaimedRow = {
  id: number;
  kind: string;
  invoiceId: number | null;
  payload: unknown;
  attempts: number;
  claimToken: string;
};

const millis = (ms: number) => sql`(${ms} * interval '1 millisecond')`;

/**
 * Claims up to `limit` rows due for delivery for one worker: PENDING rows whose time has come, and
 * DELIVERING rows whose claim ran out (their worker died). FOR UPDATE SKIP LOCKED lets workers claim
 * side by side without waiting for or taking each other's rows; the claim itself is the token and
 * lease written in the same statement, so no transaction stays open while the ERP answers.
 */
export async function claimDue(db: Db, limit: number, leaseMs: number): Promise<ClaimedRow[]> {
  const claimToken = randomUUID();
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      or(and(eq(outbox.status, 'PENDING'), lte(outbox.nextAttemptAt, sql`now()`)), and(eq(outbox.status, 'DELIVERING'), lte(outbox.leaseUntil, sql`now()`))),
    )
    .orderBy(asc(outbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(outbox)
    .set({
      status: 'DELIVERING',
      claimToken,
      leaseUntil: sql`now() + ${millis(leaseMs)}`,
      attempts: sql`${outbox.attempts} + 1`,
      lastAttemptAt: sql`now()`,
    })
    .where(inArray(outbox.id, due))
    .returning({ id: outbox.id, kind: outbox.kind, invoiceId: outbox.invoiceId, payload: outbox.payload, attempts: outbox.attempts });
  return rows.sort((a, b) => a.id - b.id).map((r) => ({ ...r, claimToken }));
}

/** Settles a claimed row with the ERP's answer; false when the claim was lost (another worker now holds the row). */
export async function settle(
  tx: DbOrTx,
  row: ClaimedRow,
  outcome: { status: 'DELIVERED' | 'REJECTED'; result: object; lastError: string | null },
): Promise<boolean> {
  const done = await tx
    .update(outbox)
    .set({ ...outcome, deliveredAt: sql`now()`, claimToken: null, leaseUntil: null })
    .where(and(eq(outbox.id, row.id), eq(outbox.claimToken, row.claimToken), eq(outbox.status, 'DELIVERING')))
    .returning({ id: outbox.id });
  return done.length === 1;
}

/** The wait after the n-th failed attempt: exponential, capped. */
export function backoffMs(attempts: number, settings: Pick<OutboxSettings, 'backoffBaseMs' | 'backoffMaxMs'>): number {
  return Math.min(settings.backoffBaseMs * 2 ** Math.min(Math.max(attempts - 1, 0), 30), settings.backoffMaxMs);
}

/** No answer this time: due again after the backoff, or FAILED once the attempts reach the cap. */
export async function retryLater(db: DbOrTx, row: ClaimedRow, error: string, settings: OutboxSettings): Promise<void> {
  const failed = row.attempts >= settings.maxAttempts;
  await db
    .update(outbox)
    .set({
      status: failed ? 'FAILED' : 'PENDING',
      nextAttemptAt: sql`now() + ${millis(backoffMs(row.attempts, settings))}`,
      lastError: error.slice(0, 4000),
      claimToken: null,
      leaseUntil: null,
    })
    .where(and(eq(outbox.id, row.id), eq(outbox.claimToken, row.claimToken)));
}

/** Rows per status (every status present, 0 when none): what /metrics shows. */
export async function countByStatus(db: Db): Promise<Record<OutboxStatus, number>> {
  const rows = await db.select({ status: outbox.status, n: count() }).from(outbox).groupBy(outbox.status);
  const counts = Object.fromEntries(OUTBOX_STATUSES.map((s) => [s, 0])) as Record<OutboxStatus, number>;
  for (const r of rows) if (r.status in counts) counts[r.status as OutboxStatus] = Number(r.n);
  return counts;
}

/**
 * Rows in the given statuses with the invoice they carry: FAILED first (they need someone), then
 * those still to deliver, then the settled ones; newest first within each.
 */
export async function listDeliveries(db: Db, q: { statuses: readonly OutboxStatus[]; limit: number; offset: number }) {
  const where = inArray(outbox.status, [...q.statuses]);
  const [total] = await db.select({ n: count() }).from(outbox).where(where);
  const items = await db
    .select({
      id: outbox.id,
      status: outbox.status,
      invoiceId: outbox.invoiceId,
      invoiceNo: invoices.invoiceNo,
      vendorName: invoices.vendorName,
      instance: outbox.instance,
      orgId: invoices.orgId,
      attempts: outbox.attempts,
      lastError: outbox.lastError,
      result: outbox.result,
      createdAt: outbox.createdAt,
      lastAttemptAt: outbox.lastAttemptAt,
      deliveredAt: outbox.deliveredAt,
    })
    .from(outbox)
    .leftJoin(invoices, eq(invoices.id, outbox.invoiceId))
    .where(where)
    .orderBy(sql`case ${outbox.status} when 'FAILED' then 0 when 'DELIVERING' then 1 when 'PENDING' then 1 else 2 end`, desc(outbox.id))
    .limit(q.limit)
    .offset(q.offset);
  return { total: Number(total?.n ?? 0), items };
}

/** A FAILED row due again now, with a fresh set of attempts (and its key: the ERP still takes it at most once). */
export async function retryFailed(db: Db, id: number): Promise<'retried' | 'notFailed' | 'notFound'> {
  const rows = await db
    .update(outbox)
    .set({ status: 'PENDING', attempts: 0, nextAttemptAt: sql`now()` })
    .where(and(eq(outbox.id, id), eq(outbox.status, 'FAILED')))
    .returning({ id: outbox.id });
  if (rows.length) return 'retried';
  const [row] = await db.select({ id: outbox.id }).from(outbox).where(eq(outbox.id, id));
  return row ? 'notFailed' : 'notFound';
}

/** The ERP's latest answer for each invoice given: its rejections when it refused the last submission. */
export async function latestAnswers(db: DbOrTx, invoiceIds: number[]) {
  if (!invoiceIds.length) return [];
  return db
    .selectDistinctOn([outbox.invoiceId], { invoiceId: outbox.invoiceId, status: outbox.status, result: outbox.result, lastError: outbox.lastError })
    .from(outbox)
    .where(inArray(outbox.invoiceId, invoiceIds))
    .orderBy(outbox.invoiceId, desc(outbox.id));
}
