import type { Db } from '../db/client';
import { rescanLikelyDuplicates } from '../modules/duplicates/index';
import { claimJob, findQueuedJobs, markJobDone, releaseJob } from './repo';

type Job = (db: Db) => Promise<unknown>;

/** The jobs a migration may queue, by the name it inserts into upgrade_jobs. */
export const UPGRADE_JOBS: Readonly<Record<string, Job>> = {
  'rescan-likely-duplicates': (db) => rescanLikelyDuplicates(db),
};

/**
 * Runs every queued job this code knows, one after another, each once: claimed first so that
 * two servers starting together do not both run it, marked done when it finished. A job that
 * fails stays queued and runs again at the next start. Names it does not know are left for the
 * release that queued them. Returns the names it ran.
 */
export async function runUpgradeJobs(
  db: Db,
  onError: (name: string, error: unknown) => void = () => {},
  jobs: Readonly<Record<string, Job>> = UPGRADE_JOBS,
): Promise<string[]> {
  const ran: string[] = [];
  for (const name of await findQueuedJobs(db)) {
    const job = jobs[name];
    if (!job || !(await claimJob(db, name))) continue;
    try {
      await job(db);
      await markJobDone(db, name);
      ran.push(name);
    } catch (error) {
      await releaseJob(db, name);
      onError(name, error);
    }
  }
  return ran;
}

/** Marks a job done without running it: a freshly seeded database already did its work. */
export const markUpgradeJobDone = markJobDone;
