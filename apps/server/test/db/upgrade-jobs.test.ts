import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { runUpgradeJobs } from '../../src/upgrade-jobs/index';
import { getTestContext } from '../helpers/app';

// Jobs a migration queues for the application's code run once after a start: these use names of
// their own (this worker's database also holds the real, already done, ones).

const NAMES = ['test-a', 'test-b', 'test-unknown'];

async function queue(...names: string[]) {
  const { database } = await getTestContext();
  for (const name of names) await database.db.execute(sql`insert into upgrade_jobs (name) values (${name})`);
}
const stateOf = async (name: string) => {
  const { database } = await getTestContext();
  const [row] = await database.rows<{ done: boolean; claimed: boolean }>(
    sql`select done_at is not null as done, claimed_until is not null as claimed from upgrade_jobs where name = ${name}`,
  );
  return row;
};

afterEach(async () => {
  const { database } = await getTestContext();
  await database.db.execute(sql`delete from upgrade_jobs where name in ('test-a', 'test-b', 'test-unknown')`);
});

describe('upgrade jobs', () => {
  it('runs each queued job it knows once, in the order queued, and leaves names it does not know', async () => {
    const { database } = await getTestContext();
    await queue(...NAMES);
    const ran: string[] = [];
    const record = (what: string) => () => Promise.resolve(void ran.push(what));
    const jobs = { 'test-a': record('a'), 'test-b': record('b') };
    expect(await runUpgradeJobs(database.db, undefined, jobs)).toEqual(['test-a', 'test-b']);
    expect(ran).toEqual(['a', 'b']);
    expect(await runUpgradeJobs(database.db, undefined, jobs)).toEqual([]);
    expect(ran).toEqual(['a', 'b']);
    expect(await stateOf('test-unknown')).toEqual({ done: false, claimed: false });
  });

  it('keeps a failed job queued and unclaimed, so the next start runs it again', async () => {
    const { database } = await getTestContext();
    await queue('test-a');
    const failures: string[] = [];
    const failing = { 'test-a': () => Promise.reject(new Error('disk full')) };
    expect(await runUpgradeJobs(database.db, (name, error) => failures.push(`${name}: ${(error as Error).message}`), failing)).toEqual([]);
    expect(failures).toEqual(['test-a: disk full']);
    expect(await stateOf('test-a')).toEqual({ done: false, claimed: false });
    expect(await runUpgradeJobs(database.db, undefined, { 'test-a': () => Promise.resolve() })).toEqual(['test-a']);
  });

  it('does not run a job another server has claimed and is still running', async () => {
    const { database } = await getTestContext();
    await queue('test-a');
    await database.db.execute(sql`update upgrade_jobs set claimed_until = now() + interval '10 minutes' where name = 'test-a'`);
    let runs = 0;
    expect(await runUpgradeJobs(database.db, undefined, { 'test-a': () => Promise.resolve(void runs++) })).toEqual([]);
    // Its claim lapsed (that server died): the job is taken over.
    await database.db.execute(sql`update upgrade_jobs set claimed_until = now() - interval '1 minute' where name = 'test-a'`);
    expect(await runUpgradeJobs(database.db, undefined, { 'test-a': () => Promise.resolve(void runs++) })).toEqual(['test-a']);
    expect(runs).toBe(1);
  });
});
