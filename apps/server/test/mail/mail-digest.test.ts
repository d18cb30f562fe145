import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { MAIL_MESSAGES, mailPreferencesSchema } from '@faktura/domain';
import { mailOutbox, mailPreferences, users } from '../../src/db/schema/index';
import { enqueueMails, sendDailyDigests } from '../../src/mail/index';
import { getTestContext, injectAs } from '../helpers/app';
import { bodyOf } from '../helpers/body';
import { sendQueuedMail } from '../helpers/mail';
import { userId } from '../helpers/reviews';
import { startTestSmtp, type TestSmtp } from './smtp';

/**
 * Finance's daily digest delivered over a real SMTP server on loopback: the day's events wait
 * (no mail of their own), then one digest mail names them all, once, with a plain-text part; a
 * supplier's mail of the same day goes out at once as usual.
 */
let smtp: TestSmtp;
const toOf = (m: TestSmtp['received'][number]) => (m.to && 'text' in m.to ? m.to.text : '');

beforeAll(async () => {
  smtp = await startTestSmtp();
  const { database } = await getTestContext();
  await database.db.update(users).set({ email: 'finance@buyer.test' }).where(eq(users.username, 'finance'));
  await database.db.update(users).set({ email: 'vendor@supplier.test' }).where(eq(users.username, 'vendor'));
});
afterAll(async () => {
  await smtp.stop();
  const { database } = await getTestContext();
  const finance = await userId('finance');
  await database.db.delete(mailPreferences).where(eq(mailPreferences.userId, finance));
  // Its digest takes the day's key: another test file sending tomorrow's digest needs it free.
  await database.db.delete(mailOutbox).where(like(mailOutbox.dedupeKey, `DIGEST:%:u${finance}`));
});

describe("finance's daily digest over SMTP", () => {
  it('holds the day’s events, then delivers one digest naming each, once; the supplier’s mail is not held', async () => {
    const { database } = await getTestContext();
    const [finance, vendor] = [await userId('finance'), await userId('vendor')];
    const res = await injectAs('finance', { method: 'PUT', url: '/api/mail-preferences', payload: { events: [], digest: true } });
    expect(bodyOf(res, mailPreferencesSchema)).toMatchObject({ digest: true });
    const tag = `DGS-${process.pid}-${Date.now()}`;
    const approved = (n: string) => MAIL_MESSAGES.approved({ invoiceNo: `${tag}-${n}`, vendorName: 'PT Sinar Jaya Abadi', link: 'http://portal.test/#/x' });
    await database.db.transaction((tx) =>
      enqueueMails(tx, [
        { dedupeKey: `${tag}-f1`, event: 'INVOICE_APPROVED', userId: finance, content: approved('A') },
        { dedupeKey: `${tag}-f2`, event: 'INVOICE_APPROVED', userId: finance, content: approved('B') },
        { dedupeKey: `${tag}-v1`, event: 'INVOICE_APPROVED', userId: vendor, content: approved('V') },
      ]),
    );

    // Today: the supplier's mail goes; finance's two wait for the digest.
    await sendDailyDigests(database.db, new Date());
    await sendQueuedMail(smtp.url);
    const about = (text: string) => smtp.received.filter((m) => `${m.subject ?? ''}\n${m.text ?? ''}`.includes(text));
    expect(about(`${tag}-V`).map(toOf)).toEqual(['vendor@supplier.test']);
    expect(about(`${tag}-A`)).toEqual([]);

    // The next day (clock injected): one digest mail for finance, however often the pass runs.
    const tomorrow = new Date(Date.now() + 86_400_000);
    await sendDailyDigests(database.db, tomorrow);
    await sendQueuedMail(smtp.url);
    await sendDailyDigests(database.db, tomorrow);
    await sendQueuedMail(smtp.url);
    const digests = about(`${tag}-A`);
    expect(digests).toHaveLength(1);
    const [digest] = digests;
    expect(toOf(digest!)).toBe('finance@buyer.test');
    // It reports the day the events happened (today), written the day after.
    const today = new Date().toISOString().slice(0, 10);
    expect(digest!.subject).toMatch(new RegExp(`^Faktura daily digest for ${today}: \\d+ updates$`));
    expect(digest!.text).toContain(`Updates of ${today}:`);
    expect(digest!.text).toContain(`- Invoice ${tag}-A was approved`);
    expect(digest!.text).toContain(`- Invoice ${tag}-B was approved`);
    expect(digest!.text).not.toContain(`${tag}-V`);
    expect(digest!.html).toContain(`${tag}-B`);
    // Each held event is marked as covered by the digest, never sent on its own.
    const held = await database.db
      .select({ status: mailOutbox.status })
      .from(mailOutbox)
      .where(like(mailOutbox.dedupeKey, `${tag}-f%`));
    expect(held.map((h) => h.status)).toEqual(['DIGESTED', 'DIGESTED']);
  });

  it('keeps an event that comes in after the day’s digest was written for the next digest, never dropping it', async () => {
    const { database } = await getTestContext();
    const finance = await userId('finance');
    const res = await injectAs('finance', { method: 'PUT', url: '/api/mail-preferences', payload: { events: [], digest: true } });
    expect(res.statusCode, res.body).toBe(200);
    const tag = `DGL-${process.pid}-${Date.now()}`;
    const event = (n: string) => ({
      dedupeKey: `${tag}-${n}`,
      event: 'INVOICE_APPROVED' as const,
      userId: finance,
      content: MAIL_MESSAGES.approved({ invoiceNo: `${tag}-${n}`, vendorName: 'PT Sinar Jaya Abadi', link: 'http://portal.test/#/x' }),
    });
    const statusOf = async (n: string) =>
      (
        await database.db
          .select({ status: mailOutbox.status })
          .from(mailOutbox)
          .where(eq(mailOutbox.dedupeKey, `${tag}-${n}`))
      )[0]?.status;
    // A day whose digest is not written yet (the test before wrote tomorrow's).
    await database.db.delete(mailOutbox).where(like(mailOutbox.dedupeKey, `DIGEST:%:u${finance}`));
    await database.db.transaction((tx) => enqueueMails(tx, [event('early')]));
    const tomorrow = new Date(Date.now() + 86_400_000);
    await sendDailyDigests(database.db, tomorrow);
    expect(await statusOf('early')).toBe('DIGESTED');
    // Written after that digest, though dated the same day (a transaction open across midnight).
    await database.db.transaction((tx) => enqueueMails(tx, [event('late')]));
    await sendDailyDigests(database.db, tomorrow);
    expect(await statusOf('late')).toBe('DIGEST');
    // The next day's digest carries it.
    await sendDailyDigests(database.db, new Date(Date.now() + 2 * 86_400_000));
    expect(await statusOf('late')).toBe('DIGESTED');
    const next = await database.db
      .select({ text: mailOutbox.textBody })
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `DIGEST:${new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10)}:u${finance}`));
    expect(next.map((d) => d.text.includes(`- Invoice ${tag}-late was approved`))).toEqual([true]);
  });
});
