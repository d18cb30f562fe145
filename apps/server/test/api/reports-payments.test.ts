import { describe, expect, it } from 'vitest';
import { paymentReportPageSchema, paymentSchedulePageSchema } from '@faktura/domain';
import { injectAs } from '../helpers/app';
import { bodyOf, firstRowKeys, messagesOf } from '../helpers/body';
import { readWithSheetJs } from '../lib/spreadsheet-read';

const AAM = 'orgId=82&instance=AAM';
const TIMESTAMP = /^\d{14}$/;

/** The attachment name's parts: prefix, DDMMYYYYHHmmss timestamp, extension. */
function fileNameOf(disposition: string | string[] | number | undefined) {
  const match = /^attachment; filename="(.+)-(\d+)\.(xlsx?)"$/.exec(String(disposition));
  return match ? { prefix: match[1], timestamp: match[2]!, extension: match[3] } : null;
}

describe('payment report (/report/payment)', () => {
  it('lists what the ERP paid the supplier, a page of 10 at a time with the total', async () => {
    const res = await injectAs('vendor', { method: 'GET', url: `/api/reports/payments?${AAM}` });
    expect(res.statusCode, res.body).toBe(200);
    const body = bodyOf(res, paymentReportPageSchema);
    expect(body.pageSize).toBe(10);
    expect(body.items).toHaveLength(10);
    expect(body.total).toBeGreaterThan(10);
    expect(firstRowKeys(res)).toEqual(
      [
        'amount',
        'bankAccountName',
        'bankAccountNum',
        'bankName',
        'checkNum',
        'currencyCode',
        'description',
        'exchangeDate',
        'invoiceNum',
        'paymentDate',
        'vendorName',
      ].sort(),
    );
    expect(new Set(body.items.map((r) => r.vendorName))).toEqual(new Set(['PT Sinar Jaya Abadi']));
    const next = bodyOf(await injectAs('vendor', { method: 'GET', url: `/api/reports/payments?${AAM}&page=2` }), paymentReportPageSchema);
    expect(next.total).toBe(body.total);
    expect(next.items[0]).not.toEqual(body.items[0]);
  });

  it('filters on the payment date and the invoice number range', async () => {
    const all = bodyOf(await injectAs('vendor', { method: 'GET', url: `/api/reports/payments?${AAM}&pageSize=100` }), paymentReportPageSchema);
    const dates = all.items.map((r) => r.paymentDate).sort();
    const from = dates[Math.floor(dates.length / 2)]!;
    const later = bodyOf(
      await injectAs('vendor', { method: 'GET', url: `/api/reports/payments?${AAM}&pageSize=100&fromDate=${from}` }),
      paymentReportPageSchema,
    );
    expect(later.total).toBeLessThan(all.total);
    expect(later.items.every((r) => r.paymentDate >= from)).toBe(true);
    const numbers = all.items.map((r) => r.invoiceNum).sort();
    const [low, high] = [numbers[2]!, numbers[5]!];
    const ranged = bodyOf(
      await injectAs('vendor', {
        method: 'GET',
        url: `/api/reports/payments?${AAM}&pageSize=100&fromInvoice=${encodeURIComponent(low)}&toInvoice=${encodeURIComponent(high)}`,
      }),
      paymentReportPageSchema,
    );
    expect(ranged.items.length).toBeGreaterThan(0);
    expect(ranged.items.every((r) => r.invoiceNum >= low && r.invoiceNum <= high)).toBe(true);
  });

  it('reports the session’s company when none is named, and never another supplier’s payments', async () => {
    const mine = bodyOf(await injectAs('vendor', { method: 'GET', url: `/api/reports/payments?${AAM}&pageSize=100` }), paymentReportPageSchema);
    const theirs = bodyOf(await injectAs('vendor2', { method: 'GET', url: `/api/reports/payments?${AAM}&pageSize=100` }), paymentReportPageSchema);
    const mineNumbers = new Set(mine.items.map((r) => r.checkNum));
    expect(theirs.items.some((r) => mineNumbers.has(r.checkNum))).toBe(false);
    // vendor2 has no mapping in COMET 201: refused, not someone else's rows.
    const elsewhere = await injectAs('vendor2', { method: 'GET', url: '/api/reports/payments?orgId=201&instance=COMET' });
    expect(elsewhere.statusCode).toBe(403);
    expect(messagesOf(elsewhere)).toEqual([expect.any(String)]);
  });

  it('is for suppliers only', async () => {
    for (const user of ['pic', 'finance']) {
      const res = await injectAs(user, { method: 'GET', url: `/api/reports/payments?${AAM}` });
      expect(res.statusCode).toBe(403);
    }
  });

  it.each(['xls', 'xlsx'] as const)('exports every row as payment-report-{ts}.%s, worksheet "My Worksheet", Vendor Name first', async (format) => {
    const { total } = bodyOf(await injectAs('vendor', { method: 'GET', url: `/api/reports/payments?${AAM}` }), paymentReportPageSchema);
    const res = await injectAs('vendor', { method: 'GET', url: `/api/reports/payments/export?${AAM}&format=${format}` });
    expect(res.statusCode, res.body).toBe(200);
    const name = fileNameOf(res.headers['content-disposition']);
    expect(name).toEqual({ prefix: 'payment-report', timestamp: name?.timestamp, extension: format });
    expect(name?.timestamp).toMatch(TIMESTAMP);
    const [sheet, ...more] = readWithSheetJs(res.rawPayload);
    expect(more).toHaveLength(0);
    expect(sheet!.name).toBe('My Worksheet');
    expect(sheet!.rows[0]).toEqual([
      'Vendor Name',
      'Invoice Num',
      'Amount',
      'Description',
      'Cheque Num',
      'Bank Name',
      'Bank Acc Name',
      'Bank Acc Num',
      'Currency',
      'Exchange Date',
    ]);
    expect(sheet!.rows).toHaveLength(total + 1);
    const first = bodyOf(await injectAs('vendor', { method: 'GET', url: `/api/reports/payments?${AAM}&pageSize=1` }), paymentReportPageSchema).items[0]!;
    expect(sheet!.rows[1]!.slice(0, 5)).toEqual([first.vendorName, first.invoiceNum, Number(first.amount), first.description, first.checkNum]);
  });
});

describe('payment schedule (/report/payment-schedule)', () => {
  it('needs the company named', async () => {
    const res = await injectAs('vendor', { method: 'GET', url: '/api/reports/payment-schedules' });
    expect(res.statusCode).toBe(400);
    expect(messagesOf(res)).toEqual(['Please select company']);
    const exported = await injectAs('vendor', { method: 'GET', url: '/api/reports/payment-schedules/export?format=xls' });
    expect(messagesOf(exported)).toEqual(['Please select company']);
  });

  it('lists the installments of the supplier’s invoices, filtered on the invoice date', async () => {
    const res = await injectAs('vendor', { method: 'GET', url: `/api/reports/payment-schedules?${AAM}&pageSize=50` });
    expect(res.statusCode, res.body).toBe(200);
    const body = bodyOf(res, paymentSchedulePageSchema);
    expect(body.total).toBeGreaterThan(10);
    expect(firstRowKeys(res)).toEqual(
      ['amountPaid', 'description', 'invoiceAmount', 'invoiceAmountPaid', 'invoiceDate', 'invoiceNum', 'paymentSchedule', 'termsDate'].sort(),
    );
    const from = body.items[10]!.invoiceDate;
    const later = bodyOf(
      await injectAs('vendor', { method: 'GET', url: `/api/reports/payment-schedules?${AAM}&pageSize=50&fromDate=${from}` }),
      paymentSchedulePageSchema,
    );
    expect(later.total).toBeLessThan(body.total);
    expect(later.items.every((r) => r.invoiceDate >= from)).toBe(true);
  });

  it.each(['xls', 'xlsx'] as const)('exports as payment-report-schedule-{ts}.%s with Paid Amount added', async (format) => {
    const res = await injectAs('vendor', { method: 'GET', url: `/api/reports/payment-schedules/export?${AAM}&format=${format}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(fileNameOf(res.headers['content-disposition'])).toMatchObject({ prefix: 'payment-report-schedule', extension: format });
    const [sheet] = readWithSheetJs(res.rawPayload);
    expect(sheet!.name).toBe('My Worksheet');
    expect(sheet!.rows[0]).toEqual([
      'Invoice Number',
      'Invoice Amount',
      'Invoice Date',
      'Description',
      'Amount Paid',
      'Terms Date',
      'Payment Schedule',
      'Paid Amount',
    ]);
    const { total } = bodyOf(await injectAs('vendor', { method: 'GET', url: `/api/reports/payment-schedules?${AAM}` }), paymentSchedulePageSchema);
    expect(sheet!.rows).toHaveLength(total + 1);
  });
});
