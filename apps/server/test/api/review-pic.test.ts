import { describe, expect, it } from 'vitest';
import { LIFECYCLE_MESSAGES, PO_INVOICE_MESSAGES, REVIEW_MESSAGES, reviewViewSchema, travelOrderListSchema, type ReviewView } from '@faktura/domain';
import { getTestContext, injectAs, login } from '../helpers/app';
import { bodyOf, messagesOf } from '../helpers/body';
import { auditOf, invoiceRow, makeReviewInvoice, makeUser, noticesAbout, SJA } from '../helpers/reviews';
import { picVendorMappings } from '../../src/db/schema/index';

const lookupUrl = (invoiceNo: string) => `/api/reviews/lookup?instance=AAM&orgId=82&vendorId=${SJA.vendorId}&invoiceNo=${encodeURIComponent(invoiceNo)}`;

async function open(user: string, invoiceNo: string): Promise<ReviewView> {
  const res = await injectAs(user, { method: 'GET', url: lookupUrl(invoiceNo) });
  expect(res.statusCode, res.body).toBe(200);
  return bodyOf(res, reviewViewSchema);
}

/** A complete form from the view's own options. */
function formOf(view: ReviewView) {
  return {
    revision: view.revision,
    bankAccountId: view.options.banks[0]!.id,
    paymentMethod: view.options.paymentMethods[0]!.code,
    termId: view.options.terms[0]!.id,
    chargeAccountId: view.options.accounts[0]!.id,
    costCenter: view.options.costCenters[0]!.code,
    glDate: '2026-11-12',
    invoiceDate: view.invoiceDate!,
    taxDate: view.taxDate!,
    vendorSiteId: view.vendorSiteId,
    serviceCharge: true,
    referenceNumber: 'SK/AAM/2026/004',
    categoryId: view.categoryId,
    lines: view.lines.map((l) => ({ id: l.id, coaId: view.options.accounts[1]!.id, remarks: 'TO-SJA-2611-001#Budi Santoso#2026-11-02#2026-11-04' })),
  };
}

describe('PIC review: reading', () => {
  it('shows a PIC the header with the GL date defaulting to the invoice date, lines, options and its buttons', async () => {
    const inv = await makeReviewInvoice();
    const view = await open('pic', inv.invoiceNo);
    expect(view).toMatchObject({ id: inv.id, kind: 'NON_PO', status: 'OPEN', glDate: '2026-11-10', verified: false, company: expect.any(String) as unknown });
    expect(view.lines.map((l) => l.amount)).toEqual(['1000000.00', '500000.00']);
    expect(view.options.banks.length).toBeGreaterThan(0);
    expect(view.permissions).toEqual({ canAct: true, canVerify: true, canSubmit: false, canUpload: true, canDeleteAttachment: true });
  });

  it('shows finance the review read-only, and refuses its writes', async () => {
    const inv = await makeReviewInvoice();
    const view = await open('finance', inv.invoiceNo);
    expect(view.permissions).toEqual({ canAct: false, canVerify: false, canSubmit: false, canUpload: true, canDeleteAttachment: false });
    const save = await injectAs('finance', { method: 'PUT', url: `/api/reviews/${inv.id}`, payload: formOf(view) });
    expect(save.statusCode).toBe(403);
    const reject = await injectAs('finance', { method: 'POST', url: `/api/reviews/${inv.id}/reject`, payload: { revision: view.revision, reason: 'x' } });
    expect(reject.statusCode).toBe(403);
    expect((await invoiceRow(inv.id)).revision).toBe(view.revision);
  });

  it('never shows a supplier, and not a PIC the supplier is not mapped to (or no longer is)', async () => {
    const inv = await makeReviewInvoice();
    expect((await injectAs('vendor', { method: 'GET', url: lookupUrl(inv.invoiceNo) })).statusCode).toBe(403);
    expect((await injectAs('fin', { method: 'GET', url: lookupUrl(inv.invoiceNo) })).statusCode).toBe(404);
    const { database, app } = await getTestContext();
    const expired = await makeUser(`pic-expired-${process.pid}`, 'PIC');
    const { instance, orgId, vendorId } = SJA;
    await database.db.insert(picVendorMappings).values([
      { userId: expired, instance, orgId, vendorId, startDate: '2025-01-01', endDate: '2025-12-31' },
      { userId: expired, instance, orgId, vendorId: 3002, startDate: '2026-01-01' },
    ]);
    const token = await login(`pic-expired-${process.pid}`);
    const res = await app.inject({ method: 'GET', url: lookupUrl(inv.invoiceNo), headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(404);
    const put = await app.inject({ method: 'PUT', url: `/api/reviews/${inv.id}`, headers: { authorization: `Bearer ${token}` }, payload: { revision: 1 } });
    expect(put.statusCode).toBe(404);
  });

  it('lists the supplier travel orders for the modal', async () => {
    const inv = await makeReviewInvoice();
    const res = await injectAs('pic', { method: 'GET', url: `/api/reviews/${inv.id}/travel-orders` });
    const orders = bodyOf(res, travelOrderListSchema).items;
    expect(orders).toContainEqual({ travelOrderNo: 'TO-SJA-2611-001', guestName: 'Budi Santoso', startDate: '2026-11-02', endDate: '2026-11-04' });
    expect(orders.every((o) => o.travelOrderNo.startsWith('TO-SJA'))).toBe(true);
  });
});

describe('PIC review: Save', () => {
  it('lists every missing finance field at once, in the spec texts', async () => {
    const inv = await makeReviewInvoice();
    const res = await injectAs('pic', { method: 'PUT', url: `/api/reviews/${inv.id}`, payload: { revision: inv.revision } });
    expect(res.statusCode).toBe(400);
    expect(messagesOf(res)).toEqual(['Choose Bank Account', 'Choose Payment Method', 'Choose Term', 'Choose Charge of Account']);
  });

  it('asks for the vendor of every reimbursement line', async () => {
    const inv = await makeReviewInvoice();
    const { database } = await getTestContext();
    const { invoiceReimbursements } = await import('../../src/db/schema/index');
    await database.db
      .insert(invoiceReimbursements)
      .values({ invoiceId: inv.id, lineNum: 1, taxNo: '010.000-26.00000911', taxDate: '2026-11-10', taxValue: '264000' });
    const view = await open('pic', inv.invoiceNo);
    const res = await injectAs('pic', { method: 'PUT', url: `/api/reviews/${inv.id}`, payload: formOf(view) });
    expect(res.statusCode).toBe(400);
    expect(messagesOf(res)).toEqual(['Harap lengkapi detail reimburse!']);
  });

  it('stores the header and line remarks, keeps the status, bumps the revision and audits', async () => {
    const inv = await makeReviewInvoice();
    const view = await open('pic', inv.invoiceNo);
    const form = formOf(view);
    const res = await injectAs('pic', { method: 'PUT', url: `/api/reviews/${inv.id}`, payload: form });
    expect(res.statusCode, res.body).toBe(200);
    const saved = bodyOf(res, reviewViewSchema);
    expect(saved).toMatchObject({
      status: 'OPEN',
      revision: view.revision + 1,
      glDate: '2026-11-12',
      bankAccountId: form.bankAccountId,
      paymentMethod: form.paymentMethod,
      termId: form.termId,
      chargeAccountId: form.chargeAccountId,
      serviceCharge: true,
      referenceNumber: 'SK/AAM/2026/004',
    });
    expect(saved.lines.map((l) => l.remarks)).toEqual([form.lines[0]!.remarks, form.lines[1]!.remarks]);
    expect((await auditOf(inv.id)).map((a) => a.action)).toEqual(['REVIEW_SAVE']);
  });

  it('refuses a stale revision with 409 and changes nothing', async () => {
    const inv = await makeReviewInvoice();
    const view = await open('pic', inv.invoiceNo);
    const res = await injectAs('pic', { method: 'PUT', url: `/api/reviews/${inv.id}`, payload: { ...formOf(view), revision: view.revision + 5 } });
    expect(res.statusCode).toBe(409);
    expect(messagesOf(res)).toEqual([PO_INVOICE_MESSAGES.stale]);
    expect((await invoiceRow(inv.id)).bankAccountId).toBeNull();
  });

  it('lets the PIC act only while the header is OPEN', async () => {
    const inv = await makeReviewInvoice({ status: 'REVIEW' });
    const view = await open('pic', inv.invoiceNo);
    expect(view.permissions.canAct).toBe(false);
    const res = await injectAs('pic', { method: 'PUT', url: `/api/reviews/${inv.id}`, payload: formOf(view) });
    expect(res.statusCode).toBe(409);
    expect(messagesOf(res)).toEqual([REVIEW_MESSAGES.notOpen('REVIEW')]);
  });

  it("refuses ids that are not the invoice's options, all at once", async () => {
    const inv = await makeReviewInvoice();
    const view = await open('pic', inv.invoiceNo);
    const payload = { ...formOf(view), bankAccountId: 999999, termId: 999999, lines: [{ id: 999999, coaId: null, remarks: '' }] };
    const res = await injectAs('pic', { method: 'PUT', url: `/api/reviews/${inv.id}`, payload });
    expect(res.statusCode).toBe(400);
    expect(messagesOf(res)).toEqual([REVIEW_MESSAGES.bankAccountUnknown, REVIEW_MESSAGES.termUnknown]);
    const lines = await injectAs('pic', {
      method: 'PUT',
      url: `/api/reviews/${inv.id}`,
      payload: { ...formOf(view), lines: [{ id: 999999, coaId: null, remarks: '' }] },
    });
    expect(messagesOf(lines)).toEqual([REVIEW_MESSAGES.lineUnknown]);
  });
});

describe('PIC review: Verified, Submit to Rekomendator, Reject', () => {
  it('needs Verified before a non-PO invoice goes to the recommender (nothing saved when refused)', async () => {
    const inv = await makeReviewInvoice();
    const view = await open('pic', inv.invoiceNo);
    const res = await injectAs('pic', { method: 'POST', url: `/api/reviews/${inv.id}/submit`, payload: formOf(view) });
    expect(res.statusCode).toBe(400);
    expect(messagesOf(res)).toEqual(['Failed submit to recommender', LIFECYCLE_MESSAGES.verified]);
    expect(await invoiceRow(inv.id)).toMatchObject({ status: 'OPEN', revision: view.revision, bankAccountId: null });
  });

  it('verifies once (a second Verified changes nothing) and refuses verifying outside OPEN', async () => {
    const inv = await makeReviewInvoice();
    const first = await injectAs('pic', { method: 'POST', url: `/api/reviews/${inv.id}/verify`, payload: { revision: inv.revision } });
    const verified = bodyOf(first, reviewViewSchema);
    expect(verified).toMatchObject({ verified: true, revision: inv.revision + 1, permissions: { canAct: true, canVerify: false, canSubmit: true } });
    const again = bodyOf(
      await injectAs('pic', { method: 'POST', url: `/api/reviews/${inv.id}/verify`, payload: { revision: verified.revision } }),
      reviewViewSchema,
    );
    expect(again.revision).toBe(verified.revision);
    expect((await auditOf(inv.id)).map((a) => a.action)).toEqual(['VERIFY']);

    const closed = await makeReviewInvoice({ status: 'PROCESSED' });
    const res = await injectAs('pic', { method: 'POST', url: `/api/reviews/${closed.id}/verify`, payload: { revision: closed.revision } });
    expect(res.statusCode).toBe(409);
    expect(messagesOf(res)).toEqual(['Invoice verify failed, please try again', REVIEW_MESSAGES.notOpen('PROCESSED')]);
  });

  it('saves then sends to the recommender: REVIEW, one notice to the recommender linking the task; a double submit is harmless', async () => {
    const inv = await makeReviewInvoice({ verified: true });
    const view = await open('pic', inv.invoiceNo);
    const form = formOf(view);
    const res = await injectAs('pic', { method: 'POST', url: `/api/reviews/${inv.id}/submit`, payload: form });
    expect(res.statusCode, res.body).toBe(200);
    expect(bodyOf(res, reviewViewSchema)).toMatchObject({ status: 'REVIEW', bankAccountId: form.bankAccountId, permissions: { canAct: false } });
    const again = await injectAs('pic', { method: 'POST', url: `/api/reviews/${inv.id}/submit`, payload: form });
    expect(again.statusCode).toBe(409);
    expect(await noticesAbout(inv.invoiceNo)).toEqual([
      {
        username: 'recommender',
        title: `Invoice ${inv.invoiceNo} waits for your recommendation`,
        body: expect.any(String) as unknown,
        link: `/tasks/${inv.id}`,
      },
    ]);
    const audit = await auditOf(inv.id);
    expect(audit.map((a) => [a.action, a.fromStatus, a.toStatus])).toEqual([
      ['REVIEW_SAVE', 'OPEN', 'OPEN'],
      ['SEND_TO_RECOMMENDER', 'OPEN', 'REVIEW'],
    ]);
  });

  it('sends a proxy invoice (v1) without Verified', async () => {
    const inv = await makeReviewInvoice({ kind: 'PROXY', createdBy: 'pic' });
    const view = await open('pic', inv.invoiceNo);
    expect(view.permissions).toMatchObject({ canAct: true, canVerify: true, canSubmit: true });
    const res = await injectAs('pic', { method: 'POST', url: `/api/reviews/${inv.id}/submit`, payload: formOf(view) });
    expect(bodyOf(res, reviewViewSchema).status).toBe('REVIEW');
  });

  it('refuses to send an invoice no recommender is mapped for', async () => {
    const inv = await makeReviewInvoice({ verified: true, withMapping: false });
    const view = await open('pic', inv.invoiceNo);
    const res = await injectAs('pic', { method: 'POST', url: `/api/reviews/${inv.id}/submit`, payload: formOf(view) });
    expect(res.statusCode).toBe(400);
    expect(messagesOf(res)).toEqual([REVIEW_MESSAGES.submitFailed, REVIEW_MESSAGES.noRecommender]);
  });

  it('rejects only with a reason: REJECTED, the reason stored and the supplier told', async () => {
    const inv = await makeReviewInvoice();
    const empty = await injectAs('pic', { method: 'POST', url: `/api/reviews/${inv.id}/reject`, payload: { revision: inv.revision, reason: '  ' } });
    expect(empty.statusCode).toBe(400);
    expect(messagesOf(empty)).toEqual(['Reason must be filled']);
    const res = await injectAs('pic', {
      method: 'POST',
      url: `/api/reviews/${inv.id}/reject`,
      payload: { revision: inv.revision, reason: 'Faktur pajak salah' },
    });
    expect(bodyOf(res, reviewViewSchema)).toMatchObject({ status: 'REJECTED', reason: 'Faktur pajak salah' });
    const notices = await noticesAbout(inv.invoiceNo);
    expect(notices).toEqual([
      {
        username: 'vendor',
        title: `Invoice ${inv.invoiceNo} was rejected`,
        body: expect.stringContaining('Faktur pajak salah') as unknown,
        link: expect.any(String) as unknown,
      },
    ]);
  });
});
