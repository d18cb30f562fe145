import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { paymentRuns, users } from '../../db/schema/index';

export async function findAll(db: DbOrTx) {
  return db
    .select({
      instance: paymentRuns.instance,
      orgId: paymentRuns.orgId,
      weekdays: paymentRuns.weekdays,
      monthDays: paymentRuns.monthDays,
      updatedBy: users.username,
      updatedAt: paymentRuns.updatedAt,
    })
    .from(paymentRuns)
    .leftJoin(users, eq(users.id, paymentRuns.updatedBy));
}

/** Sets the company's run days (a row per company), returning what they were before (null: none set). */
export async function upsert(tx: DbOrTx, row: { instance: string; orgId: number; weekdays: number[]; monthDays: number[]; updatedBy: number }) {
  const all = await findAll(tx);
  const before = all.find((r) => r.instance === row.instance && r.orgId === row.orgId) ?? null;
  await tx
    .insert(paymentRuns)
    .values({ ...row, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: [paymentRuns.instance, paymentRuns.orgId],
      set: { weekdays: row.weekdays, monthDays: row.monthDays, updatedBy: row.updatedBy, updatedAt: new Date() },
    });
  return before;
}
