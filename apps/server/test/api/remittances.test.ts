import { describe, expect, it } from 'vitest';
import { and, asc, eq, gt } from 'drizzle-orm';
import { REMITTANCE_MESSAGES, remittanceAdviceSchema, remittanceListSchema, sumMoney } from '@faktura/domain';
import { auditEvents, invoices } from '../../src/db/schema/index';
import { getTestContext, injectAs } from '../helpers/app';
import { bodyOf, messagesOf } from '../helpers/body';

const AAM = 'orgId=82&instance=AAM';

describe('remittance advice (/api/remittances)', () => {
  it("lists a supplier's own payments 10 a page, and each advice's lines add up to the payment", async () => {
    const res = await injectAs('vendor', { method: 'GET', url: `/api/remittances?${AAM}` });
    expect(res.statusCode, res.body).toBe(200);
    const page = bodyOf(res, remittanceListSchema);
    expect(page.pageSize).toBe(10);
    expect(page.items.length).toBeGreaterThan(0);
    expect(new Set(page.items.map((p) => p.vendorId))).toEqual(new Set([3001]));
    const paying = page.items.find((p) => p.invoiceCount > 0)!;
    const detail = bodyOf(await injectAs('vendor', { method: 'GET', url: `/api/remittances/AAM/${paying.checkId}` }), remittanceAdviceSchema);
    expect(detail.payment.checkNum).toBe(paying.checkNum);
    expect(detail.lines).toHaveLength(paying.invoiceCount);
    expect(detail.totals.paymentAmount).toBe(paying.amount);
    expect(detail.totals.netOfLines).toBe(sumMoney(detail.lines.map((l) => l.netPaid)));
    expect(detail.mismatch).toBe(detail.totals.netOfLines !== detail.totals.paymentAmount);
  });

  it('downloads the advice as UBL naming the cheque and each invoice; another supplier gets 404', async () => {
    const own = bodyOf(await injectAs('vendor', { method: 'GET', url: `/api/remittances?${AAM}` }), remittanceListSchema);
    const paying = own.items.find((p) => p.invoiceCount > 0)!;
    const detail = bodyOf(await injectAs('vendor', { method: 'GET', url: `/api/remittances/AAM/${paying.checkId}` }), remittanceAdviceSchema);
    const res = await injectAs('vendor', { method: 'GET', url: `/api/remittances/AAM/${paying.checkId}/ubl` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.body).toContain(`<TotalPaymentAmount`.replace('<', '<cbc:'));
    expect(res.body).toContain(`currencyID="${detail.payment.currencyCode}">${detail.totals.paymentAmount}</cbc:TotalPaymentAmount>`);
    for (const line of detail.lines) expect(res.body).toContain(`<cbc:ID>${line.invoiceNum}</cbc:ID>`);
    expect((await injectAs('vendor2', { method: 'GET', url: `/api/remittances/AAM/${paying.checkId}/ubl` })).statusCode).toBe(404);
  });

  it("answers another supplier's payment 404 as if missing, and lists none of it", async () => {
    const own = bodyOf(await injectAs('vendor', { method: 'GET', url: `/api/remittances?${AAM}` }), remittanceListSchema);
    const checkId = own.items[0]!.checkId;
    const res = await injectAs('vendor2', { method: 'GET', url: `/api/remittances/AAM/${checkId}` });
    expect(res.statusCode).toBe(404);
    expect(messagesOf(res)).toEqual([REMITTANCE_MESSAGES.paymentNotFound]);
    const theirs = bodyOf(await injectAs('vendor2', { method: 'GET', url: `/api/remittances?${AAM}&pageSize=100` }), remittanceListSchema);
    expect(theirs.items.some((p) => p.checkId === checkId)).toBe(false);
  });

  it('lets finance list any supplier once chosen (none before)', async () => {
    const none = bodyOf(await injectAs('finance', { method: 'GET', url: `/api/remittances?${AAM}` }), remittanceListSchema);
    expect(none.total).toBe(0);
    const some = bodyOf(await injectAs('finance', { method: 'GET', url: `/api/remittances?${AAM}&vendorId=3001` }), remittanceListSchema);
    const own = bodyOf(await injectAs('vendor', { method: 'GET', url: `/api/remittances?${AAM}` }), remittanceListSchema);
    expect(some.total).toBe(own.total);
  });

  it('refuses hostile input with 4xx', async () => {
    for (const url of [
      '/api/remittances/aam/1',
      '/api/remittances/AAM/0',
      `/api/remittances?${AAM}&pageSize=1000`,
      `/api/remittances?${AAM}&fromDate=2026-13-01`,
    ]) {
      const res = await injectAs('vendor', { method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
    }
  });

  it('records a withholding slip for an invoice with PPh, audited; refuses one without PPh, a missing invoice, and a non-finance user', async () => {
    const { database } = await getTestContext();
    const [withPph] = await database.db.select({ id: invoices.id }).from(invoices).where(gt(invoices.pphAmount, '0')).orderBy(asc(invoices.id)).limit(1);
    const [withoutPph] = await database.db.select({ id: invoices.id }).from(invoices).where(eq(invoices.pphAmount, '0')).orderBy(asc(invoices.id)).limit(1);
    const pphId = withPph!.id;
    const noPphId = withoutPph!.id;
    const body = { slipNo: 'BP-23/2026/0001', slipDate: '2026-06-30' };
    const ok = await injectAs('finance', { method: 'PUT', url: `/api/remittances/withholding-slips/${pphId}`, payload: body });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ invoiceId: pphId, ...body });
    const audit = await database.db
      .select({ id: auditEvents.id })
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'invoice'), eq(auditEvents.entityId, String(pphId)), eq(auditEvents.action, 'WITHHOLDING_SLIP')));
    expect(audit).toHaveLength(1);
    const none = await injectAs('finance', { method: 'PUT', url: `/api/remittances/withholding-slips/${noPphId}`, payload: body });
    expect(none.statusCode).toBe(400);
    expect(messagesOf(none)).toEqual([REMITTANCE_MESSAGES.noWithholding]);
    const missing = await injectAs('finance', { method: 'PUT', url: '/api/remittances/withholding-slips/2000000000', payload: body });
    expect(missing.statusCode).toBe(404);
    expect(messagesOf(missing)).toEqual([REMITTANCE_MESSAGES.invoiceNotFound]);
    const blank = await injectAs('finance', { method: 'PUT', url: `/api/remittances/withholding-slips/${pphId}`, payload: { slipNo: '  ' } });
    expect(blank.statusCode).toBe(400);
    expect(messagesOf(blank).join(' | ')).toContain(REMITTANCE_MESSAGES.slipNumberRequired);
    const vendor = await injectAs('vendor', { method: 'PUT', url: `/api/remittances/withholding-slips/${pphId}`, payload: body });
    expect(vendor.statusCode).toBe(403);
  });
});
