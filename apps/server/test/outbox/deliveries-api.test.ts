import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ERP_DELIVERY_MESSAGES, failedDeliveriesResponseSchema } from '@faktura/domain';
import type { ErpPort } from '../../src/erp/port';
import { getTestContext, injectAs } from '../helpers/app';
import { bodyOf } from '../helpers/body';
import { deliveryCounts, drain, processedInvoices, submitToErp, testOutboxSettings } from './helpers';

const unreachable = (erp: ErpPort): ErpPort => ({
  ...erp,
  submitInvoice: () => Promise.reject(new Error('ERP import service answered 503 Service Unavailable')),
});

/** One invoice whose delivery failed after every retry (the ERP answered 503 each time). */
async function failedDelivery(): Promise<{ invoiceId: number; outboxId: number }> {
  const { database, erp } = await getTestContext();
  const [invoiceId] = await processedInvoices(1);
  await submitToErp([invoiceId!]);
  await drain(unreachable(erp), testOutboxSettings({ maxAttempts: 2 }));
  const [row] = await database.rows<{ id: number; status: string }>(sql`select id, status from outbox where invoice_id = ${invoiceId!}`);
  expect(row!.status).toBe('FAILED');
  return { invoiceId: invoiceId!, outboxId: Number(row!.id) };
}

describe('failed ERP deliveries (finance)', () => {
  it('lists failed deliveries with the ERP’s message, to finance only', async () => {
    const { invoiceId, outboxId } = await failedDelivery();
    const res = await injectAs('finance', { method: 'GET', url: '/api/erp-deliveries/failed?pageSize=50' });
    expect(res.statusCode).toBe(200);
    const body = bodyOf(res, failedDeliveriesResponseSchema);
    expect(body.items).toContainEqual(
      expect.objectContaining({
        id: outboxId,
        invoiceId,
        vendorName: 'PT Sinar Jaya Abadi',
        attempts: 2,
        lastError: 'ERP import service answered 503 Service Unavailable',
      }),
    );
    expect(body.counts.failed).toBeGreaterThanOrEqual(1);
    for (const user of ['vendor', 'pic', 'fin']) {
      const refused = await injectAs(user, { method: 'GET', url: '/api/erp-deliveries/failed' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ code: 'FORBIDDEN', messages: ['Unauthorized'] });
    }
  });

  it('retries a failed delivery: queued again with fresh attempts, then delivered once', async () => {
    const { erp } = await getTestContext();
    const { invoiceId, outboxId } = await failedDelivery();
    const res = await injectAs('finance', { method: 'POST', url: '/api/erp-deliveries/retry', payload: { id: outboxId } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: ERP_DELIVERY_MESSAGES.retried });
    expect(res.json()).toEqual({ message: 'Delivery queued again' });
    await drain(erp);
    expect(await deliveryCounts([invoiceId])).toEqual([{ id: invoiceId, status: 'POSTED', erpInvoices: 1, outboxRows: 1, outboxStatus: 'DELIVERED' }]);

    const again = await injectAs('finance', { method: 'POST', url: '/api/erp-deliveries/retry', payload: { id: outboxId } });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'CONFLICT', messages: ['Only a failed delivery can be retried'] });
    const unknown = await injectAs('finance', { method: 'POST', url: '/api/erp-deliveries/retry', payload: { id: 2147483647 } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'NOT_FOUND', messages: ['Delivery not found'] });
    const vendor = await injectAs('vendor', { method: 'POST', url: '/api/erp-deliveries/retry', payload: { id: outboxId } });
    expect(vendor.statusCode).toBe(403);
  });

  it('shows the queue on /metrics: rows by status', async () => {
    const { app, config, database } = await getTestContext();
    await failedDelivery();
    const res = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${config.metricsToken}` } });
    expect(res.statusCode).toBe(200);
    const [failed] = await database.rows<{ n: string }>(sql`select count(*) as n from outbox where status = 'FAILED'`);
    expect(res.body).toContain(`faktura_outbox_rows{status="failed"} ${Number(failed!.n)}`);
    for (const status of ['pending', 'delivering', 'delivered', 'rejected'])
      expect(res.body).toMatch(new RegExp(`faktura_outbox_rows\\{status="${status}"\\} \\d+`));
  });
});
