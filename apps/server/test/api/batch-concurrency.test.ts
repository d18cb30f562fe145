import { describe, expect, it } from 'vitest';
import { batchDetailSchema, poInvoiceDetailSchema } from '@faktura/domain';
import { injectAs } from '../helpers/app';
import { bodyOf } from '../helpers/body';
import { createInvoice, pendingReceipts } from '../helpers/po-invoices';

async function draftInvoiceIds(n: number): Promise<number[]> {
  const lines = await pendingReceipts();
  const ids: number[] = [];
  for (const line of lines.slice(0, n)) {
    const res = await createInvoice([line.rcvTransactionId]);
    expect(res.statusCode, res.body).toBe(201);
    ids.push(bodyOf(res, poInvoiceDetailSchema).id);
  }
  return ids;
}

const cents = (value: string) => Math.round(Number(value) * 100);

const addToBatch = (invoiceId: number, batchId: number) =>
  injectAs('vendor', { method: 'POST', url: `/api/po-invoices/${invoiceId}/add-to-batch`, payload: { batchId } });

/** Fails on PostgreSQL against the old read-then-replace add (an invoice was lost); PGlite serialises its one connection. */
describe('Add To Batch under concurrency', () => {
  it('keeps both invoices when two are added to the same DRAFT batch at once', async () => {
    for (let round = 0; round < 4; round++) {
      const [seed, first, second] = await draftInvoiceIds(3);
      const created = await injectAs('vendor', { method: 'POST', url: '/api/batches', payload: { orgId: 82, instance: 'AAM', invoiceIds: [seed] } });
      expect(created.statusCode, created.body).toBe(201);
      const batchId = bodyOf(created, batchDetailSchema).id;
      const answers = await Promise.all([addToBatch(first!, batchId), addToBatch(second!, batchId)]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
      const batch = (await injectAs('vendor', { method: 'GET', url: `/api/batches/${batchId}` })).json<{
        invoices: Array<{ id: number; amount: string }>;
        amount: string;
      }>();
      expect(
        batch.invoices.map((i) => i.id).sort((a, b) => a - b),
        `round ${round}`,
      ).toEqual([seed, first, second].sort((a, b) => a! - b!));
      expect(cents(batch.amount), `round ${round}`).toBe(batch.invoices.reduce((sum, i) => sum + cents(i.amount), 0));
    }
  });
});
