import { and, desc, eq, inArray, lt, lte, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { driveConsents, driveLinks, driveUploads, users } from '../../db/schema/index';

export type UploadRow = typeof driveUploads.$inferSelect;
export type LinkRow = typeof driveLinks.$inferSelect;

export async function listLinks(db: DbOrTx) {
  return db
    .select({ link: driveLinks, linkedBy: users.username })
    .from(driveLinks)
    .leftJoin(users, eq(users.id, driveLinks.linkedBy))
    .orderBy(driveLinks.company);
}

/** The first of the companies (in the order given) that has a linked drive. */
export async function findLink(db: DbOrTx, companies: string[]): Promise<LinkRow | undefined> {
  const rows = await db.select().from(driveLinks).where(inArray(driveLinks.company, companies));
  return companies.map((c) => rows.find((r) => r.company === c)).find((r) => r !== undefined);
}

export async function saveLink(db: DbOrTx, values: { company: string; provider: string; sealedTokens: string | null; linkedBy: number }) {
  const now = new Date();
  await db
    .insert(driveLinks)
    .values({ ...values, linkedAt: now })
    .onConflictDoUpdate({
      target: driveLinks.company,
      set: { provider: values.provider, sealedTokens: values.sealedTokens, linkedBy: values.linkedBy, linkedAt: now },
    });
}

export async function updateLinkTokens(db: DbOrTx, company: string, sealedTokens: string) {
  await db.update(driveLinks).set({ sealedTokens }).where(eq(driveLinks.company, company));
}

export async function saveConsent(db: DbOrTx, values: { company: string; nonceHash: string; createdBy: number }) {
  const now = new Date();
  await db
    .insert(driveConsents)
    .values({ ...values, createdAt: now })
    .onConflictDoUpdate({ target: driveConsents.company, set: { nonceHash: values.nonceHash, createdBy: values.createdBy, createdAt: now } });
}

/** The consent a code answers, used up by reading it (a code links once). */
export async function takeConsent(db: DbOrTx, company: string) {
  const [row] = await db.delete(driveConsents).where(eq(driveConsents.company, company)).returning();
  return row;
}

export async function enqueueUpload(db: DbOrTx, values: { batchId: number; batchNo: string; orgId: number; instance: string }) {
  await db.insert(driveUploads).values(values).onConflictDoNothing();
}

/**
 * Claims due uploads for one worker: their next attempt moves a lease ahead, so another instance
 * skips them while this one works (SKIP LOCKED), and a worker that dies lets them go after it.
 */
export async function claimDueUploads(db: DbOrTx, opts: { now: Date; limit: number; leaseMs: number; maxAttempts: number }): Promise<UploadRow[]> {
  const due = db
    .select({ id: driveUploads.id })
    .from(driveUploads)
    .where(and(ne(driveUploads.status, 'DONE'), lte(driveUploads.nextAttemptAt, opts.now), lt(driveUploads.attempts, opts.maxAttempts)))
    .orderBy(driveUploads.id)
    .limit(opts.limit)
    .for('update', { skipLocked: true });
  return db
    .update(driveUploads)
    .set({ attempts: sql`${driveUploads.attempts} + 1`, nextAttemptAt: new Date(opts.now.getTime() + opts.leaseMs), updatedAt: opts.now })
    .where(inArray(driveUploads.id, due))
    .returning();
}

export async function finishUpload(db: DbOrTx, id: number, result: { status: 'DONE'; folder: string } | { status: 'FAILED'; error: string; retryAt: Date }) {
  const now = new Date();
  await db
    .update(driveUploads)
    .set(
      result.status === 'DONE'
        ? { status: 'DONE', folder: result.folder, lastError: null, updatedAt: now }
        : { status: 'FAILED', lastError: result.error.slice(0, 2000), nextAttemptAt: result.retryAt, updatedAt: now },
    )
    .where(eq(driveUploads.id, id));
}

/** Makes a failed upload due now with its attempts counted afresh (Retry on the drive screen). */
export async function retryUpload(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .update(driveUploads)
    .set({ attempts: 0, nextAttemptAt: new Date(), updatedAt: new Date() })
    .where(and(eq(driveUploads.id, id), eq(driveUploads.status, 'FAILED')))
    .returning({ id: driveUploads.id });
  return rows.length > 0;
}

export async function recentUploads(db: DbOrTx, limit: number): Promise<UploadRow[]> {
  return db.select().from(driveUploads).orderBy(desc(driveUploads.createdAt), desc(driveUploads.id)).limit(limit);
}
