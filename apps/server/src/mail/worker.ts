import type { OutboxSettings } from '../config';
import type { Database } from '../db/client';
import type { ErpPort } from '../erp/port';
import { startPollLoop } from '../lib/poll-loop';
import { sendDailyDigests } from './digest';
import { checkPayments } from './payments';
import { claimDueMail, markSent, retryMailLater, type ClaimedMail } from './queue';
import { checkSchedules } from './schedules';
import type { MailSender } from './sender';

export type MailLog = { info(data: object, message: string): void; warn(data: object, message: string): void; error(data: object, message: string): void };

export type MailWorkerDeps = {
  database: Database;
  sender: MailSender;
  /** Polling, batch, retry and lease as the ERP outbox's (OUTBOX_* variables). */
  settings: Pick<OutboxSettings, 'pollMs' | 'batchSize' | 'maxAttempts' | 'backoffBaseMs' | 'backoffMaxMs' | 'leaseMs'>;
  log?: MailLog;
};

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function sendOne(deps: MailWorkerDeps, row: ClaimedMail): Promise<void> {
  let messageId: string;
  try {
    messageId = await deps.sender.send({ id: row.id, to: row.toAddress, subject: row.subject, text: row.textBody, html: row.htmlBody });
  } catch (error) {
    deps.log?.warn({ mailId: row.id, attempts: row.attempts, err: messageOf(error) }, 'Mail not sent; will retry');
    await retryMailLater(deps.database.db, row, messageOf(error), deps.settings);
    return;
  }
  // Lost claim: another worker took the row after this one's lease ran out; it records its own sending.
  if (!(await markSent(deps.database.db, row, messageId))) deps.log?.warn({ mailId: row.id }, 'Mail sent after its claim ran out');
}

/** One pass: claims due mail and sends it one after another. Returns how many it claimed. */
export async function sendDueMail(deps: MailWorkerDeps): Promise<number> {
  const rows = await claimDueMail(deps.database.db, deps.settings.batchSize, deps.settings.leaseMs);
  for (const row of rows) await sendOne(deps, row);
  return rows.length;
}

export type MailWorker = { stop(): Promise<void> };

/**
 * Sends until stopped; besides, once a minute, looks for new ERP payments (a "paid" mail each)
 * and new ERP payment schedules (a "scheduled" mail each) and, after midnight UTC, writes the
 * finance users' daily digests.
 */
export function startMailWorker(deps: MailWorkerDeps & { erp: ErpPort; now?: () => Date }): MailWorker {
  let lastChores = 0;
  const loop = startPollLoop(
    async () => {
      const now = (deps.now ?? (() => new Date()))();
      if (now.getTime() - lastChores >= 60_000) {
        lastChores = now.getTime();
        await checkPayments(deps.database.db, deps.erp);
        await checkSchedules(deps.database.db, deps.erp);
        await sendDailyDigests(deps.database.db, now);
      }
      return sendDueMail(deps);
    },
    { pollMs: deps.settings.pollMs, onError: (error) => deps.log?.error({ err: messageOf(error) }, 'Mail pass failed') },
  );
  return {
    async stop() {
      await loop.stop();
      deps.sender.close();
    },
  };
}
