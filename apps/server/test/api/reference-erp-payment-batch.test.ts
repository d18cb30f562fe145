import { describe, expect, it } from 'vitest';
import { invoiceTimelineSchema, paymentBatchAvailabilitySchema, paymentBatchResultSchema } from '@faktura/domain';
import { runPaymentBatch } from '../../src/modules/reference-erp/service';
import { getTestContext, injectAs } from '../helpers/app';
import { bodyOf, messagesOf } from '../helpers/body';
import { drain, processedInvoices, submitToErp } from '../outbox/helpers';

const run = (user: string, payload: object) => injectAs(user, { method: 'POST', url: '/api/reference-erp/payment-batches', payload });
const timeline = async (id: number) => bodyOf(await injectAs('vendor', { method: 'GET', url: `/api/timeline/${id}` }), invoiceTimelineSchema);

describe("the reference ERP's payment batch, run now by its operator (finance)", () => {
  it('pays the installments due in the range, dated today; the supplier sees Paid with cheque and bank; what falls outside waits', async () => {
    const { erp } = await getTestContext();
    const stamp = `RPB-${process.pid}-${Date.now() % 100000}`;
    // Net 30 (FINANCE_FACTS): 13-MAY-2026 falls due on 12-JUN-2026, 14-MAY-2026 on 13-JUN-2026.
    const [inRange] = await processedInvoices(1, { invoiceNo: `${stamp}-IN`, invoiceDate: '2026-05-13' });
    const [later] = await processedInvoices(1, { invoiceNo: `${stamp}-OUT`, invoiceDate: '2026-05-14' });
    await submitToErp([inRange!, later!]);
    await drain(erp);
    expect((await timeline(inRange!)).paid).toBeNull();

    const res = await run('finance', { payFromDate: '2026-06-12', payThroughDate: '2026-06-12', instance: 'AAM', vendorId: 3001 });
    expect(res.statusCode, res.body).toBe(201);
    const batch = bodyOf(res, paymentBatchResultSchema);
    const today = new Date().toISOString().slice(0, 10);
    expect(batch.paymentDate).toBe(today);
    expect(batch.payments.length).toBeGreaterThanOrEqual(1);
    expect(batch.payments.every((p) => p.instance === 'AAM' && p.vendorId === 3001)).toBe(true);

    const paid = (await timeline(inRange!)).paid;
    expect(paid).toMatchObject({ date: today, amount: '1635000.00', currency: 'IDR' });
    const payment = batch.payments.find((p) => p.checkNum === paid!.checkNum);
    expect(payment).toBeDefined();
    expect(paid!.bank).toBe(payment!.bankName);
    expect((await timeline(inRange!)).status?.code).toBe('PD');
    // Due a day after the range: still expected, not paid.
    expect((await timeline(later!)).paid).toBeNull();
    expect((await timeline(later!)).expected?.dueDate).toBe('2026-06-13');

    // Run again: nothing left in the range, nothing paid twice.
    const again = bodyOf(
      await run('finance', { payFromDate: '2026-06-12', payThroughDate: '2026-06-12', instance: 'AAM', vendorId: 3001 }),
      paymentBatchResultSchema,
    );
    expect(again.payments).toEqual([]);
    expect((await timeline(inRange!)).paid?.checkNum).toBe(paid!.checkNum);
  });

  it('is finance’s alone; says whether the ERP is the reference one', async () => {
    for (const user of ['vendor', 'pic']) {
      expect((await run(user, { payThroughDate: '2026-06-12' })).statusCode).toBe(403);
      expect((await injectAs(user, { method: 'GET', url: '/api/reference-erp/payment-batches' })).statusCode).toBe(403);
    }
    const availability = bodyOf(await injectAs('finance', { method: 'GET', url: '/api/reference-erp/payment-batches' }), paymentBatchAvailabilitySchema);
    expect(availability).toEqual({ available: true, today: new Date().toISOString().slice(0, 10) });
  });

  it('refuses a range that runs backwards, a missing pay-through date and unknown fields, paying nothing', async () => {
    const backwards = await run('finance', { payFromDate: '2026-06-13', payThroughDate: '2026-06-12' });
    expect(backwards.statusCode).toBe(400);
    expect(messagesOf(backwards)).toEqual(['Pay from date must not be after the pay through date']);
    expect((await run('finance', {})).statusCode).toBe(400);
    expect((await run('finance', { payThroughDate: '2026-06-12', checkDate: '2020-01-01' })).statusCode).toBe(400);
    expect((await run('finance', { payThroughDate: '2026-02-30' })).statusCode).toBe(400);
  });

  it('on another ERP there is no operator here: NOT_FOUND, saying the ERP runs its own batches', async () => {
    await expect(runPaymentBatch({}, { payThroughDate: '2026-06-12' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      messages: ["This portal's ERP runs its own payment batches: start one in the ERP."],
    });
  });
});
