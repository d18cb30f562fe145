import { afterAll, describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { MAIL_MESSAGES, MAIL_PREFERENCE_TEXTS, mailPreferencesSchema } from '@faktura/domain';
import { getTestContext, injectAs } from '../helpers/app';
import { bodyOf, messagesOf } from '../helpers/body';
import { userId } from '../helpers/reviews';
import { mailOutbox, mailPreferences } from '../../src/db/schema/index';
import { enqueueMails, sendDailyDigests } from '../../src/mail/index';

const prefsOf = async (user: string) => bodyOf(await injectAs(user, { method: 'GET', url: '/api/mail-preferences' }), mailPreferencesSchema);

afterAll(async () => {
  const { database } = await getTestContext();
  for (const u of ['vendor', 'finance']) await database.db.delete(mailPreferences).where(eq(mailPreferences.userId, await userId(u)));
  // Its digest takes the day's key: another test file sending tomorrow's digest needs it free.
  await database.db.delete(mailOutbox).where(like(mailOutbox.dedupeKey, `DIGEST:%:u${await userId('finance')}`));
});

describe('mail preferences', () => {
  it('every event is on by default; a user turns one off and only their own choice changes', async () => {
    const before = await prefsOf('vendor');
    expect(before.events.every((e) => e.enabled)).toBe(true);
    expect(before.events.find((e) => e.event === 'INVOICE_PAID')!.label).toBe('An invoice is paid');
    expect(before).toMatchObject({ digestAvailable: false, digest: false });
    const res = await injectAs('vendor', {
      method: 'PUT',
      url: '/api/mail-preferences',
      payload: { events: [{ event: 'INVOICE_APPROVED', enabled: false }], digest: false },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(
      bodyOf(res, mailPreferencesSchema)
        .events.filter((e) => !e.enabled)
        .map((e) => e.event),
    ).toEqual(['INVOICE_APPROVED']);
    expect((await prefsOf('vendor2')).events.every((e) => e.enabled)).toBe(true);
    const digest = await injectAs('vendor', { method: 'PUT', url: '/api/mail-preferences', payload: { events: [], digest: true } });
    expect(digest.statusCode).toBe(400);
    expect(messagesOf(digest)).toEqual(['The daily summary is for finance users']);
    expect(MAIL_PREFERENCE_TEXTS.title).toBe('E-mail notifications');
    const bad = await injectAs('vendor', {
      method: 'PUT',
      url: '/api/mail-preferences',
      payload: { events: [{ event: 'NOPE', enabled: true }], digest: false },
    });
    expect(bad.statusCode).toBe(400);
    const twice = await injectAs('vendor', {
      method: 'PUT',
      url: '/api/mail-preferences',
      payload: {
        events: [
          { event: 'INVOICE_PAID', enabled: true },
          { event: 'INVOICE_PAID', enabled: false },
        ],
        digest: false,
      },
    });
    expect(twice.statusCode).toBe(400);
    expect(messagesOf(twice)).toEqual(['body.events: Each event can be chosen only once']);
  });

  it("finance's daily digest: events wait, then one mail the next day (injected clock), once", async () => {
    const { database } = await getTestContext();
    const finance = await userId('finance');
    const res = await injectAs('finance', { method: 'PUT', url: '/api/mail-preferences', payload: { events: [], digest: true } });
    expect(bodyOf(res, mailPreferencesSchema)).toMatchObject({ digestAvailable: true, digest: true });
    const tag = `DG-${process.pid}-${Date.now()}`;
    await database.db.transaction((tx) =>
      enqueueMails(tx, [
        {
          dedupeKey: `${tag}-1`,
          event: 'INVOICE_APPROVED',
          userId: finance,
          content: MAIL_MESSAGES.approved({ invoiceNo: `${tag}-A`, vendorName: 'PT A', link: 'x' }),
        },
        {
          dedupeKey: `${tag}-2`,
          event: 'INVOICE_APPROVED',
          userId: finance,
          content: MAIL_MESSAGES.approved({ invoiceNo: `${tag}-B`, vendorName: 'PT A', link: 'x' }),
        },
      ]),
    );
    const held = await database.db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.subject, `%${tag}%`));
    expect(held.map((h) => h.status)).toEqual(['DIGEST', 'DIGEST']);
    // Today: nothing yet (the day is not over).
    await sendDailyDigests(database.db, new Date());
    const tomorrow = new Date(Date.now() + 86_400_000);
    await sendDailyDigests(database.db, tomorrow);
    await sendDailyDigests(database.db, tomorrow);
    const day = tomorrow.toISOString().slice(0, 10);
    const digests = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `DIGEST:${day}:u${finance}`));
    expect(digests).toHaveLength(1);
    expect(digests[0]!.status).toBe('PENDING');
    expect(digests[0]!.textBody).toContain(`- Invoice ${tag}-A was approved`);
    expect(digests[0]!.textBody).toContain(`- Invoice ${tag}-B was approved`);
    expect(
      (
        await database.db
          .select()
          .from(mailOutbox)
          .where(like(mailOutbox.subject, `%${tag}%`))
      ).map((h) => h.status),
    ).toEqual(['DIGESTED', 'DIGESTED']);
  });
});
