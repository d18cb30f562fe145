import { afterEach, describe, expect, it } from 'vitest';
import { delegationListSchema, PO_INVOICE_MESSAGES, taskDetailSchema, taskListSchema, TASK_MESSAGES, DELEGATION_MESSAGES } from '@faktura/domain';
import { eq } from 'drizzle-orm';
import { getTestContext, injectAs } from '../helpers/app';
import { bodyOf, messagesOf } from '../helpers/body';
import { auditOf, invoiceRow, makeReviewInvoice, noticesAbout, userId } from '../helpers/reviews';
import { taskDelegations } from '../../src/db/schema/index';

const tasksOf = async (user: string) => bodyOf(await injectAs(user, { method: 'GET', url: '/api/tasks' }), taskListSchema).items;
const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

afterEach(async () => {
  // Delegations made here must not reach other files' tasks.
  const { database } = await getTestContext();
  await database.db.delete(taskDelegations).where(eq(taskDelegations.substituteUserId, await userId('fin')));
});

describe("the recommender's tasks", () => {
  it('lists the invoices in REVIEW of the mappings naming the user, and nobody else sees them', async () => {
    const waiting = await makeReviewInvoice({ status: 'REVIEW' });
    const open = await makeReviewInvoice({ status: 'OPEN' });
    const mine = await tasksOf('recommender');
    expect(mine.find((t) => t.invoiceId === waiting.id)).toMatchObject({
      invoiceNo: waiting.invoiceNo,
      kind: 'NON_PO',
      totalAmount: '1620000.00',
      onBehalfOf: null,
    });
    expect(mine.some((t) => t.invoiceId === open.id)).toBe(false);
    expect((await tasksOf('pic')).some((t) => t.invoiceId === waiting.id)).toBe(false);
    expect((await tasksOf('finance')).some((t) => t.invoiceId === waiting.id)).toBe(false);
    expect((await injectAs('vendor', { method: 'GET', url: '/api/tasks' })).statusCode).toBe(403);
    expect((await injectAs('pic', { method: 'GET', url: `/api/tasks/${waiting.id}` })).statusCode).toBe(404);
    expect((await injectAs('vendor', { method: 'GET', url: `/api/tasks/${waiting.id}` })).statusCode).toBe(403);
  });

  it('approves: PROCESSED, finance and the supplier told once, audited; a double approve is harmless', async () => {
    const inv = await makeReviewInvoice({ status: 'REVIEW' });
    const res = await injectAs('recommender', { method: 'POST', url: `/api/tasks/${inv.id}/approve`, payload: { revision: inv.revision } });
    expect(res.statusCode, res.body).toBe(200);
    expect(bodyOf(res, taskDetailSchema).status).toBe('PROCESSED');
    const twice = await injectAs('recommender', { method: 'POST', url: `/api/tasks/${inv.id}/approve`, payload: { revision: inv.revision + 1 } });
    expect(twice.statusCode).toBe(409);
    expect(messagesOf(twice)).toEqual([TASK_MESSAGES.alreadyDecided('PROCESSED')]);
    const notices = await noticesAbout(inv.invoiceNo);
    expect(notices.map((n) => [n.username, n.title])).toEqual([
      ['vendor', `Invoice ${inv.invoiceNo} was approved`],
      ['finance', `Invoice ${inv.invoiceNo} was approved by the recommender`],
    ]);
    expect(notices[1]!.link).toMatch(/^\/invoice\/review-fin\//);
    const audit = await auditOf(inv.id);
    expect(audit.map((a) => [a.action, a.fromStatus, a.toStatus, a.actorUserId])).toEqual([['RECOMMEND', 'REVIEW', 'PROCESSED', await userId('recommender')]]);
    expect((await tasksOf('recommender')).some((t) => t.invoiceId === inv.id)).toBe(false);
  });

  it('refuses a stale revision with 409', async () => {
    const inv = await makeReviewInvoice({ status: 'REVIEW' });
    const res = await injectAs('recommender', { method: 'POST', url: `/api/tasks/${inv.id}/approve`, payload: { revision: inv.revision + 3 } });
    expect(res.statusCode).toBe(409);
    expect(messagesOf(res)).toEqual([PO_INVOICE_MESSAGES.stale]);
    expect((await invoiceRow(inv.id)).status).toBe('REVIEW');
  });

  it('declines only with a reason: REJECTED, the reason on the invoice, the supplier told', async () => {
    const inv = await makeReviewInvoice({ status: 'REVIEW' });
    const empty = await injectAs('recommender', { method: 'POST', url: `/api/tasks/${inv.id}/decline`, payload: { revision: inv.revision, reason: '' } });
    expect(empty.statusCode).toBe(400);
    expect(messagesOf(empty)).toEqual(['Reason must be filled']);
    const res = await injectAs('recommender', {
      method: 'POST',
      url: `/api/tasks/${inv.id}/decline`,
      payload: { revision: inv.revision, reason: 'Biaya tidak sesuai SK' },
    });
    expect(bodyOf(res, taskDetailSchema)).toMatchObject({ status: 'REJECTED', reason: 'Biaya tidak sesuai SK' });
    expect((await noticesAbout(inv.invoiceNo)).map((n) => n.username)).toEqual(['vendor']);
  });

  it('tells the PIC who entered a declined proxy invoice', async () => {
    const inv = await makeReviewInvoice({ kind: 'PROXY', status: 'REVIEW', createdBy: 'pic' });
    await injectAs('recommender', { method: 'POST', url: `/api/tasks/${inv.id}/decline`, payload: { revision: inv.revision, reason: 'Lampiran kurang' } });
    const notices = await noticesAbout(inv.invoiceNo);
    expect(notices.map((n) => n.username)).toContain('pic');
    expect(notices.find((n) => n.username === 'pic')).toMatchObject({
      title: `Invoice ${inv.invoiceNo} was rejected`,
      body: expect.stringContaining('Lampiran kurang') as unknown,
    });
  });
});

describe('delegation', () => {
  it('lists every missing field at once and refuses oneself, a supplier and overlapping ranges', async () => {
    const post = (payload: object) => injectAs('recommender', { method: 'POST', url: '/api/tasks/delegations', payload });
    expect(messagesOf(await post({}))).toEqual([DELEGATION_MESSAGES.selectSubstitute, DELEGATION_MESSAGES.startDateEmpty, DELEGATION_MESSAGES.endDateEmpty]);
    const self = await post({ substituteUserId: await userId('recommender'), startDate: isoDay(0), endDate: isoDay(3) });
    expect(messagesOf(self)).toEqual([DELEGATION_MESSAGES.notSelf]);
    const vendor = await post({ substituteUserId: await userId('vendor'), startDate: isoDay(0), endDate: isoDay(3) });
    expect(messagesOf(vendor)).toEqual([DELEGATION_MESSAGES.substituteUnknown]);
    const fin = await userId('fin');
    expect((await post({ substituteUserId: fin, startDate: isoDay(100), endDate: isoDay(103) })).statusCode).toBe(201);
    const overlap = await post({ substituteUserId: fin, startDate: isoDay(102), endDate: isoDay(110) });
    expect(messagesOf(overlap)).toEqual([DELEGATION_MESSAGES.overlaps]);
  });

  it('hands the tasks to the substitute for the dates: they see, are told about and decide them, audited with both names', async () => {
    const fin = await userId('fin');
    const created = await injectAs('recommender', {
      method: 'POST',
      url: '/api/tasks/delegations',
      payload: { substituteUserId: fin, startDate: isoDay(-1), endDate: isoDay(2) },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(bodyOf(created, delegationListSchema).given).toContainEqual(expect.objectContaining({ delegator: 'recommender', substitute: 'fin', active: true }));
    const received = bodyOf(await injectAs('fin', { method: 'GET', url: '/api/tasks/delegations' }), delegationListSchema).received;
    expect(received.map((d) => d.delegator)).toEqual(['recommender']);

    // Sent after the delegation: the recommender and the substitute are told.
    const inv = await makeReviewInvoice({ verified: true });
    const { reviewViewSchema } = await import('@faktura/domain');
    const view = bodyOf(
      await injectAs('pic', { method: 'GET', url: `/api/reviews/lookup?instance=AAM&orgId=82&vendorId=3001&invoiceNo=${encodeURIComponent(inv.invoiceNo)}` }),
      reviewViewSchema,
    );
    const form = {
      revision: view.revision,
      bankAccountId: view.options.banks[0]!.id,
      paymentMethod: view.options.paymentMethods[0]!.code,
      termId: view.options.terms[0]!.id,
      chargeAccountId: view.options.accounts[0]!.id,
    };
    expect((await injectAs('pic', { method: 'POST', url: `/api/reviews/${inv.id}/submit`, payload: form })).statusCode).toBe(200);
    expect((await noticesAbout(inv.invoiceNo)).map((n) => n.username).sort()).toEqual(['fin', 'recommender']);

    const task = (await tasksOf('fin')).find((t) => t.invoiceId === inv.id);
    expect(task).toMatchObject({ onBehalfOf: 'recommender' });
    const detail = bodyOf(await injectAs('fin', { method: 'GET', url: `/api/tasks/${inv.id}` }), taskDetailSchema);
    const res = await injectAs('fin', { method: 'POST', url: `/api/tasks/${inv.id}/approve`, payload: { revision: detail.revision } });
    expect(res.statusCode, res.body).toBe(200);
    const decision = (await auditOf(inv.id)).find((a) => a.action === 'RECOMMEND');
    expect(decision).toMatchObject({ actorUserId: fin, data: { onBehalfOf: 'recommender', onBehalfOfUserId: await userId('recommender') } });
  });

  it('ends with its dates, and only its delegator deletes it', async () => {
    const fin = await userId('fin');
    const inv = await makeReviewInvoice({ status: 'REVIEW' });
    const list = bodyOf(
      await injectAs('recommender', {
        method: 'POST',
        url: '/api/tasks/delegations',
        payload: { substituteUserId: fin, startDate: isoDay(60), endDate: isoDay(64) },
      }),
      delegationListSchema,
    );
    expect((await tasksOf('fin')).some((t) => t.invoiceId === inv.id)).toBe(false);
    const id = list.given.find((d) => d.substitute === 'fin')!.id;
    expect((await injectAs('fin', { method: 'DELETE', url: `/api/tasks/delegations/${id}` })).statusCode).toBe(404);
    expect((await injectAs('recommender', { method: 'DELETE', url: `/api/tasks/delegations/${id}` })).statusCode).toBe(204);
    expect(bodyOf(await injectAs('recommender', { method: 'GET', url: '/api/tasks/delegations' }), delegationListSchema).given.some((d) => d.id === id)).toBe(
      false,
    );
  });
});

describe('every path to the recommender notifies alike', () => {
  it("the PIC's proxy entry sent to the recommender tells the recommender, with a link to the task", async () => {
    const inv = await makeReviewInvoice({ kind: 'PROXY', status: 'DRAFT', createdBy: 'pic' });
    const { database, erp } = await getTestContext();
    const [bank] = await erp.listSupplierBanks('AAM', inv.vendorId, 82);
    const [term] = await erp.listTerms('AAM', inv.vendorId);
    const [account] = await erp.listAccounts('AAM', 82);
    const { invoices } = await import('../../src/db/schema/index');
    await database.db
      .update(invoices)
      .set({ bankAccountId: bank!.extBankAccountId, paymentMethod: 'EFT', termId: term!.termId, ccid: account!.codeCombinationId })
      .where(eq(invoices.id, inv.id));
    const res = await injectAs('pic', { method: 'POST', url: `/api/non-po-invoices/${inv.id}/submit-to-recommender`, payload: { revision: inv.revision } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await noticesAbout(inv.invoiceNo)).toEqual([
      {
        username: 'recommender',
        title: `Invoice ${inv.invoiceNo} waits for your recommendation`,
        body: expect.any(String) as unknown,
        link: `/tasks/${inv.id}`,
      },
    ]);
    expect((await tasksOf('recommender')).some((t) => t.invoiceId === inv.id)).toBe(true);
  });
});
