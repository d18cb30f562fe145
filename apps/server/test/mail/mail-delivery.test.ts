import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { MAIL_TEXTS, escapeHtml, renderMail, MAIL_MESSAGES } from '@faktura/domain';
import { getTestContext, injectAs } from '../helpers/app';
import { makeReviewInvoice, makeUser, userId } from '../helpers/reviews';
import { mailOutbox, users } from '../../src/db/schema/index';
import { enqueueMails, enqueueTransitionMails } from '../../src/mail/index';
import { sendQueuedMail } from '../helpers/mail';
import { startTestSmtp, type TestSmtp } from './smtp';

let smtp: TestSmtp;
/** Every pass of `passes`, waiting after an idle one: a retried row waits its millisecond backoff. */
const sendAll = (url: string, passes = 20) => sendQueuedMail(url, { passes, untilIdle: false });

const mailsAbout = (invoiceNo: string) => smtp.received.filter((m) => m.subject?.includes(invoiceNo));

beforeAll(async () => {
  smtp = await startTestSmtp();
  const { database } = await getTestContext();
  await database.db.update(users).set({ email: 'vendor@supplier.test' }).where(eq(users.username, 'vendor'));
  await database.db.update(users).set({ email: 'recommender@buyer.test' }).where(eq(users.username, 'recommender'));
});
afterAll(async () => smtp.stop());

describe('mail over SMTP', () => {
  it('a declined invoice mails its supplier: recipient, subject, reason, deep link, a plain-text and an escaped HTML part', async () => {
    const inv = await makeReviewInvoice({ status: 'REVIEW' });
    const reason = 'Faktur <pajak> salah & kurang';
    const res = await injectAs('recommender', { method: 'POST', url: `/api/tasks/${inv.id}/decline`, payload: { revision: inv.revision, reason } });
    expect(res.statusCode, res.body).toBe(200);
    await sendAll(smtp.url);
    const [mail, ...more] = mailsAbout(inv.invoiceNo);
    expect(more).toEqual([]);
    expect(mail!.to).toMatchObject({ text: 'vendor@supplier.test' });
    expect(mail!.subject).toBe(`Invoice ${inv.invoiceNo} was rejected`);
    expect(mail!.text).toContain(`Reason: ${reason}`);
    expect(mail!.text).toContain('What to do: correct the invoice as the reason says and submit it again in a new batch.');
    expect(mail!.text).toContain(`${MAIL_TEXTS.openInvoice}: http://portal.test/#/`);
    expect(mail!.text).toMatch(new RegExp(`${MAIL_TEXTS.viewTimeline}: http://portal\\.test/#/email/invoice/[A-Za-z0-9_-]{43}`));
    expect(mail!.html).toContain(escapeHtml(`Reason: ${reason}`));
    expect(mail!.html).not.toContain('<pajak>');
    const { database } = await getTestContext();
    const [row] = await database.db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.subject, `%${inv.invoiceNo}%`));
    expect(row).toMatchObject({ status: 'SENT', event: 'INVOICE_REJECTED', attempts: 1 });
    expect(row!.messageId).toBe(mail!.messageId);
  });

  it('SMTP down: the mail is retried and delivered exactly once when the server is back', async () => {
    const inv = await makeReviewInvoice({ status: 'REVIEW' });
    await injectAs('recommender', { method: 'POST', url: `/api/tasks/${inv.id}/approve`, payload: { revision: inv.revision } });
    const url = smtp.url;
    await smtp.stop();
    try {
      await sendAll(url, 4);
    } finally {
      await smtp.start();
    }
    const { database } = await getTestContext();
    const [down] = await database.db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.subject, `%${inv.invoiceNo}%`));
    expect(down!.status).toBe('PENDING');
    expect(down!.attempts).toBeGreaterThan(1);
    expect(down!.lastError).toBeTruthy();
    expect(mailsAbout(inv.invoiceNo)).toEqual([]);
    await sendAll(url);
    await sendAll(url);
    expect(mailsAbout(inv.invoiceNo).map((m) => m.subject)).toEqual([`Invoice ${inv.invoiceNo} was approved`]);
    const [sent] = await database.db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.subject, `%${inv.invoiceNo}%`));
    expect(sent!.status).toBe('SENT');
  });

  it('one event, one mail: the same event queued twice sends once', async () => {
    const { database } = await getTestContext();
    const inv = await makeReviewInvoice({ status: 'REVIEW' });
    const recommender = await userId('recommender');
    for (let i = 0; i < 2; i++) {
      await database.db.transaction((tx) =>
        enqueueTransitionMails(tx, { action: 'SEND_TO_RECOMMENDER', rows: [inv], reason: null, taskUserIds: [{ invoiceId: inv.id, userId: recommender }] }),
      );
    }
    await sendAll(smtp.url);
    const mails = mailsAbout(inv.invoiceNo);
    expect(mails.map((m) => [m.to && 'text' in m.to ? m.to.text : '', m.subject])).toEqual([
      ['recommender@buyer.test', `Invoice ${inv.invoiceNo} from ${inv.vendorName} waits for your recommendation`],
    ]);
    expect(mails[0]!.text).toMatch(/Approve: http:\/\/portal\.test\/#\/email\/task\/[A-Za-z0-9_-]{43}\?do=approve/);
    expect(mails[0]!.text).toMatch(/Decline: http:\/\/portal\.test\/#\/email\/task\/[A-Za-z0-9_-]{43}\?do=decline/);
  });

  it("respects the recipient's preferences and skips users without an address", async () => {
    const { database } = await getTestContext();
    const inv = await makeReviewInvoice({ status: 'REVIEW' });
    const recommender = await userId('recommender');
    const mailless = await makeUser(`mailless-${process.pid}`, 'PIC');
    const { mailPreferences } = await import('../../src/db/schema/index');
    await database.db.insert(mailPreferences).values({ userId: recommender, event: 'TASK_ASSIGNED', enabled: false });
    try {
      const queued = await database.db.transaction((tx) =>
        enqueueMails(tx, [
          {
            dedupeKey: `pref-test:${inv.id}`,
            event: 'TASK_ASSIGNED',
            userId: recommender,
            content: MAIL_MESSAGES.approved({ invoiceNo: inv.invoiceNo, vendorName: '', link: 'x' }),
          },
          {
            dedupeKey: `pref-test-fin:${inv.id}`,
            event: 'TASK_ASSIGNED',
            userId: mailless,
            content: MAIL_MESSAGES.approved({ invoiceNo: inv.invoiceNo, vendorName: '', link: 'x' }),
          },
        ]),
      );
      expect(queued).toBe(0);
    } finally {
      await database.db.delete(mailPreferences).where(eq(mailPreferences.userId, recommender));
    }
  });

  it('renders exact texts', () => {
    const mail = renderMail(MAIL_MESSAGES.approved({ invoiceNo: 'INV-1', vendorName: 'PT A', link: 'http://p/#/x' }));
    expect(mail.subject).toBe('Invoice INV-1 was approved');
    expect(mail.text).toBe(
      [
        'Hello,',
        '',
        'Your invoice INV-1 was approved and goes on to finance for payment.',
        '',
        'Open the invoice: http://p/#/x',
        '',
        '--',
        MAIL_TEXTS.footer,
        '',
      ].join('\n'),
    );
  });
});
