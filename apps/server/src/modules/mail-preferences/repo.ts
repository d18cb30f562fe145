import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { mailPreferences } from '../../db/schema/index';

export function findPreferences(db: DbOrTx, userId: number) {
  return db.select().from(mailPreferences).where(eq(mailPreferences.userId, userId));
}

export async function upsertPreferences(db: DbOrTx, values: Array<{ userId: number; event: string; enabled: boolean }>) {
  await db
    .insert(mailPreferences)
    .values(values)
    .onConflictDoUpdate({ target: [mailPreferences.userId, mailPreferences.event], set: { enabled: sql`excluded.enabled`, updatedAt: sql`now()` } });
}
