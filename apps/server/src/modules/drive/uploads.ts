import type { FastifyInstance } from 'fastify';
import { DRIVE_MESSAGES, ITD_COMPANY, companyValue } from '@faktura/domain';
import type { DbOrTx } from '../../db/client';
import { openTokens, sealTokens, type DriveAccount, type DriveFile } from '../../drive/index';
import * as repo from './repo';
import type { DriveCtx } from './service';

/** A submitted batch's documents, rendered by the batches module (injected: drive does not import batches). */
export type BatchDocuments = (batchId: number) => Promise<{ goodsReceipt: Buffer; recap: Buffer }>;
export type UploadCtx = DriveCtx & { batchDocuments: BatchDocuments };

const CLAIM = { limit: 5, leaseMs: 5 * 60_000, maxAttempts: 10 };
/** Backoff after the n-th failure: 1 min × 2^(n−1), at most an hour. */
const retryDelayMs = (attempts: number) => Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000);

/** Called in the submission's transaction: the upload happens after it commits, or not at all if it rolls back. */
export async function enqueueBatchUpload(tx: DbOrTx, batch: { id: number; batchNo: string; orgId: number; instance: string }) {
  await repo.enqueueUpload(tx, { batchId: batch.id, batchNo: batch.batchNo, orgId: batch.orgId, instance: batch.instance });
}

function accountOf(ctx: UploadCtx, link: repo.LinkRow): DriveAccount {
  const key = ctx.config.drive.tokenKey;
  return {
    company: link.company,
    tokens: link.sealedTokens && key ? openTokens(key, link.sealedTokens) : null,
    async saveTokens(tokens) {
      if (!key) throw new Error(DRIVE_MESSAGES.noTokenKey);
      await repo.updateLinkTokens(ctx.database.db, link.company, sealTokens(key, tokens));
    },
  };
}

async function uploadOne(ctx: UploadCtx, upload: repo.UploadRow): Promise<string> {
  const company = companyValue({ orgId: upload.orgId, instance: upload.instance, vendorId: null });
  // The company's own drive, else the IT department's (the screen's fixed ITD option).
  const link = await repo.findLink(ctx.database.db, [company, ITD_COMPANY]);
  if (!link) throw new Error(DRIVE_MESSAGES.noDriveLinked);
  const { goodsReceipt, recap } = await ctx.batchDocuments(upload.batchId);
  const files: DriveFile[] = [
    { name: `good-receipt-${upload.batchNo}.pdf`, contentType: 'application/pdf', bytes: goodsReceipt },
    { name: `batch-recap-${upload.batchNo}.pdf`, contentType: 'application/pdf', bytes: recap },
  ];
  return ctx.drive.uploadFolder(accountOf(ctx, link), upload.batchNo, files);
}

/** Works the due uploads once; answers how many it tried. A failure is kept on the row and retried later. */
export async function runDueUploads(ctx: UploadCtx, now = new Date()): Promise<number> {
  const claimed = await repo.claimDueUploads(ctx.database.db, { now, ...CLAIM });
  for (const upload of claimed) {
    try {
      await repo.finishUpload(ctx.database.db, upload.id, { status: 'DONE', folder: await uploadOne(ctx, upload) });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await repo.finishUpload(ctx.database.db, upload.id, { status: 'FAILED', error: message, retryAt: new Date(Date.now() + retryDelayMs(upload.attempts)) });
    }
  }
  return claimed.length;
}

/** Works pending uploads on an unref'd timer until the app closes; never overlaps itself. */
export function registerDriveUploads(app: FastifyInstance, ctx: UploadCtx) {
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<void> | null = null;
  const run = () => {
    inFlight ??= runDueUploads(ctx)
      .then(
        () => undefined,
        (error: unknown) => app.log.error({ err: error }, 'drive uploads failed'),
      )
      .finally(() => (inFlight = null));
  };
  app.addHook('onReady', (done) => {
    timer = setInterval(run, ctx.config.drive.uploadIntervalMs).unref();
    done();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await inFlight;
  });
}
