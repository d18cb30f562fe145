import { afterEach, describe, expect, it } from 'vitest';
import { inArray, sql } from 'drizzle-orm';
import { WORK_QUEUES_BY_ROLE, workQueueSchema, type WorkQueueKey } from '@faktura/domain';
import { invoices } from '../../src/db/schema/index';
import { getTestContext, injectAs } from '../helpers/app';
import { bodyOf } from '../helpers/body';
import { makeReviewInvoice } from '../helpers/reviews';

const { database } = await getTestContext();

/** Invoices made here, removed after each test so no other file counts them. */
const made: number[] = [];
afterEach(async () => {
  if (made.length) await database.db.delete(invoices).where(inArray(invoices.id, made.splice(0)));
});

async function queueOf(user: string) {
  const res = await injectAs(user, { method: 'GET', url: '/api/dashboard/work' });
  expect(res.statusCode, res.body).toBe(200);
  return bodyOf(res, workQueueSchema).items;
}
const countOf = (items: Awaited<ReturnType<typeof queueOf>>, key: WorkQueueKey) => items.find((i) => i.key === key)!.count;

async function make(options: Parameters<typeof makeReviewInvoice>[0]) {
  const row = await makeReviewInvoice(options);
  made.push(row.id);
  return row;
}

describe('the work queue on the dashboard (/api/dashboard/work)', () => {
  it('gives finance its queues in order, each counting what the database holds, with the filtered list it opens', async () => {
    const items = await queueOf('finance');
    expect(items.map((i) => i.key)).toEqual(WORK_QUEUES_BY_ROLE.ORACLE);
    const [row] = await database.rows<{ open_po: number; processed: number; processing: number; failed: number; duplicates: number }>(sql`
      select (select count(*) from invoices where status = 'OPEN' and invoice_type = '')::int as open_po,
             (select count(*) from invoices where status = 'PROCESSED')::int as processed,
             (select count(*) from invoices where status = 'PROCESSING')::int as processing,
             (select count(*) from outbox where status = 'FAILED')::int as failed,
             (select count(*) from duplicate_suspects)::int as duplicates`);
    expect(countOf(items, 'toComplete')).toBe(row!.open_po);
    expect(countOf(items, 'toSubmitErp')).toBe(row!.processed);
    expect(countOf(items, 'awaitingErp')).toBe(row!.processing);
    expect(countOf(items, 'deliveriesFailed')).toBe(row!.failed);
    expect(countOf(items, 'duplicates')).toBe(row!.duplicates);
    expect(items.find((i) => i.key === 'duplicates')!.path).toBe('/finance/duplicates');
    expect(items.find((i) => i.key === 'toComplete')!.path).toBe('/invoice/list/finance?status=OPEN');
    expect(items.find((i) => i.key === 'toSubmitErp')!.path).toBe('/invoice/list/finance?status=PROCESSED');

    await make({ kind: 'PO', status: 'PROCESSED' });
    expect(countOf(await queueOf('finance'), 'toSubmitErp')).toBe(row!.processed + 1);
  });

  it("counts a PIC's non-PO invoices to verify and review, only of its mapped suppliers", async () => {
    const before = await queueOf('pic');
    expect(before.map((i) => i.key)).toEqual(WORK_QUEUES_BY_ROLE.PIC);
    await make({ kind: 'NON_PO', status: 'OPEN' });
    await make({ kind: 'PROXY', status: 'DRAFT' });
    const unmapped = await make({ kind: 'NON_PO', status: 'OPEN' });
    await database.db
      .update(invoices)
      .set({ vendorId: 999_999 })
      .where(inArray(invoices.id, [unmapped.id]));
    const after = await queueOf('pic');
    expect(countOf(after, 'toReview')).toBe(countOf(before, 'toReview') + 1);
    expect(countOf(after, 'proxyDrafts')).toBe(countOf(before, 'proxyDrafts') + 1);
    expect(after.find((i) => i.key === 'toReview')!.path).toBe('/invoice/list-batch?status=OPEN');
    // Finance has queues of its own, not the PIC's.
    expect((await queueOf('finance')).some((i) => i.key === 'toReview')).toBe(false);
  });

  it("counts the recommender's tasks: an invoice sent for its recommendation adds one", async () => {
    const before = countOf(await queueOf('recommender'), 'tasks');
    await make({ kind: 'NON_PO', status: 'REVIEW' });
    expect(countOf(await queueOf('recommender'), 'tasks')).toBe(before + 1);
  });

  it("counts a supplier's rejected invoices and drafts, never another supplier's", async () => {
    const before = await queueOf('vendor');
    expect(before.map((i) => i.key)).toEqual(WORK_QUEUES_BY_ROLE.VENDOR);
    const mine = await make({ kind: 'NON_PO', status: 'REJECTED' });
    const other = await make({ kind: 'NON_PO', status: 'DRAFT' });
    await database.db
      .update(invoices)
      .set({ vendorId: 3003, vendorName: 'PT Kilat Transport Nusantara' })
      .where(inArray(invoices.id, [other.id]));
    const after = await queueOf('vendor');
    expect(countOf(after, 'rejectedToFix')).toBe(countOf(before, 'rejectedToFix') + 1);
    expect(countOf(after, 'drafts')).toBe(countOf(before, 'drafts'));
    expect(after.find((i) => i.key === 'rejectedToFix')!.path).toBe('/invoice/list?status=REJECTED');
    expect(mine.status).toBe('REJECTED');
  });
});
