import type { FastifyInstance } from 'fastify';
import * as repo from './repo';
import type { FilesCtx } from './service';

const HOUR_MS = 60 * 60 * 1000;
/** Rows deleted per statement: a long backlog never becomes one huge delete. */
const BATCH = 500;

/**
 * Deletes the uploads nobody attached to an invoice within `maxAgeMs` (a create form left
 * unsaved): rows first, each batch in one statement (an upload being attached at that moment is
 * either attached or deleted, never both), then their stored bytes. Several instances may run it
 * at once: each row is deleted, and its bytes removed, by one of them. Returns how many went.
 */
export async function removeStalePendingUploads(ctx: FilesCtx, maxAgeMs: number, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - maxAgeMs);
  let removed = 0;
  for (;;) {
    const storedNames = await repo.deletePendingUploadsBefore(ctx.database.db, cutoff, BATCH);
    const failed = (await Promise.allSettled(storedNames.map((name) => ctx.store.remove(name)))).filter((result) => result.status === 'rejected');
    if (failed.length) {
      // The rows are gone; the error names the bytes left behind so they can be removed by hand.
      throw new AggregateError(
        failed.map((result) => result.reason as unknown),
        `pending upload clean-up: ${failed.length} stored files could not be removed`,
      );
    }
    removed += storedNames.length;
    if (storedNames.length < BATCH) return removed;
  }
}

/**
 * Runs the clean-up as the app gets ready (awaited: a started server has no stale uploads), then every hour (or every max age, when shorter)
 * until the app closes. The timer is unref'd: it never keeps a process alive. Failures are
 * logged, and the next run tries again.
 */
export function registerPendingUploadCleanup(app: FastifyInstance, ctx: FilesCtx) {
  const maxAgeMs = ctx.config.pendingUploadMaxAgeHours * HOUR_MS;
  let timer: NodeJS.Timeout | undefined;
  // One run at a time: a slow run is not overlapped by the next tick.
  let inFlight: Promise<void> | null = null;
  const run = () => {
    inFlight ??= removeStalePendingUploads(ctx, maxAgeMs)
      .then(
        (removed) => {
          if (removed) app.log.info({ removed }, 'stale pending uploads removed');
        },
        (error: unknown) => app.log.error({ err: error }, 'pending upload clean-up failed'),
      )
      .finally(() => (inFlight = null));
  };
  app.addHook('onReady', async () => {
    run();
    await inFlight;
    timer = setInterval(run, Math.min(HOUR_MS, maxAgeMs)).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await inFlight;
  });
}
