import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { erpApInvoices, erpTaxCodes } from '../../src/db/schema/erp';
import { invoices } from '../../src/db/schema/portal';
import { invoiceHistoryRowSchema, invoiceReportPageSchema, poInvoiceDetailSchema, purchaseOrderOptionSchema } from '@faktura/domain';
import { getTestContext, injectAs } from '../helpers/app';
import { bodyOf, itemsSchema, messagesOf } from '../helpers/body';
import { createNonPo } from '../helpers/non-po-invoices';
import { createInvoice, pendingReceipts } from '../helpers/po-invoices';
import { readWithExcelJs, readWithSheetJs } from '../lib/spreadsheet-read';

const { database, erp } = await getTestContext();
const AAM = 'orgId=82&instance=AAM';

/** A DRAFT PO invoice of `vendor` dated 2026-11-10 with a PPh code, and the ERP invoice made from it (exchange date 2026-11-12). */
async function invoiceWithErpFacts() {
  const [line] = await pendingReceipts();
  const [pph] = await erp.listTaxCodes('AAM', 82, 'PPH');
  const res = await createInvoice([line!.rcvTransactionId], { includePph: true, pphCode: pph!.code, pphValue: '1000.00' });
  expect(res.statusCode, res.body).toBe(201);
  const invoice = bodyOf(res, poInvoiceDetailSchema);
  await database.db.insert(erpApInvoices).values({
    instance: 'AAM',
    orgId: 82,
    vendorId: invoice.vendorId,
    invoiceNum: invoice.invoiceNo,
    invoiceDate: '2026-11-10',
    invoiceAmount: '1.00',
    totalAmount: '1.00',
    exchangeDate: '2026-11-12',
    source: 'PORTAL',
    portalInvoiceId: invoice.id,
  });
  return { ...invoice, pph: pph!, line: line! };
}

describe('invoice report (/report/invoice)', () => {
  it('lists the supplier’s invoices of a company by invoice date, with the ERP’s exchange date and the WHT rate', async () => {
    const invoice = await invoiceWithErpFacts();
    // Other files of this worker file invoices on the same day; the report runs oldest first, so the new one is on the last page.
    const onTheDay = `/api/reports/invoices?${AAM}&fromDate=2026-11-10&toDate=2026-11-10&pageSize=50`;
    const first = await injectAs('vendor', { method: 'GET', url: onTheDay });
    expect(first.statusCode, first.body).toBe(200);
    const { total, pageSize } = bodyOf(first, invoiceReportPageSchema);
    expect(pageSize).toBe(50);
    const last = bodyOf(await injectAs('vendor', { method: 'GET', url: `${onTheDay}&page=${Math.ceil(total / 50)}` }), invoiceReportPageSchema);
    expect(last.items.every((r) => r.invoiceDate === '2026-11-10')).toBe(true);
    const row = last.items.find((r) => r.id === invoice.id);
    expect(row).toMatchObject({
      invoiceNo: invoice.invoiceNo,
      invoiceDate: '2026-11-10',
      taxDate: '2026-11-10',
      exchangeDate: '2026-11-12',
      whtCode: invoice.pph.code,
      whtRate: invoice.pph.rate,
      serviceAmount: '1000.00',
      status: 'DRAFT',
      invoiceType: '',
    });
    expect(row?.amount).toMatch(/^\d+\.\d{2}$/);
    const earlier = bodyOf(
      await injectAs('vendor', { method: 'GET', url: `/api/reports/invoices?${AAM}&toDate=2026-11-09&pageSize=100` }),
      invoiceReportPageSchema,
    );
    expect(earlier.items.some((r) => r.id === invoice.id)).toBe(false);
  });

  it('gives a non-PO invoice its WHT code’s rate and a PO invoice its PPh code’s, where a code of each kind has the same name', async () => {
    const po = await invoiceWithErpFacts();
    const nonPo = await createNonPo();
    // One code name in both kinds, at different rates (the ERP's own codes share names too).
    const code = `TWIN ${po.id}`;
    await database.db.insert(erpTaxCodes).values([
      { instance: 'AAM', taxCodeId: 990_000 + po.id, orgId: 82, kind: 'WHT', code, rate: '3.0000', description: code },
      { instance: 'AAM', taxCodeId: 995_000 + po.id, orgId: 82, kind: 'PPH', code, rate: '9.5000', description: code },
    ]);
    // Finance completing an invoice may set its withholding code.
    await database.db
      .update(invoices)
      .set({ pphCode: code })
      .where(inArray(invoices.id, [po.id, nonPo.id]));
    try {
      const onTheDay = `/api/reports/invoices?${AAM}&fromDate=2026-11-10&toDate=2026-11-10&pageSize=50`;
      const { total } = bodyOf(await injectAs('vendor', { method: 'GET', url: onTheDay }), invoiceReportPageSchema);
      const last = bodyOf(await injectAs('vendor', { method: 'GET', url: `${onTheDay}&page=${Math.ceil(total / 50)}` }), invoiceReportPageSchema);
      expect(last.items.find((r) => r.id === nonPo.id)).toMatchObject({ whtCode: code, whtRate: '3.00' });
      expect(last.items.find((r) => r.id === po.id)).toMatchObject({ whtCode: code, whtRate: '9.50' });
    } finally {
      await database.db.delete(erpTaxCodes).where(and(eq(erpTaxCodes.instance, 'AAM'), eq(erpTaxCodes.code, code)));
    }
  });

  it('pages 10 at a time with the total', async () => {
    const first = bodyOf(await injectAs('vendor', { method: 'GET', url: `/api/reports/invoices?${AAM}` }), invoiceReportPageSchema);
    expect(first.pageSize).toBe(10);
    expect(first.total).toBeGreaterThan(10);
    expect(first.items).toHaveLength(10);
    const second = bodyOf(await injectAs('vendor', { method: 'GET', url: `/api/reports/invoices?${AAM}&page=2` }), invoiceReportPageSchema);
    expect(second.items.map((r) => r.id)).not.toContain(first.items[0]!.id);
  });

  it('never shows another supplier’s invoices', async () => {
    const invoice = await invoiceWithErpFacts();
    const theirs = bodyOf(
      await injectAs('vendor2', { method: 'GET', url: `/api/reports/invoices?${AAM}&pageSize=100&fromDate=2026-11-10&toDate=2026-11-10` }),
      invoiceReportPageSchema,
    );
    expect(theirs.items.some((r) => r.id === invoice.id)).toBe(false);
    expect(theirs.items.every((r) => r.vendorId !== invoice.vendorId)).toBe(true);
    const refused = await injectAs('vendor2', { method: 'GET', url: '/api/reports/invoices/export?orgId=201&instance=COMET&format=xlsx' });
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['content-type']).toMatch(/^application\/json/);
  });

  it.each(['xls', 'xlsx'] as const)('exports every invoice as invoice-report-{ts}.%s with dates and amounts as values', async (format) => {
    const invoice = await invoiceWithErpFacts();
    const query = `${AAM}&fromDate=2026-11-10&toDate=2026-11-10`;
    const { total } = bodyOf(await injectAs('vendor', { method: 'GET', url: `/api/reports/invoices?${query}` }), invoiceReportPageSchema);
    const res = await injectAs('vendor', { method: 'GET', url: `/api/reports/invoices/export?${query}&format=${format}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="invoice-report-\\d{14}\\.${format}"$`));
    const [sheet] = readWithSheetJs(res.rawPayload);
    expect(sheet!.name).toBe('My Worksheet');
    expect(sheet!.rows[0]).toEqual([
      'Invoice No',
      'Invoice Date',
      'Tax No',
      'Tax Date',
      'Exchange Date',
      'Currency',
      'Amount',
      'Tax Amount',
      'Service Amount',
      'Total Amount',
      'Status',
      'WHT Code',
      'WHT Rate',
      'PPh Amount',
    ]);
    expect(sheet!.rows).toHaveLength(total + 1);
    const row = sheet!.rows.find((r) => r[0] === invoice.invoiceNo)!;
    const utc = (day: string) => new Date(`${day}T00:00:00.000Z`);
    expect(row.slice(1, 5)).toEqual([utc('2026-11-10'), expect.any(String), utc('2026-11-10'), utc('2026-11-12')]);
    expect(row[8]).toBe(1000);
    expect(row[12]).toBe(invoice.pph.rate);
  });

  it('reads the same rows back through exceljs', async () => {
    const res = await injectAs('vendor', { method: 'GET', url: `/api/reports/invoices/export?${AAM}&format=xlsx` });
    const viaExcelJs = await readWithExcelJs(res.rawPayload);
    const [viaSheetJs] = readWithSheetJs(res.rawPayload);
    expect(viaExcelJs.rows.length).toBe(viaSheetJs!.rows.length);
    expect(viaExcelJs.rows[1]![0]).toBe(viaSheetJs!.rows[1]![0]);
  });
});

describe('invoice history by PO (/report/invoice-history)', () => {
  it('lists the supplier’s invoices with lines on the PO, and what they bill of it', async () => {
    const invoice = await invoiceWithErpFacts();
    const [order] = bodyOf(
      await injectAs('vendor', { method: 'GET', url: `/api/receipts/purchase-orders?${AAM}&search=${encodeURIComponent(invoice.line.poNumber)}` }),
      itemsSchema(purchaseOrderOptionSchema),
    ).items;
    const res = await injectAs('vendor', { method: 'GET', url: `/api/reports/invoice-history?${AAM}&poHeaderId=${order!.poHeaderId}` });
    expect(res.statusCode, res.body).toBe(200);
    const row = bodyOf(res, itemsSchema(invoiceHistoryRowSchema)).items.find((r) => r.id === invoice.id);
    expect(row).toMatchObject({
      invoiceNo: invoice.invoiceNo,
      invoiceDate: '2026-11-10',
      status: 'DRAFT',
      batchNo: null,
      poLines: 1,
      poAmount: invoice.line.amountOpen,
    });
    // Another supplier asking for the same PO sees none of it.
    const theirs = await injectAs('vendor2', { method: 'GET', url: `/api/reports/invoice-history?${AAM}&poHeaderId=${order!.poHeaderId}` });
    expect(bodyOf(theirs, itemsSchema(invoiceHistoryRowSchema))).toEqual({ items: [] });
  });

  it('asks for a company, then a PO', async () => {
    const noCompany = await injectAs('vendor', { method: 'GET', url: '/api/reports/invoice-history?poHeaderId=1' });
    expect(noCompany.statusCode).toBe(400);
    expect(messagesOf(noCompany)).toEqual(['Please select company']);
    const noPo = await injectAs('vendor', { method: 'GET', url: `/api/reports/invoice-history?${AAM}` });
    expect(messagesOf(noPo)).toEqual(['Please select PO']);
  });

  it('is for suppliers only', async () => {
    for (const user of ['pic', 'finance'])
      expect((await injectAs(user, { method: 'GET', url: `/api/reports/invoice-history?${AAM}&poHeaderId=1` })).statusCode).toBe(403);
  });
});
