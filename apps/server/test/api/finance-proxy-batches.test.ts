import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { batchDetailSchema, batchListSchema, loginResponseSchema, proxyInvoicesSchema } from '@faktura/domain';
import { createTestContext, type TestContext } from '../helpers/app';
import { bodyOf, messagesOf } from '../helpers/body';

// Its own app and database: proxy batches take seeded proxy invoices that other files' tests read as unbatched.
let ctx: TestContext;
const tokens = new Map<string, string>();

beforeAll(async () => {
  ctx = await createTestContext({ databaseName: `faktura_proxy_${process.pid}`, config: { logLevel: 'silent' } });
}, 120_000);
afterAll(async () => {
  await ctx?.app.close();
  await ctx?.database.close();
});

async function as(user: string, options: InjectOptions) {
  if (!tokens.has(user)) {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: user, password: 'demo' } });
    tokens.set(user, bodyOf(res, loginResponseSchema).token);
  }
  return ctx.app.inject({ ...options, headers: { authorization: `Bearer ${tokens.get(user)}` } });
}

async function idsOf(...numbers: string[]) {
  const rows = await ctx.database.rows<{ id: number; invoice_no: string }>(sql`select id, invoice_no from invoices where invoice_no in ${numbers}`);
  return numbers.map((n) => rows.find((r) => r.invoice_no === n)!.id);
}

const save = (payload: object, user = 'pic') => as(user, { method: 'POST', url: '/api/batches/proxy', payload });

describe('proxy batches (/batch/proxy)', () => {
  it('asks a PIC to choose a company, with "* Please select company"', async () => {
    const res = await save({ invoiceIds: [] });
    expect(res.statusCode).toBe(400);
    expect(messagesOf(res)).toEqual(['* Please select company', 'Please select your invoice']);
    const list = await as('pic', { method: 'GET', url: '/api/batches/proxy-invoices' });
    expect(messagesOf(list)).toEqual(['* Please select company']);
  });

  it('lists the proxy invoices of the PIC’s suppliers in the company, in no batch', async () => {
    const res = await as('pic', { method: 'GET', url: '/api/batches/proxy-invoices?orgId=82&instance=AAM' });
    expect(res.statusCode, res.body).toBe(200);
    const numbers = bodyOf(res, proxyInvoicesSchema).items.map((i) => i.invoiceNo);
    expect(numbers).toEqual(expect.arrayContaining(['SJA/PX/2026/0301', 'MB/PX/2026/0303', 'MB/PX/2026/0304']));
    expect(numbers.every((n) => n.includes('/PX/'))).toBe(true);
  });

  it('refuses invoices of two suppliers in one batch, and anything but a proxy invoice', async () => {
    const mixed = await save({ orgId: 82, instance: 'AAM', invoiceIds: await idsOf('SJA/PX/2026/0301', 'MB/PX/2026/0303') });
    expect(mixed.statusCode).toBe(400);
    expect(messagesOf(mixed)).toEqual(['A batch holds the invoices of one supplier: choose invoices of one supplier']);
    const po = await save({ orgId: 82, instance: 'AAM', invoiceIds: await idsOf('SJA/INV/2026/0105') });
    expect(messagesOf(po)).toEqual(['Invoice SJA/INV/2026/0105 cannot be added to a proxy batch (it must be a proxy invoice of this company without a batch)']);
  });

  it('saves a batch numbered by the server, submitted, invoices’ statuses unchanged; PDFs print; the proxy list shows it', async () => {
    const ids = await idsOf('MB/PX/2026/0303', 'MB/PX/2026/0304');
    const res = await save({ orgId: 82, instance: 'AAM', invoiceIds: ids });
    expect(res.statusCode, res.body).toBe(201);
    const batch = bodyOf(res, batchDetailSchema);
    expect(batch.batchNo).toMatch(/^AAM-82-\d{5}$/);
    expect(batch).toMatchObject({ status: 'OPEN', vendorId: 3002 });
    expect(batch.invoices.map((i) => [i.invoiceNo, i.status])).toEqual([
      ['MB/PX/2026/0303', 'OPEN'],
      ['MB/PX/2026/0304', 'PROCESSED'],
    ]);
    // Taken: no longer offered, and not batched twice.
    const again = await save({ orgId: 82, instance: 'AAM', invoiceIds: ids });
    expect(again.statusCode).toBe(400);
    for (const doc of ['goods-receipt.pdf', 'recap.pdf']) {
      const pdf = await as('pic', { method: 'GET', url: `/api/batches/${batch.id}/${doc}` });
      expect(pdf.statusCode, `${doc}: ${pdf.body.slice(0, 200)}`).toBe(200);
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    const proxyList = bodyOf(await as('pic', { method: 'GET', url: '/api/batches?proxy=Y&orgId=82&instance=AAM' }), batchListSchema);
    expect(proxyList.items.map((b) => b.batchNo)).toContain(batch.batchNo);
    const supplierList = bodyOf(await as('pic', { method: 'GET', url: '/api/batches?proxy=N&orgId=82&instance=AAM' }), batchListSchema);
    expect(supplierList.items.map((b) => b.batchNo)).not.toContain(batch.batchNo);
  });

  it('is the PIC’s: suppliers and finance are refused', async () => {
    for (const user of ['vendor', 'finance']) {
      expect((await save({ orgId: 82, instance: 'AAM', invoiceIds: [] }, user)).statusCode).toBe(403);
      expect((await as(user, { method: 'GET', url: '/api/batches/proxy-invoices?orgId=82&instance=AAM' })).statusCode).toBe(403);
    }
  });
});
