import { beforeAll, describe, expect, it } from 'vitest';
import { desc, eq, like } from 'drizzle-orm';
import { EMAIL_LINK_MESSAGES, TASK_LINK_TTL_MS } from '@faktura/domain';
import { getTestContext } from '../helpers/app';
import { messagesOf } from '../helpers/body';
import { auditOf, invoiceRow, makeReviewInvoice, userId } from '../helpers/reviews';
import { emailLinks, mailOutbox, users } from '../../src/db/schema/index';
import { createEmailLink, enqueueTransitionMails } from '../../src/mail/index';

const api = async (method: 'GET' | 'POST', url: string, payload?: object) =>
  (await getTestContext()).app.inject({ method, url, ...(payload ? { payload } : {}) });

/** A task in REVIEW whose e-mail went to the recommender; the token read from that mail. */
async function taskFromMail() {
  const { database } = await getTestContext();
  const inv = await makeReviewInvoice({ status: 'REVIEW' });
  const recommender = await userId('recommender');
  await database.db.transaction((tx) =>
    enqueueTransitionMails(tx, { action: 'SEND_TO_RECOMMENDER', rows: [inv], reason: null, taskUserIds: [{ invoiceId: inv.id, userId: recommender }] }),
  );
  const [mail] = await database.db
    .select()
    .from(mailOutbox)
    .where(like(mailOutbox.subject, `%${inv.invoiceNo}%`));
  const token = /#\/email\/task\/([A-Za-z0-9_-]{43})\?do=approve/.exec(mail!.textBody)![1]!;
  return { inv, token };
}

beforeAll(async () => {
  const { database } = await getTestContext();
  await database.db.update(users).set({ email: 'recommender@buyer.test' }).where(eq(users.username, 'recommender'));
  await database.db.update(users).set({ email: 'vendor@supplier.test' }).where(eq(users.username, 'vendor'));
});

describe('action links from e-mail', () => {
  it('GET describes the invoice and what will happen, and changes nothing', async () => {
    const { inv, token } = await taskFromMail();
    const res = await api('GET', `/api/email-links/${token}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      purpose: 'TASK_DECISION',
      invoiceNo: inv.invoiceNo,
      vendorName: inv.vendorName,
      amount: 'IDR 1,620,000.00',
      approveText: `Approving recommends invoice ${inv.invoiceNo} to finance for payment.`,
      declineText: `Declining returns invoice ${inv.invoiceNo} to its author with your reason.`,
    });
    await api('GET', `/api/email-links/${token}`);
    expect((await invoiceRow(inv.id)).status).toBe('REVIEW');
    expect(await auditOf(inv.id)).toEqual([]);
  });

  it('approves once, as the recommender, audited via e-mail; a second click says the link was used', async () => {
    const { inv, token } = await taskFromMail();
    const res = await api('POST', `/api/email-links/${token}/approve`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: `Invoice ${inv.invoiceNo} was approved.` });
    expect((await invoiceRow(inv.id)).status).toBe('PROCESSED');
    const audit = await auditOf(inv.id);
    expect(audit.map((a) => [a.action, a.actorUserId, (a.data as { via?: string }).via])).toEqual([['RECOMMEND', await userId('recommender'), 'via e-mail']]);
    const again = await api('POST', `/api/email-links/${token}/approve`);
    expect(again.statusCode).toBe(409);
    expect(messagesOf(again)).toEqual(['This link has already been used']);
    expect(await auditOf(inv.id)).toHaveLength(1);
  });

  it('declines only with a reason', async () => {
    const { inv, token } = await taskFromMail();
    const empty = await api('POST', `/api/email-links/${token}/decline`, { reason: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(messagesOf(empty)).toEqual(['Reason must be filled']);
    expect((await invoiceRow(inv.id)).status).toBe('REVIEW');
    const res = await api('POST', `/api/email-links/${token}/decline`, { reason: 'Lampiran kurang' });
    expect(res.json()).toEqual({ message: `Invoice ${inv.invoiceNo} was declined.` });
    expect(await invoiceRow(inv.id)).toMatchObject({ status: 'REJECTED', reason: 'Lampiran kurang' });
  });

  it('a forged or expired link changes nothing and says so', async () => {
    const { database } = await getTestContext();
    const { inv, token } = await taskFromMail();
    const forged = token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA');
    for (const t of [forged, 'abc', 'x'.repeat(43)]) {
      const res = await api('POST', `/api/email-links/${t}/approve`);
      expect(res.statusCode).toBe(404);
      expect(messagesOf(res)).toEqual(['This link is not valid']);
    }
    const recommender = await userId('recommender');
    const old = await database.db.transaction((tx) =>
      createEmailLink(tx, {
        purpose: 'TASK_DECISION',
        userId: recommender,
        invoiceId: inv.id,
        ttlMs: TASK_LINK_TTL_MS,
        now: new Date(Date.now() - TASK_LINK_TTL_MS - 1000),
      }),
    );
    const expired = await api('POST', `/api/email-links/${old}/approve`);
    expect(expired.statusCode).toBe(409);
    expect(messagesOf(expired)).toEqual(['This link has expired']);
    expect((await api('GET', `/api/email-links/${old}`)).json()).toMatchObject({ messages: ['This link has expired'] });
    expect((await invoiceRow(inv.id)).status).toBe('REVIEW');
    expect(await auditOf(inv.id)).toEqual([]);
  });

  it("the supplier's view link: a one-time code mailed to the same address opens the timeline; wrong codes are counted", async () => {
    const { database } = await getTestContext();
    const inv = await makeReviewInvoice({ status: 'REVIEW' });
    const vendor = await userId('vendor');
    const token = await database.db.transaction((tx) =>
      createEmailLink(tx, { purpose: 'INVOICE_VIEW', userId: vendor, invoiceId: inv.id, ttlMs: TASK_LINK_TTL_MS }),
    );
    expect((await api('POST', `/api/email-links/${token}/view`, { code: '000000' })).statusCode).toBe(400);
    const sent = await api('POST', `/api/email-links/${token}/code`);
    expect(sent.json()).toEqual({ message: EMAIL_LINK_MESSAGES.codeSent });
    const [mail] = await database.db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.subject, `Your code to view invoice ${inv.invoiceNo}`))
      .orderBy(desc(mailOutbox.id));
    expect(mail!.toAddress).toBe('vendor@supplier.test');
    const code = /is (\d{6})\./.exec(mail!.textBody)![1]!;
    const soon = await api('POST', `/api/email-links/${token}/code`);
    expect(soon.statusCode).toBe(429);
    expect(messagesOf(soon)).toEqual(['A code was sent less than a minute ago; check your e-mail']);
    const wrong = await api('POST', `/api/email-links/${token}/view`, { code: code === '123456' ? '654321' : '123456' });
    expect(messagesOf(wrong)).toEqual(['The code is not correct']);
    const res = await api('POST', `/api/email-links/${token}/view`, { code });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ invoiceId: inv.id, invoiceNo: inv.invoiceNo });
    for (let i = 0; i < 4; i++) await api('POST', `/api/email-links/${token}/view`, { code: 'nope' });
    const locked = await api('POST', `/api/email-links/${token}/view`, { code });
    expect(messagesOf(locked)).toEqual(['Too many wrong codes; ask for a new one']);
    const [link] = await database.db.select().from(emailLinks).where(eq(emailLinks.invoiceId, inv.id));
    expect(link!.codeHash).not.toContain(code);
  });
});
