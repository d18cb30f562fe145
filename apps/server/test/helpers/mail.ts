import { createMailSender, sendDueMail } from '../../src/mail/index';
import { getTestContext } from './app';

/** The mail queue's timing in tests: passes every 10 ms, retries after a millisecond. */
export const TEST_MAIL_SETTINGS = { pollMs: 10, batchSize: 50, maxAttempts: 10, backoffBaseMs: 1, backoffMaxMs: 5, leaseMs: 60_000 };

/** The mail settings of a sender to this SMTP server (links name http://portal.test). */
export const testMailSettings = (smtpUrl: string) => ({ smtpUrl, from: 'Faktura <faktura@test.local>', portalUrl: 'http://portal.test', dir: '/nonexistent' });

/**
 * Sends the queued mail to the SMTP server at `smtpUrl` as the mail worker does, pass after pass:
 * until a pass sends nothing, or (`untilIdle: false`) all `passes`, waiting 10 ms after an idle one
 * so that a retried row's backoff runs out.
 */
export async function sendQueuedMail(smtpUrl: string, { passes = 10, untilIdle = true } = {}) {
  const { database } = await getTestContext();
  const sender = createMailSender(testMailSettings(smtpUrl));
  try {
    for (let i = 0; i < passes; i++) {
      const sent = await sendDueMail({ database, sender, settings: TEST_MAIL_SETTINGS });
      if (sent > 0) continue;
      if (untilIdle) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    sender.close();
  }
}
