import type { Db } from '../client';
import { paymentRuns } from '../schema/index';

/**
 * The demo companies' payment runs: the head offices pay every Friday, the branches on the 15th and
 * the last day of the month (31 = the last day of any month); AAM org 83 has none and pays on the due date.
 */
export async function seedPaymentRunsDemo(db: Db): Promise<void> {
  await db.insert(paymentRuns).values([
    { instance: 'AAM', orgId: 82, weekdays: [5], monthDays: [] },
    { instance: 'AAM', orgId: 81, weekdays: [], monthDays: [15, 31] },
    { instance: 'COMET', orgId: 201, weekdays: [5], monthDays: [] },
    { instance: 'COMET', orgId: 202, weekdays: [], monthDays: [15, 31] },
  ]);
}
