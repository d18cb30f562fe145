import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { financePoInvoiceSchema, invoiceListSchema } from '@faktura/domain';
import { getTestContext, injectAs } from '../helpers/app';
import { bodyOf } from '../helpers/body';

const POSTED = 'SJA/INV/2026/0101';

/** The reference ERP pays the portal's POSTED invoice in two cheques (as its payment run would). */
async function erpPays() {
  const { database } = await getTestContext();
  const [portal] = await database.rows<{ id: number; total: string }>(sql`select id, total_amount::text as total from invoices where invoice_no = ${POSTED}`);
  await database.db.execute(sql`
    insert into erp_ap_invoices (instance, org_id, vendor_id, invoice_num, invoice_date, invoice_amount, total_amount, source, portal_invoice_id)
    values ('AAM', 82, 3001, ${POSTED}, '2026-10-11', ${portal!.total}, ${portal!.total}, 'PORTAL', ${portal!.id})
    on conflict do nothing`);
  const [erp] = await database.rows<{ invoice_id: number }>(
    sql`select invoice_id from erp_ap_invoices where instance = 'AAM' and vendor_id = 3001 and upper(invoice_num) = ${POSTED}`,
  );
  for (const [checkId, date, amount] of [
    [990001, '2026-11-01', '1000000.00'],
    [990002, '2026-11-15', '250000.50'],
  ] as const) {
    await database.db.execute(sql`
      insert into erp_payments (instance, check_id, check_num, check_date, vendor_id, org_id, amount, payment_method, bank_name, bank_account_num, bank_account_name)
      values ('AAM', ${checkId}, ${`CHK${checkId}`}, ${date}, 3001, 82, ${amount}, 'EFT', 'BCA', '123', 'PT SINAR JAYA ABADI')`);
    await database.db.execute(
      sql`insert into erp_invoice_payments (instance, check_id, invoice_id, payment_num, amount) values ('AAM', ${checkId}, ${erp!.invoice_id}, 1, ${amount})`,
    );
  }
  return portal!.id;
}

describe('payments flowing back from the ERP', () => {
  it('shows the supplier "paid" (sum, latest date and cheque) on its own list, and finance on the detail', async () => {
    const id = await erpPays();
    const list = bodyOf(await injectAs('vendor', { method: 'GET', url: `/api/invoices?invoiceNo=${encodeURIComponent(POSTED)}` }), invoiceListSchema);
    const row = list.items.find((i) => i.id === id);
    const paid = { amount: '1250000.50', paymentDate: '2026-11-15', checkNum: 'CHK990002', currencyCode: 'IDR' };
    expect(row?.payment).toEqual(paid);
    // Unpaid invoices say so.
    const open = bodyOf(await injectAs('vendor', { method: 'GET', url: '/api/invoices?status=OPEN' }), invoiceListSchema);
    expect(open.items.every((i) => i.payment === null)).toBe(true);
    // Another supplier never sees it.
    const other = bodyOf(await injectAs('vendor2', { method: 'GET', url: `/api/invoices?invoiceNo=${encodeURIComponent(POSTED)}` }), invoiceListSchema);
    expect(other.items).toEqual([]);

    const detail = bodyOf(await injectAs('finance', { method: 'GET', url: `/api/finance/po-invoices/${id}` }), financePoInvoiceSchema);
    expect(detail.payment).toEqual(paid);
  });
});
