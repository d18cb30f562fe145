import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { foundInvoicesSchema } from '@faktura/domain';
import { runPayments } from '../../src/erp/reference/payment-run';
import { findInvoices } from '../../src/modules/finance/find';
import { getTestContext, injectAs } from '../helpers/app';
import { bodyOf } from '../helpers/body';
import { countingErp } from '../helpers/counting-erp';
import { actorFor, drain, processedInvoices, submitToErp } from '../outbox/helpers';

const find = async (user: string, invoiceNo: string, version: 'find' | 'v2/find' = 'find') =>
  bodyOf(
    await injectAs(user, { method: 'GET', url: `/api/finance/${version}?orgId=82&instance=AAM&invoiceNo=${encodeURIComponent(invoiceNo)}&page=1&pageSize=50` }),
    foundInvoicesSchema,
  ).items;

describe('Find Invoice (finance and PIC): the expected payment of approved invoices', () => {
  it('shows the expected pay date while approved, the paid date once paid, nothing before approval, to finance and the PIC alike', async () => {
    const { database, erp } = await getTestContext();
    const stamp = `FEXP-${process.pid}-${Date.now() % 100000}`;
    // Net 30 from 02-JAN-2026 falls due on Sunday 01-FEB-2026; AAM org 82 pays on Fridays: 06-FEB-2026.
    const [approved] = await processedInvoices(1, { invoiceNo: `${stamp}-A`, invoiceDate: '2026-01-02' });
    const [open] = await processedInvoices(1, { invoiceNo: `${stamp}-O`, invoiceDate: '2026-01-02', status: 'OPEN' });
    const cell = async (id: number, user = 'finance', version: 'find' | 'v2/find' = 'find') =>
      (await find(user, stamp, version)).find((i) => i.id === id)?.expectedPayment;

    expect(await cell(approved!)).toEqual({ state: 'EXPECTED', date: '2026-02-06', amount: '1635000.00', currency: 'IDR' });
    expect(await cell(approved!, 'finance', 'v2/find')).toEqual({ state: 'EXPECTED', date: '2026-02-06', amount: '1635000.00', currency: 'IDR' });
    expect(await cell(open!)).toBeNull();
    // The PIC mapped to the supplier sees the same cell.
    expect(await cell(approved!, 'pic')).toEqual({ state: 'EXPECTED', date: '2026-02-06', amount: '1635000.00', currency: 'IDR' });

    await submitToErp([approved!]);
    await drain(erp);
    expect(await cell(approved!)).toEqual({ state: 'EXPECTED', date: '2026-02-06', amount: '1635000.00', currency: 'IDR' });

    await runPayments(database.db, '2026-02-01');
    expect(await cell(approved!)).toEqual({ state: 'PAID', date: '2026-02-01', amount: '1635000.00', currency: 'IDR' });
    expect(await cell(approved!, 'pic')).toEqual({ state: 'PAID', date: '2026-02-01', amount: '1635000.00', currency: 'IDR' });
  });

  it('reads the ERP once per page, not once per row', async () => {
    const { database, erp } = await getTestContext();
    const stamp = `FEXPP-${process.pid}-${Date.now() % 100000}`;
    const ids = await processedInvoices(6, { invoiceDate: '2026-01-05' });
    for (const [i, id] of ids.entries()) await database.db.execute(sql`update invoices set invoice_no = ${`${stamp}-${i}`} where id = ${id}`);
    await submitToErp(ids.slice(0, 3));
    await drain(erp);
    const counting = countingErp(erp);
    const page = await findInvoices({ database, erp: counting.erp }, await actorFor('finance'), { page: 1, pageSize: 50, invoiceNo: stamp });
    expect(page.items).toHaveLength(6);
    expect(page.items.every((i) => i.expectedPayment?.state === 'EXPECTED')).toBe(true);
    // One instance on the page: one read of settlements and one of terms.
    expect(counting.calls.listPortalInvoiceSettlements).toBe(1);
    expect(counting.calls.listTerms).toBe(1);
  });
});
