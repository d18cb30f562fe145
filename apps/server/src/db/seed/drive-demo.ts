import { eq } from 'drizzle-orm';
import { DRIVE_MESSAGES } from '@faktura/domain';
import type { Db } from '../client';
import { batches, driveUploads } from '../schema/index';

/**
 * The demo's submitted batches went in before any drive was linked: their uploads wait as
 * FAILED with the reason, for the drive screen to show and retry once a drive is linked.
 */
export async function seedDriveDemo(db: Db): Promise<void> {
  const submitted = await db.select().from(batches).where(eq(batches.status, 'OPEN'));
  if (!submitted.length) return;
  const retryAt = new Date(Date.now() + 60 * 60_000);
  await db.insert(driveUploads).values(
    submitted.map((b) => ({
      batchId: b.id,
      batchNo: b.batchNo,
      orgId: b.orgId,
      instance: b.instance,
      status: 'FAILED',
      attempts: 1,
      lastError: DRIVE_MESSAGES.noDriveLinked,
      nextAttemptAt: retryAt,
      createdAt: b.submittedAt ?? b.createdAt,
      updatedAt: b.submittedAt ?? b.createdAt,
    })),
  );
}
