import { describe, expect, it } from 'vitest';
import { batchDetailSchema, batchListSchema, batchableInvoicesSchema, draftBatchesSchema, poInvoiceDetailSchema } from '@faktura/domain';
import { sql } from 'drizzle-orm';
import { getTestContext, injectAs } from '../helpers/app';
import { bodyOf, messagesOf } from '../helpers/body';
import { createInvoice, pendingReceipts } from '../helpers/po-invoices';

async function draftInvoices(n: number): Promise<Array<{ id: number; invoiceNo: string; totals: { total: string } }>> {
  const lines = await pendingReceipts();
  const made = [];
  for (let i = 0; i < n; i++) {
    const res = await createInvoice([lines[i]!.rcvTransactionId]);
    expect(res.statusCode, res.body).toBe(201);
    made.push(bodyOf(res, poInvoiceDetailSchema));
  }
  return made;
}

const postBatch = (payload: object, user = 'vendor') => injectAs(user, { method: 'POST', url: '/api/batches', payload });

describe('batch save messages', () => {
  it('asks for a company and invoices, all at once', async () => {
    const res = await postBatch({});
    expect(res.statusCode).toBe(400);
    expect(messagesOf(res)).toEqual(['Please select company', 'Please select your invoice']);
  });

  it('asks for invoices when none are chosen', async () => {
    const res = await postBatch({ orgId: 82, instance: 'AAM', invoiceIds: [] });
    expect(messagesOf(res)).toEqual(['Please select your invoice']);
  });

  it('refuses a batch whose total is zero', async () => {
    const [invoice] = await draftInvoices(1);
    const { database } = await getTestContext();
    await database.db.execute(sql`update invoices set total_amount = 0 where id = ${invoice!.id}`);
    const res = await postBatch({ orgId: 82, instance: 'AAM', invoiceIds: [invoice!.id] });
    expect(res.statusCode).toBe(400);
    expect(messagesOf(res)).toEqual(['Batch Total is empty']);
  });

  it('asks which batch when adding to a batch without one', async () => {
    const [invoice] = await draftInvoices(1);
    const res = await injectAs('vendor', { method: 'POST', url: `/api/po-invoices/${invoice!.id}/add-to-batch`, payload: {} });
    expect(res.statusCode).toBe(400);
    expect(messagesOf(res)).toEqual(['Please select batch']);
  });
});

describe('batches', () => {
  it('submits a batch: the batch and its invoices become OPEN together, with a number per company', async () => {
    const invoices = await draftInvoices(2);
    const res = await postBatch({ orgId: 82, instance: 'AAM', invoiceIds: invoices.map((i) => i.id), submit: true });
    expect(res.statusCode, res.body).toBe(201);
    const batch = bodyOf(res, batchDetailSchema);
    expect(batch.batchNo).toMatch(/^AAM-82-\d{5}$/);
    expect(batch.status).toBe('OPEN');
    const expected = invoices.reduce((s, i) => s + Math.round(Number(i.totals.total) * 100), 0);
    expect(Math.round(Number(batch.amount) * 100)).toBe(expected);
    expect(batch.invoices.map((i: { status: string }) => i.status)).toEqual(['OPEN', 'OPEN']);
    const { database } = await getTestContext();
    const audit = await database.rows<{ n: string | number }>(
      sql`select count(*) as n from audit_events where action = 'SUBMIT_BATCH' and from_status = 'DRAFT' and to_status = 'OPEN' and entity_id in (${String(invoices[0]!.id)}, ${String(invoices[1]!.id)})`,
    );
    expect(Number(audit[0]!.n)).toBe(2);
  });

  it('numbers batches of one company in sequence', async () => {
    const [a, b] = await draftInvoices(2);
    const first = bodyOf(await postBatch({ orgId: 82, instance: 'AAM', invoiceIds: [a!.id] }), batchDetailSchema).batchNo;
    const second = bodyOf(await postBatch({ orgId: 82, instance: 'AAM', invoiceIds: [b!.id] }), batchDetailSchema).batchNo;
    expect(Number(second.slice(-5))).toBe(Number(first.slice(-5)) + 1);
  });

  it('keeps a saved batch DRAFT, lets invoices be added and removed, then submits', async () => {
    const [a, b, c] = await draftInvoices(3);
    const draft = bodyOf(await postBatch({ orgId: 82, instance: 'AAM', invoiceIds: [a!.id, b!.id] }), batchDetailSchema);
    expect(draft.status).toBe('DRAFT');
    const drafts = bodyOf(await injectAs('vendor', { method: 'GET', url: '/api/batches/drafts?orgId=82&instance=AAM' }), draftBatchesSchema).items;
    expect(drafts.map((d: { id: number }) => d.id)).toContain(draft.id);
    const added = await injectAs('vendor', { method: 'POST', url: `/api/po-invoices/${c!.id}/add-to-batch`, payload: { batchId: draft.id } });
    expect(added.statusCode, added.body).toBe(200);
    expect(bodyOf(added, batchDetailSchema).invoices).toHaveLength(3);
    const submitted = await injectAs('vendor', { method: 'PUT', url: `/api/batches/${draft.id}`, payload: { invoiceIds: [a!.id, c!.id], submit: true } });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(bodyOf(submitted, batchDetailSchema).invoices.map((i: { id: number }) => i.id)).toEqual([a!.id, c!.id]);
    const removed = bodyOf(await injectAs('vendor', { method: 'GET', url: `/api/po-invoices/${b!.id}` }), poInvoiceDetailSchema);
    expect(removed).toMatchObject({ status: 'DRAFT', batchId: null });
    const again = await injectAs('vendor', { method: 'PUT', url: `/api/batches/${draft.id}`, payload: { invoiceIds: [a!.id], submit: true } });
    expect(messagesOf(again)).toEqual([`Batch ${draft.batchNo} is already submitted`]);
  });

  it('refuses invoices that are not DRAFT, already batched, or another supplier’s', async () => {
    const { database } = await getTestContext();
    const [open] = await database.rows<{ id: number }>(sql`select id from invoices where invoice_no = 'SJA/INV/2026/0103'`);
    const [foreign] = await database.rows<{ id: number }>(sql`select id from invoices where invoice_no = 'MB-002/XI/2026'`);
    const res = await postBatch({ orgId: 82, instance: 'AAM', invoiceIds: [Number(open!.id), Number(foreign!.id)] });
    expect(res.statusCode).toBe(400);
    expect(messagesOf(res)).toEqual([
      'Invoice SJA/INV/2026/0103 cannot be added to a batch (it must be a DRAFT PO or non-PO invoice of this company without a batch)',
      `Invoice #${foreign!.id} cannot be added to a batch (it must be a DRAFT PO or non-PO invoice of this company without a batch)`,
    ]);
  });

  it('offers only the supplier’s DRAFT invoices without a batch in the Find Invoice list', async () => {
    const [fresh] = await draftInvoices(1);
    const items = bodyOf(
      await injectAs('vendor', { method: 'GET', url: '/api/batches/available-invoices?orgId=82&instance=AAM' }),
      batchableInvoicesSchema,
    ).items;
    expect(items.map((i) => i.id)).toContain(fresh!.id);
    expect(items.every((i) => i.status === 'DRAFT')).toBe(true);
  });

  it('never shows or changes another supplier’s batch', async () => {
    const [invoice] = await draftInvoices(1);
    const batch = bodyOf(await postBatch({ orgId: 82, instance: 'AAM', invoiceIds: [invoice!.id] }), batchDetailSchema);
    expect((await injectAs('vendor2', { method: 'GET', url: `/api/batches/${batch.id}` })).statusCode).toBe(404);
    const put = await injectAs('vendor2', { method: 'PUT', url: `/api/batches/${batch.id}`, payload: { invoiceIds: [], submit: true } });
    expect(put.statusCode).toBe(404);
    const list = bodyOf(await injectAs('vendor2', { method: 'GET', url: `/api/batches?pageSize=50&batchNo=${batch.batchNo}` }), batchListSchema);
    expect(list.items).toEqual([]);
    const mine = bodyOf(await injectAs('vendor', { method: 'GET', url: `/api/batches?pageSize=50&batchNo=${batch.batchNo}` }), batchListSchema);
    expect(mine.items.map((b: { id: number }) => b.id)).toEqual([batch.id]);
  });

  it('lists batches by status', async () => {
    const open = bodyOf(await injectAs('vendor', { method: 'GET', url: '/api/batches?status=OPEN&pageSize=50' }), batchListSchema);
    expect(open.items.length).toBeGreaterThan(0);
    expect(open.items.every((b: { status: string; vendorId: number }) => b.status === 'OPEN' && [3001, 7001].includes(b.vendorId))).toBe(true);
  });
});

describe('batch list counts', () => {
  it('counts each batch’s own invoices', async () => {
    const list = bodyOf(await injectAs('vendor', { method: 'GET', url: '/api/batches?batchNo=AAM-82-00001&status=' }), batchListSchema);
    const batch = list.items[0]!;
    const detail = bodyOf(await injectAs('vendor', { method: 'GET', url: `/api/batches/${batch.id}` }), batchDetailSchema);
    expect(batch.invoiceCount).toBe(detail.invoices.length);
    expect(batch.invoiceCount).toBe(2);
    expect(batch.status).toBe('PROCESSING'); // finance has worked on its invoices
  });
});
