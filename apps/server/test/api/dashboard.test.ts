import { describe, expect, it } from 'vitest';
import { dashboardInvoicesSchema, dashboardReceiptsSchema, invoiceListSchema } from '@faktura/domain';
import { getTestContext, injectAs, login } from '../helpers/app';
import { bodyOf, messagesOf } from '../helpers/body';

describe('dashboard', () => {
  it('shows a supplier its 10 latest invoices of both its companies, newest first', async () => {
    const res = await injectAs('vendor', { method: 'GET', url: '/api/dashboard/invoices' });
    expect(res.statusCode).toBe(200);
    const items = bodyOf(res, dashboardInvoicesSchema).items;
    const total = bodyOf(await injectAs('vendor', { method: 'GET', url: '/api/invoices' }), invoiceListSchema).total;
    expect(total).toBeGreaterThanOrEqual(8);
    expect(items).toHaveLength(Math.min(10, total));
    for (const i of items) expect(['AAM/3001', 'COMET/7001']).toContain(`${i.instance}/${i.vendorId}`);
    // Other tests in this worker add invoices, so "both companies" is checked over the whole list.
    for (const instance of ['AAM', 'COMET']) {
      const some = bodyOf(await injectAs('vendor', { method: 'GET', url: `/api/invoices?instance=${instance}` }), invoiceListSchema).items;
      expect(some.length, instance).toBeGreaterThan(0);
    }
    const times = items.map((i) => i.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(items[0]!.totalAmount).toMatch(/^\d+\.\d{2}$/);
  });

  it('never shows a supplier another supplier’s invoices', async () => {
    const mine = bodyOf(await injectAs('vendor2', { method: 'GET', url: '/api/dashboard/invoices' }), dashboardInvoicesSchema).items;
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((i) => i.vendorId === 3002)).toBe(true);
    const list = bodyOf(await injectAs('vendor2', { method: 'GET', url: '/api/invoices?pageSize=50&vendorId=3001' }), invoiceListSchema);
    expect(list.items).toEqual([]);
    expect(list.total).toBe(0);
  });

  it('narrows to the chosen company', async () => {
    const { app } = await getTestContext();
    const token = await login('vendor');
    const headers = { authorization: `Bearer ${token}` };
    await app.inject({ method: 'PUT', url: '/api/auth/company', headers, payload: { orgId: 201, instance: 'COMET' } });
    const items = bodyOf(await app.inject({ method: 'GET', url: '/api/dashboard/invoices', headers }), dashboardInvoicesSchema).items;
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((i) => i.instance === 'COMET' && i.orgId === 201)).toBe(true);
  });

  it('shows finance the latest invoices of every supplier', async () => {
    const items = bodyOf(await injectAs('finance', { method: 'GET', url: '/api/dashboard/invoices' }), dashboardInvoicesSchema).items;
    expect(items).toHaveLength(10);
    const times = items.map((i) => i.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const others = bodyOf(await injectAs('finance', { method: 'GET', url: '/api/invoices?vendorId=3002' }), invoiceListSchema).items;
    expect(others.length).toBeGreaterThan(0);
  });

  it('shows a PIC only the suppliers mapped to it', async () => {
    const items = bodyOf(await injectAs('pic', { method: 'GET', url: '/api/dashboard/invoices' }), dashboardInvoicesSchema).items;
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((i) => [3001, 3002].includes(i.vendorId) && i.instance === 'AAM')).toBe(true);
  });

  it('lists a supplier’s 10 newest open receipts with what is left to bill', async () => {
    const res = await injectAs('vendor', { method: 'GET', url: '/api/dashboard/receipts' });
    expect(res.statusCode).toBe(200);
    const items = bodyOf(res, dashboardReceiptsSchema).items;
    expect(items).toHaveLength(10);
    const dates = items.map((i) => i.transactionDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const item of items) {
      expect(Number(item.quantityOpen)).toBeGreaterThan(0);
      expect(item.quantityOpen).toMatch(/^\d+\.\d{3}$/);
      expect(item.amountOpen).toMatch(/^\d+\.\d{2}$/);
    }
  });

  it('leaves out receipt lines already on a portal invoice', async () => {
    const { database } = await getTestContext();
    const { sql } = await import('drizzle-orm');
    const billed = await database.rows<{ id: number }>(
      sql`select l.rcv_transaction_id as id from invoice_lines l join invoices i on i.id = l.invoice_id where i.vendor_id = 3001 and i.status <> 'POSTED'`,
    );
    const items = bodyOf(await injectAs('vendor', { method: 'GET', url: '/api/dashboard/receipts' }), dashboardReceiptsSchema).items;
    const billedIds = new Set(billed.map((b) => Number(b.id)));
    expect(billedIds.size).toBeGreaterThan(0);
    expect(items.some((i) => billedIds.has(i.rcvTransactionId))).toBe(false);
  });

  it('keeps open receipts to suppliers', async () => {
    for (const user of ['pic', 'finance', 'fin']) {
      const res = await injectAs(user, { method: 'GET', url: '/api/dashboard/receipts' });
      expect(res.statusCode).toBe(403);
      expect(messagesOf(res)).toEqual(['Unauthorized']);
    }
  });
});

describe('invoice list', () => {
  it('pages and filters within what the user may see', async () => {
    const page1 = bodyOf(await injectAs('vendor', { method: 'GET', url: '/api/invoices?page=1&pageSize=5' }), invoiceListSchema);
    expect(page1.items).toHaveLength(5);
    expect(page1.total).toBeGreaterThanOrEqual(8);
    const page2 = bodyOf(await injectAs('vendor', { method: 'GET', url: '/api/invoices?page=2&pageSize=5' }), invoiceListSchema);
    expect(page2.items[0]!.id).not.toBe(page1.items[0]!.id);
    const drafts = bodyOf(await injectAs('vendor', { method: 'GET', url: '/api/invoices?status=DRAFT&pageSize=20' }), invoiceListSchema);
    expect(drafts.items.length).toBeGreaterThan(0);
    expect(drafts.items.every((i) => i.status === 'DRAFT')).toBe(true);
    const byNo = bodyOf(await injectAs('vendor', { method: 'GET', url: '/api/invoices?invoiceNo=cmt' }), invoiceListSchema);
    expect(byNo.items.every((i) => i.invoiceNo.includes('CMT'))).toBe(true);
    expect(byNo.items.length).toBe(2);
  });

  it('treats % and _ in the invoice number filter as plain text', async () => {
    const res = bodyOf(await injectAs('finance', { method: 'GET', url: '/api/invoices?invoiceNo=%25' }), invoiceListSchema);
    expect(res.total).toBe(0);
  });

  it('refuses page sizes beyond 50 and unknown filters', async () => {
    expect((await injectAs('vendor', { method: 'GET', url: '/api/invoices?pageSize=500' })).statusCode).toBe(400);
    expect((await injectAs('vendor', { method: 'GET', url: '/api/invoices?sql=1' })).statusCode).toBe(400);
  });
});

describe('invoice list at volume', () => {
  it('stops counting past 10,000 and says so', async () => {
    const { database } = await getTestContext();
    const { sql } = await import('drizzle-orm');
    await database.db.execute(sql`
      insert into invoices (invoice_no, vendor_id, vendor_name, org_id, instance, status, created_at)
      select 'VOL-' || g, 99999, 'PT Volume Test', 83, 'AAM', 'OPEN', timestamp '2020-01-01' + g * interval '1 minute'
      from generate_series(1, 10050) g`);
    try {
      const res = bodyOf(
        await injectAs('finance', { method: 'GET', url: '/api/invoices?orgId=83&instance=AAM&vendorId=99999&pageSize=10&page=3' }),
        invoiceListSchema,
      );
      expect(res.total).toBe(10000);
      expect(res.totalCapped).toBe(true);
      expect(res.items.map((i) => i.invoiceNo)).toEqual(Array.from({ length: 10 }, (_, k) => `VOL-${10050 - 20 - k}`));
      const few = bodyOf(
        await injectAs('finance', { method: 'GET', url: '/api/invoices?orgId=83&instance=AAM&vendorId=99999&invoiceNo=VOL-1005' }),
        invoiceListSchema,
      );
      expect(few).toMatchObject({ total: 2, totalCapped: false }); // VOL-1005 and VOL-10050
    } finally {
      await database.db.execute(sql`delete from invoices where vendor_id = 99999`);
    }
  });
});
