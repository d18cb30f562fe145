import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { financeReviewSchema } from '@faktura/domain';
import { getTestContext, injectAs } from '../helpers/app';
import { bodyOf, messagesOf } from '../helpers/body';
import { FINANCE_FACTS, processedInvoices } from '../outbox/helpers';

const url = (id: number, action = '') => `/api/finance/reviews/${id}${action}`;

/** A non-PO invoice the recommender approved (PROCESSED), its review done (bank, payment method, term), no pay group yet. */
async function approvedInvoice() {
  const [id] = await processedInvoices(1, { payGroup: null });
  const res = await injectAs('finance', { method: 'GET', url: url(id!) });
  expect(res.statusCode, res.body).toBe(200);
  return bodyOf(res, financeReviewSchema);
}

describe('finance review of non-PO invoices (/invoice/review-fin)', () => {
  it('offers the pay groups, Submit to finance and Reject on a PROCESSED invoice', async () => {
    const review = await approvedInvoice();
    expect(review).toMatchObject({ status: 'PROCESSED', payGroup: null, erpRejection: null, finance: { canSubmit: true, canReject: true } });
    expect(review.payGroups.length).toBeGreaterThan(0);
  });

  it('asks for what the ERP needs, all at once, then submits once: PROCESSING with one outbox row; a repeat is a 409', async () => {
    const review = await approvedInvoice();
    const submit = (payload: object) => injectAs('finance', { method: 'POST', url: url(review.id, '/submit'), payload });
    const empty = await submit({ revision: review.revision });
    expect(empty.statusCode).toBe(400);
    expect(messagesOf(empty)).toEqual(['Choose Bank Account', 'Choose Payment Method', 'Choose Term', 'Choose PayGroup']);

    // What the review stored, as the screen sends it back.
    const { database } = await getTestContext();
    const [stored] = await database.rows<{ ccid: number }>(sql`select ccid from invoices where id = ${review.id}`);
    const { bankAccountId, paymentMethod, termId } = FINANCE_FACTS;
    const form = { revision: review.revision, bankAccountId, paymentMethod, termId, coaId: stored!.ccid, glDate: '2026-11-12' };
    expect(messagesOf(await submit(form))).toEqual(['Choose PayGroup']);
    expect(messagesOf(await submit({ ...form, payGroup: 'NOPE' }))).toEqual(['Pay group is not one of this company’s pay groups']);

    const payload = { ...form, payGroup: review.payGroups[0]!.value };
    const res = await submit(payload);
    expect(res.statusCode, res.body).toBe(200);
    expect(bodyOf(res, financeReviewSchema)).toMatchObject({ status: 'PROCESSING', payGroup: payload.payGroup, finance: { canSubmit: false } });
    expect((await submit(payload)).statusCode).toBe(409);
    const [row] = await database.rows<{ n: number }>(sql`select count(*)::int as n from outbox where invoice_id = ${review.id}`);
    expect(Number(row!.n)).toBe(1);
  });

  it('rejects only with a reason', async () => {
    const review = await approvedInvoice();
    const empty = await injectAs('finance', { method: 'POST', url: url(review.id, '/reject'), payload: { revision: review.revision } });
    expect(empty.statusCode).toBe(400);
    expect(messagesOf(empty)).toEqual(['Reason must be filled']);
    const res = await injectAs('finance', { method: 'POST', url: url(review.id, '/reject'), payload: { revision: review.revision, reason: 'COA salah' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(bodyOf(res, financeReviewSchema).status).toBe('REJECTED');
  });

  it('exports reviewFin-{DDMMYYYYHHmmss}.xls', async () => {
    const review = await approvedInvoice();
    const res = await injectAs('finance', { method: 'GET', url: url(review.id, '/export.xls') });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="reviewFin-\d{14}\.xls"$/);
    // A BIFF8 workbook is an OLE compound file.
    expect(res.rawPayload.subarray(0, 4).toString('hex')).toBe('d0cf11e0');
  });

  it('is not for PO invoices, and only for finance', async () => {
    const { database } = await getTestContext();
    const [po] = await database.rows<{ id: number }>(sql`select id from invoices where invoice_no = 'SJA/INV/2026/0103'`);
    expect((await injectAs('finance', { method: 'GET', url: url(po!.id) })).statusCode).toBe(404);
    const review = await approvedInvoice();
    for (const user of ['vendor', 'pic']) expect((await injectAs(user, { method: 'GET', url: url(review.id) })).statusCode).toBe(403);
  });
});
