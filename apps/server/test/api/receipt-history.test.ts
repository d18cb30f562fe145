import { describe, expect, it } from 'vitest';
import { purchaseOrderOptionSchema, receiptHistoryRowSchema } from '@faktura/domain';
import { injectAs } from '../helpers/app';
import { bodyOf, itemsSchema, messagesOf } from '../helpers/body';

describe('receipt / return history (/history-receipt)', () => {
  it('lists the supplier’s POs and the receipts and returns of one', async () => {
    const orders = bodyOf(
      await injectAs('vendor', { method: 'GET', url: '/api/receipts/purchase-orders?orgId=82&instance=AAM' }),
      itemsSchema(purchaseOrderOptionSchema),
    ).items;
    expect(orders.length).toBeGreaterThan(10);
    const res = await injectAs('vendor', { method: 'GET', url: `/api/receipts/history?orgId=82&instance=AAM&poHeaderId=${orders[0]!.poHeaderId}` });
    expect(res.statusCode, res.body).toBe(200);
    const rows = bodyOf(res, itemsSchema(receiptHistoryRowSchema)).items;
    expect(rows.length).toBeGreaterThan(0);
    expect(Object.keys(rows[0]!).sort()).toEqual(
      [
        'itemCode',
        'itemDescription',
        'packingSlip',
        'quantityReceived',
        'quantityReturned',
        'quantityShipped',
        'receiptNum',
        'shipmentLineStatus',
        'uom',
        'waybillNum',
      ].sort(),
    );
  });

  it('asks for a company, then a PO', async () => {
    const noPo = await injectAs('vendor', { method: 'GET', url: '/api/receipts/history?orgId=82&instance=AAM' });
    expect(messagesOf(noPo)).toEqual(['Please select PO']);
  });

  it('never shows another supplier’s PO', async () => {
    const theirs = bodyOf(
      await injectAs('vendor2', { method: 'GET', url: '/api/receipts/purchase-orders?orgId=82&instance=AAM' }),
      itemsSchema(purchaseOrderOptionSchema),
    ).items;
    const res = await injectAs('vendor', { method: 'GET', url: `/api/receipts/history?orgId=82&instance=AAM&poHeaderId=${theirs[0]!.poHeaderId}` });
    expect(res.statusCode).toBe(200);
    expect(bodyOf(res, itemsSchema(receiptHistoryRowSchema)).items).toEqual([]);
  });

  it('lets finance look at a named supplier', async () => {
    const orders = bodyOf(
      await injectAs('finance', { method: 'GET', url: '/api/receipts/purchase-orders?orgId=82&instance=AAM&vendorId=3002' }),
      itemsSchema(purchaseOrderOptionSchema),
    ).items;
    expect(orders.length).toBeGreaterThan(0);
  });
});
