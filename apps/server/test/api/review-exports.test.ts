import { describe, expect, it } from 'vitest';
import { reviewFreightPageSchema, reviewViewSchema } from '@faktura/domain';
import { injectAs } from '../helpers/app';
import { bodyOf } from '../helpers/body';
import { makeReviewInvoice } from '../helpers/reviews';
import { readWithSheetJs } from '../lib/spreadsheet-read';
import { FREIGHT_INVOICE_NO } from '../../src/db/seed/review-freight';

const FILE_NAME = (prefix: string) => new RegExp(`^attachment; filename="${prefix}-\\d{14}\\.xls"$`);

describe('PIC review exports', () => {
  it('Export to Excel writes the header as reviewPIC-{ts}.xls, worksheet "My Worksheet"', async () => {
    const inv = await makeReviewInvoice();
    const res = await injectAs('pic', { method: 'GET', url: `/api/reviews/${inv.id}/export.xls` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.ms-excel');
    expect(res.headers['content-disposition']).toMatch(FILE_NAME('reviewPIC'));
    const [sheet] = readWithSheetJs(res.rawPayload);
    expect(sheet!.name).toBe('My Worksheet');
    expect(sheet!.rows[0]!.slice(0, 3)).toEqual(['Invoice No', 'Invoice Date', 'Supplier']);
    expect(sheet!.rows[1]![0]).toBe(inv.invoiceNo);
    expect(sheet!.rows[1]![2]).toBe('PT Sinar Jaya Abadi');
  });

  it('Download Line writes the lines as reviewPIC-Line-{ts}.xls', async () => {
    const inv = await makeReviewInvoice();
    const res = await injectAs('finance', { method: 'GET', url: `/api/reviews/${inv.id}/lines.xls` });
    expect(res.headers['content-disposition']).toMatch(FILE_NAME('reviewPIC-Line'));
    const [sheet] = readWithSheetJs(res.rawPayload);
    expect(sheet!.name).toBe('My Worksheet');
    expect(sheet!.rows.map((r) => r[2])).toEqual(['Description', 'Sewa kendaraan', 'Uang makan']);
    expect(sheet!.rows.map((r) => r[3])).toEqual(['Amount', 1000000, 500000]);
  });

  it('exports nothing to a supplier or an unmapped PIC', async () => {
    const inv = await makeReviewInvoice();
    expect((await injectAs('vendor', { method: 'GET', url: `/api/reviews/${inv.id}/export.xls` })).statusCode).toBe(403);
    expect((await injectAs('fin', { method: 'GET', url: `/api/reviews/${inv.id}/lines.xls` })).statusCode).toBe(404);
  });
});

describe('v2 freight table', () => {
  it('pages the AWB lines the invoice bills by 10, with UNMATCH where the rates differ', async () => {
    const view = bodyOf(
      await injectAs('fin', {
        method: 'GET',
        url: `/api/reviews/lookup?instance=AAM&orgId=82&vendorId=3003&invoiceNo=${encodeURIComponent(FREIGHT_INVOICE_NO)}`,
      }),
      reviewViewSchema,
    );
    const first = bodyOf(await injectAs('fin', { method: 'GET', url: `/api/reviews/${view.id}/freight-lines` }), reviewFreightPageSchema);
    expect(first).toMatchObject({ total: 12, page: 1, pageSize: 10 });
    expect(first.items).toHaveLength(10);
    expect(first.items[0]).toMatchObject({ reference: 'KTN-RV-0001', periode: '2026-10', invoiceNo: FREIGHT_INVOICE_NO, matchType: 'MATCH' });
    expect(first.items.filter((l) => l.matchType === 'UNMATCH').map((l) => l.reference)).toEqual(['KTN-RV-0004', 'KTN-RV-0008']);
    const second = bodyOf(await injectAs('fin', { method: 'GET', url: `/api/reviews/${view.id}/freight-lines?page=2` }), reviewFreightPageSchema);
    expect(second.items.map((l) => l.reference)).toEqual(['KTN-RV-0011', 'KTN-RV-0012']);
    expect((await injectAs('pic', { method: 'GET', url: `/api/reviews/${view.id}/freight-lines` })).statusCode).toBe(404);
  });

  it('is empty for an invoice that bills no freight', async () => {
    const inv = await makeReviewInvoice();
    const page = bodyOf(await injectAs('pic', { method: 'GET', url: `/api/reviews/${inv.id}/freight-lines?pageSize=5` }), reviewFreightPageSchema);
    expect(page).toEqual({ items: [], total: 0, page: 1, pageSize: 5 });
  });
});
