import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { upgradeJobs } from '../db/schema/index';

/** How long one server holds a job before another may take it over (it died mid-job). */
const CLAIM_MINUTES = 60;

/** Names of the jobs not done yet, in the order they were queued. */
export async function findQueuedJobs(db: DbOrTx): Promise<string[]> {
  const rows = await db.select({ name: upgradeJobs.name }).from(upgradeJobs).where(isNull(upgradeJobs.doneAt)).orderBy(upgradeJobs.queuedAt, upgradeJobs.name);
  return rows.map((r) => r.name);
}

/** Takes a job not done and not held by another server (or whose hold lapsed); true when taken. */
export async function claimJob(db: DbOrTx, name: string): Promise<boolean> {
  const claimed = await db
    .update(upgradeJobs)
    .set({ claimedUntil: sql`now() + make_interval(mins => ${CLAIM_MINUTES})` })
    .where(and(eq(upgradeJobs.name, name), isNull(upgradeJobs.doneAt), or(isNull(upgradeJobs.claimedUntil), lt(upgradeJobs.claimedUntil, sql`now()`))))
    .returning({ name: upgradeJobs.name });
  return claimed.length > 0;
}

export async function markJobDone(db: DbOrTx, name: string): Promise<void> {
  await db
    .update(upgradeJobs)
    .set({ doneAt: sql`now()`, claimedUntil: null })
    .where(eq(upgradeJobs.name, name));
}

export async function releaseJob(db: DbOrTx, name: string): Promise<void> {
  await db.update(upgradeJobs).set({ claimedUntil: null }).where(eq(upgradeJobs.name, name));
}
