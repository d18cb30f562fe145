import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { foundInvoicesSchema, invoiceNumbersSchema, reviewLinkOf } from '@faktura/domain';
import { getTestContext, injectAs } from '../helpers/app';
import { bodyOf, messagesOf } from '../helpers/body';
import { openPoInvoice } from '../helpers/po-invoices';

const find = (user: string, query: string, version: 'find' | 'v2/find' = 'find') => injectAs(user, { method: 'GET', url: `/api/finance/${version}?${query}` });

describe('find invoice filters (at least one of batch, supplier, invoice no)', () => {
  it("refuses an empty search with the spec's text", async () => {
    for (const version of ['find', 'v2/find'] as const) {
      const res = await find('finance', 'orgId=82&instance=AAM', version);
      expect(res.statusCode).toBe(400);
      expect(messagesOf(res)).toEqual(["Filter can't be empty, please choose at least one filter"]);
    }
  });

  it('makes a PIC choose a company, with every message at once', async () => {
    const res = await find('pic', '');
    expect(res.statusCode).toBe(400);
    expect(messagesOf(res)).toEqual(['Please select company', "Filter can't be empty, please choose at least one filter"]);
  });

  it('never answers a supplier', async () => {
    const res = await find('vendor', 'vendorId=3001');
    expect(res.statusCode).toBe(403);
    expect((await injectAs('vendor', { method: 'GET', url: '/api/finance/invoice-numbers?search=SJA' })).statusCode).toBe(403);
  });
});

describe('find invoice results', () => {
  it('finds a batch’s invoices for finance, 5 a page by default, with match type and company', async () => {
    const res = await find('finance', 'batchNo=aam-82-00002');
    expect(res.statusCode, res.body).toBe(200);
    const body = bodyOf(res, foundInvoicesSchema);
    expect(body.pageSize).toBe(5);
    const row = body.items.find((i) => i.invoiceNo === 'SJA/INV/2026/0103');
    expect(row).toMatchObject({ status: 'OPEN', matchType: 'MATCH', batchNo: 'AAM-82-00002', vendorId: 3001, instance: 'AAM', orgId: 82 });
    expect(row!.company).not.toBe('');
    expect(body.items.every((i) => i.batchNo === 'AAM-82-00002')).toBe(true);
    expect(reviewLinkOf(row!, 'ORACLE').path).toBe('/invoice/detail/SJA%2FINV%2F2026%2F0103/AAM-82-00002/3001?instance=AAM&orgId=82');
  });

  it('pages on the server', async () => {
    const first = bodyOf(await find('finance', 'vendorId=3001&pageSize=1'), foundInvoicesSchema);
    const second = bodyOf(await find('finance', 'vendorId=3001&pageSize=1&page=2'), foundInvoicesSchema);
    expect(first.total).toBeGreaterThan(1);
    expect(first.items).toHaveLength(1);
    expect(second.items[0]!.id).not.toBe(first.items[0]!.id);
  });

  it('shows a PIC only the suppliers mapped to it, in the chosen company', async () => {
    const mapped = bodyOf(await find('pic', 'orgId=82&instance=AAM&invoiceNo=MB-001'), foundInvoicesSchema);
    expect(mapped.items.map((i) => i.invoiceNo)).toEqual(['MB-001/XI/2026']);
    // vendor's COMET supplier is not mapped to pic.
    const other = bodyOf(await find('pic', 'orgId=201&instance=COMET&vendorId=7001'), foundInvoicesSchema);
    expect(other).toMatchObject({ items: [], total: 0 });
  });

  it('v2 filters by match type: an invoice whose amount is not the sum of its lines is UNMATCH', async () => {
    const invoice = await openPoInvoice();
    const { database } = await getTestContext();
    await database.db.execute(sql`update invoices set invoice_amount = invoice_amount + 1 where id = ${invoice.id}`);
    const query = `invoiceNo=${encodeURIComponent(invoice.invoiceNo)}`;
    const unmatched = bodyOf(await find('finance', `${query}&matchType=UNMATCH`, 'v2/find'), foundInvoicesSchema);
    expect(unmatched.items.map((i) => [i.id, i.matchType])).toEqual([[invoice.id, 'UNMATCH']]);
    expect(bodyOf(await find('finance', `${query}&matchType=MATCH`, 'v2/find'), foundInvoicesSchema).items).toEqual([]);
    expect((await find('finance', `${query}&matchType=match`, 'v2/find')).statusCode).toBe(400);
    // v1 has no match type filter.
    expect((await find('finance', `${query}&matchType=MATCH`)).statusCode).toBe(400);
  });
});

describe('e-invoice number autocomplete', () => {
  const suggest = (user: string, query: string) => injectAs(user, { method: 'GET', url: `/api/finance/invoice-numbers?${query}` });

  it('suggests numbers containing the text, and nothing for empty input', async () => {
    const res = await suggest('finance', 'search=inv/2026/010');
    expect(res.statusCode, res.body).toBe(200);
    expect(bodyOf(res, invoiceNumbersSchema).items).toContain('SJA/INV/2026/0103');
    expect(bodyOf(await suggest('finance', 'search=%20'), invoiceNumbersSchema).items).toEqual([]);
  });

  it('suggests from the third character: one or two narrow nothing', async () => {
    expect(bodyOf(await suggest('finance', 'search=SJA'), invoiceNumbersSchema).items.length).toBeGreaterThan(0);
    expect(bodyOf(await suggest('finance', 'search=SJ'), invoiceNumbersSchema).items).toEqual([]);
    expect(bodyOf(await suggest('finance', 'search=%20SJ%20'), invoiceNumbersSchema).items).toEqual([]);
  });

  it('suggests the numbers starting with the text first, then those containing it, each number once', async () => {
    const { database } = await getTestContext();
    // Alphabetically the "contains" ones come first; the same number under two suppliers is one suggestion.
    const numbers = [
      ['A-ZQX-9', 'AAM', 3001],
      ['B-zqx-1', 'AAM', 3001],
      ['ZQX-2', 'AAM', 3001],
      ['ZQX-2', 'COMET', 7001],
      ['zqx-1', 'AAM', 3001],
    ] as const;
    for (const [invoiceNo, instance, vendorId] of numbers) {
      await database.db.execute(sql`
        insert into invoices (invoice_no, invoice_date, status, invoice_type, vendor_id, vendor_name, org_id, instance, invoice_amount, total_amount)
        values (${invoiceNo}, date '2026-11-01', 'DRAFT', '', ${vendorId}, 'Autocomplete supplier', ${instance === 'AAM' ? 82 : 201}, ${instance}, 0, 0)`);
    }
    try {
      const res = await suggest('finance', 'search=zqx');
      expect(res.statusCode, res.body).toBe(200);
      expect(bodyOf(res, invoiceNumbersSchema).items).toEqual(['zqx-1', 'ZQX-2', 'A-ZQX-9', 'B-zqx-1']);
    } finally {
      await database.db.execute(sql`delete from invoices where vendor_name = 'Autocomplete supplier'`);
    }
  });

  it('suggests to a PIC only its suppliers’ numbers', async () => {
    const numbers = bodyOf(await suggest('pic', 'search=CMT'), invoiceNumbersSchema).items;
    expect(numbers).toEqual([]);
  });
});
