import { describe, expect, it } from 'vitest';
import { PENDING_RECEIPTS_MESSAGES, pendingReceiptsResponseSchema, receiptCursor, type PendingReceiptsResponse } from '@faktura/domain';
import { injectAs } from '../helpers/app';
import { bodyOf, messagesOf } from '../helpers/body';

const COMPANY = 'orgId=82&instance=AAM';

async function pending(query: string): Promise<PendingReceiptsResponse> {
  const res = await injectAs('vendor', { method: 'GET', url: `/api/po-invoices/pending-receipts?${COMPANY}&${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return bodyOf(res, pendingReceiptsResponseSchema);
}

const ids = (r: PendingReceiptsResponse) => r.items.map((i) => i.rcvTransactionId);

describe('Search Pending PO paging: each page read from where the previous one stopped', () => {
  it('walks the pages by cursor to the same lines, in the same order, as one big page and as page numbers', async () => {
    const whole = await pending('page=1&pageSize=20');
    expect(whole.items).toHaveLength(20);
    let after = '';
    const walked: number[] = [];
    for (let page = 1; page <= 4; page++) {
      const r = await pending(`page=${page}&pageSize=5${after ? `&after=${after}` : ''}`);
      expect(r.page).toBe(page);
      const last = r.items[r.items.length - 1]!;
      expect(r.nextCursor).toBe(receiptCursor(last));
      // Counted from this page's first line ten pages on: the total grows as the pages go.
      expect(r).toMatchObject({ total: (page - 1) * 5 + 50, totalCapped: true });
      expect(ids(r)).toEqual(ids(await pending(`page=${page}&pageSize=5`)));
      walked.push(...ids(r));
      after = r.nextCursor!;
    }
    expect(walked).toEqual(ids(whole));
  });

  it('counts exactly, and gives no cursor, when the lines end before the count does', async () => {
    const [first] = (await pending('page=1&pageSize=5')).items;
    const po = first!.poNumber;
    const all = await pending(`page=1&pageSize=100&fromPo=${po}&toPo=${po}`);
    expect(all.items.length).toBeGreaterThan(0);
    expect(all).toMatchObject({ total: all.items.length, totalCapped: false, nextCursor: null });
    // The cursor of the PO's first line: what follows it is the rest of the PO.
    const rest = await pending(`page=2&pageSize=1&fromPo=${po}&toPo=${po}&after=${receiptCursor(all.items[0]!)}`);
    expect(ids(rest)).toEqual(ids(all).slice(1, 2));
    expect(rest).toMatchObject({ total: all.items.length, totalCapped: false });
  });

  it('refuses a cursor it could not have written', async () => {
    for (const after of ['abc', '2026-02-30_5', '2026-01-01_99999999999', '2026-01-01_007', `2026-01-01_${'1'.repeat(40)}`]) {
      const res = await injectAs('vendor', { method: 'GET', url: `/api/po-invoices/pending-receipts?${COMPANY}&page=2&after=${after}` });
      expect(res.statusCode, after).toBe(400);
      expect(messagesOf(res), after).toEqual([`querystring.after: ${PENDING_RECEIPTS_MESSAGES.badCursor}`]);
    }
  });
});
