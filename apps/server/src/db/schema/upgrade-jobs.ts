import { pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Work an upgrade leaves for the application's own code, which SQL alone cannot do (e.g. running a
 * rule over the invoices saved before the rule existed): a migration queues a job by name, and the
 * server runs each job once after it starts (docs/architecture.md "Upgrades and migrations").
 * claimed_until keeps two starting servers from running the same job at once.
 */
export const upgradeJobs = pgTable('upgrade_jobs', {
  name: varchar('name', { length: 80 }).primaryKey(),
  queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
  claimedUntil: timestamp('claimed_until', { withTimezone: true }),
  doneAt: timestamp('done_at', { withTimezone: true }),
});
