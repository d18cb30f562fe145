import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { mailOutbox } from '../db/schema/index';

/** mail_outbox's SQL: claim, settle, retry. Times are the database's, so workers on several machines agree. */

export type ClaimedMail = { id: number; toAddress: string; subject: string; textBody: string; htmlBody: string | null; attempts: number; claimToken: string };

const millis = (ms: number) => sql`(${ms} * interval '1 millisecond')`;

/** Claims due mail (PENDING whose time has come, SENDING whose lease ran out) under a token and lease, skipping rows another worker is claiming. */
export async function claimDueMail(db: Db, limit: number, leaseMs: number): Promise<ClaimedMail[]> {
  const claimToken = randomUUID();
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      or(
        and(eq(mailOutbox.status, 'PENDING'), lte(mailOutbox.nextAttemptAt, sql`now()`)),
        and(eq(mailOutbox.status, 'SENDING'), lte(mailOutbox.leaseUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(mailOutbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(mailOutbox)
    .set({ status: 'SENDING', claimToken, leaseUntil: sql`now() + ${millis(leaseMs)}`, attempts: sql`${mailOutbox.attempts} + 1` })
    .where(inArray(mailOutbox.id, due))
    .returning({
      id: mailOutbox.id,
      toAddress: mailOutbox.toAddress,
      subject: mailOutbox.subject,
      textBody: mailOutbox.textBody,
      htmlBody: mailOutbox.htmlBody,
      attempts: mailOutbox.attempts,
    });
  return rows.sort((a, b) => a.id - b.id).map((r) => ({ ...r, claimToken }));
}

/** SENT with the server's Message-ID; false when this worker no longer holds the claim. */
export async function markSent(db: DbOrTx, row: ClaimedMail, messageId: string): Promise<boolean> {
  const done = await db
    .update(mailOutbox)
    .set({ status: 'SENT', messageId: messageId.slice(0, 300), sentAt: sql`now()`, claimToken: null, leaseUntil: null, lastError: null })
    .where(and(eq(mailOutbox.id, row.id), eq(mailOutbox.claimToken, row.claimToken), eq(mailOutbox.status, 'SENDING')))
    .returning({ id: mailOutbox.id });
  return done.length === 1;
}

export type RetrySettings = { maxAttempts: number; backoffBaseMs: number; backoffMaxMs: number };

export function mailBackoffMs(attempts: number, s: Pick<RetrySettings, 'backoffBaseMs' | 'backoffMaxMs'>): number {
  return Math.min(s.backoffBaseMs * 2 ** Math.min(Math.max(attempts - 1, 0), 30), s.backoffMaxMs);
}

/** Not handed over: due again after the backoff, or FAILED at the cap. */
export async function retryMailLater(db: DbOrTx, row: ClaimedMail, error: string, s: RetrySettings): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      status: row.attempts >= s.maxAttempts ? 'FAILED' : 'PENDING',
      nextAttemptAt: sql`now() + ${millis(mailBackoffMs(row.attempts, s))}`,
      lastError: error.slice(0, 4000),
      claimToken: null,
      leaseUntil: null,
    })
    .where(and(eq(mailOutbox.id, row.id), eq(mailOutbox.claimToken, row.claimToken)));
}
