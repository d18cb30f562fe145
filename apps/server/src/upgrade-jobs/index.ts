import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { upgradeJobs } from '../db/schema/index';
import { rescanLikelyDuplicates } from '../modules/duplicates/index';

/** The jobs a migration may queue, by the name it inserts into upgrade_jobs. */
export const UPGRADE_JOBS: Readonly<Record<string, (db: Db) => Promise<unknown>>> = {
  'rescan-likely-duplicates': (db) => rescanLikelyDuplicates(db),
};

/** How long one server holds a job before another may take it over (it died mid-job). */
const CLAIM_MINUTES = 60;

/**
 * Runs every queued job this code knows, one after another, each once: claimed first so that
 * two servers starting together do not both run it, marked done when it finished. A job that
 * fails stays queued and runs again at the next start. Names it does not know are left for the
 * release that queued them. Returns the names it ran.
 */
export async function runUpgradeJobs(
  db: Db,
  onError: (name: string, error: unknown) => void = () => {},
  jobs: Readonly<Record<string, (db: Db) => Promise<unknown>>> = UPGRADE_JOBS,
): Promise<string[]> {
  const queued = await db
    .select({ name: upgradeJobs.name })
    .from(upgradeJobs)
    .where(isNull(upgradeJobs.doneAt))
    .orderBy(upgradeJobs.queuedAt, upgradeJobs.name);
  const ran: string[] = [];
  for (const { name } of queued) {
    const job = jobs[name];
    if (!job || !(await claim(db, name))) continue;
    try {
      await job(db);
      await db
        .update(upgradeJobs)
        .set({ doneAt: sql`now()`, claimedUntil: null })
        .where(eq(upgradeJobs.name, name));
      ran.push(name);
    } catch (error) {
      await db.update(upgradeJobs).set({ claimedUntil: null }).where(eq(upgradeJobs.name, name));
      onError(name, error);
    }
  }
  return ran;
}

async function claim(db: Db, name: string): Promise<boolean> {
  const claimed = await db
    .update(upgradeJobs)
    .set({ claimedUntil: sql`now() + make_interval(mins => ${CLAIM_MINUTES})` })
    .where(and(eq(upgradeJobs.name, name), isNull(upgradeJobs.doneAt), or(isNull(upgradeJobs.claimedUntil), lt(upgradeJobs.claimedUntil, sql`now()`))))
    .returning({ name: upgradeJobs.name });
  return claimed.length > 0;
}

/** Marks a job done without running it: a freshly seeded database already did its work. */
export async function markUpgradeJobDone(db: Db, name: string): Promise<void> {
  await db
    .update(upgradeJobs)
    .set({ doneAt: sql`now()`, claimedUntil: null })
    .where(eq(upgradeJobs.name, name));
}
