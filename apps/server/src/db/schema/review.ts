import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from './portal';

/**
 * A user hands their recommender tasks to a substitute for a date range (both ends included):
 * while it covers today the substitute sees and decides the delegator's tasks, and the audit of
 * each decision names both.
 */
export const taskDelegations = pgTable(
  'task_delegations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    delegatorUserId: integer('delegator_user_id')
      .notNull()
      .references(() => users.id),
    substituteUserId: integer('substitute_user_id')
      .notNull()
      .references(() => users.id),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('task_delegations_substitute_idx').on(t.substituteUserId, t.startDate),
    index('task_delegations_delegator_idx').on(t.delegatorUserId, t.startDate),
    check('task_delegations_dates_ck', sql`${t.endDate} >= ${t.startDate}`),
    check('task_delegations_not_self_ck', sql`${t.delegatorUserId} <> ${t.substituteUserId}`),
  ],
);
