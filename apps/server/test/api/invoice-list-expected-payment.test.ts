import { describe, expect, it } from 'vitest';
import { invoiceListSchema, invoiceTimelineSchema } from '@faktura/domain';
import { runPayments } from '../../src/erp/reference/payment-run';
import { listInvoices } from '../../src/modules/invoices/service';
import { getTestContext, injectAs } from '../helpers/app';
import { bodyOf } from '../helpers/body';
import { countingErp } from '../helpers/counting-erp';
import { actorFor, drain, processedInvoices, submitToErp } from '../outbox/helpers';

const list = async (invoiceNo: string, user = 'vendor') =>
  bodyOf(await injectAs(user, { method: 'GET', url: `/api/invoices?invoiceNo=${encodeURIComponent(invoiceNo)}&pageSize=50` }), invoiceListSchema).items;

describe('GET /api/invoices: the expected payment of approved invoices', () => {
  it('shows the expected pay date (the same as the timeline) while approved, the paid date once paid, nothing before approval', async () => {
    const { database, erp } = await getTestContext();
    const stamp = `EXPL-${process.pid}-${Date.now() % 100000}`;
    // Net 30 from 02-JAN-2026 falls due on Sunday 01-FEB-2026; AAM org 82 pays on Fridays: 06-FEB-2026.
    const [approved] = await processedInvoices(1, { invoiceNo: `${stamp}-A`, invoiceDate: '2026-01-02' });
    const [open] = await processedInvoices(1, { invoiceNo: `${stamp}-O`, invoiceDate: '2026-01-02', status: 'OPEN' });
    const cell = async (id: number, user = 'vendor') => (await list(stamp, user)).find((i) => i.id === id)?.expectedPayment;

    expect(await cell(approved!)).toEqual({ state: 'EXPECTED', date: '2026-02-06', amount: '1635000.00', currency: 'IDR' });
    expect(await cell(open!)).toBeNull();
    const timeline = bodyOf(await injectAs('vendor', { method: 'GET', url: `/api/timeline/${approved!}` }), invoiceTimelineSchema);
    expect(timeline.expected?.expectedDate).toBe('2026-02-06');
    // Finance sees the same on its list; another supplier does not see the invoice at all.
    expect(await cell(approved!, 'finance')).toMatchObject({ state: 'EXPECTED', date: '2026-02-06' });
    expect(await list(stamp, 'vendor2')).toEqual([]);

    await submitToErp([approved!]);
    await drain(erp);
    expect(await cell(approved!)).toEqual({ state: 'EXPECTED', date: '2026-02-06', amount: '1635000.00', currency: 'IDR' });

    await runPayments(database.db, '2026-02-01');
    expect(await cell(approved!)).toEqual({ state: 'PAID', date: '2026-02-01', amount: '1635000.00', currency: 'IDR' });
  });

  it('reads the ERP once per page, not once per row', async () => {
    const { database, erp } = await getTestContext();
    const stamp = `EXPP-${process.pid}-${Date.now() % 100000}`;
    const ids = await processedInvoices(6, { invoiceDate: '2026-01-05' });
    const { sql } = await import('drizzle-orm');
    for (const [i, id] of ids.entries()) await database.db.execute(sql`update invoices set invoice_no = ${`${stamp}-${i}`} where id = ${id}`);
    await submitToErp(ids.slice(0, 3));
    await drain(erp);
    const counting = countingErp(erp);
    const page = await listInvoices({ database, erp: counting.erp }, await actorFor('vendor'), { page: 1, pageSize: 50, invoiceNo: stamp });
    expect(page.items).toHaveLength(6);
    expect(page.items.every((i) => i.expectedPayment?.state === 'EXPECTED')).toBe(true);
    // One instance on the page: one read of settlements, one of terms, one of payments (the "Paid" column).
    expect(counting.calls.listPortalInvoiceSettlements).toBe(1);
    expect(counting.calls.listTerms).toBe(1);
    expect(counting.calls.listPortalInvoicePayments).toBe(1);
  });
});
