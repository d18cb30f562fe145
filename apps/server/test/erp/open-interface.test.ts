import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ErpInvoiceResult, ErpInvoiceSubmission } from '../../src/erp/port';
import { runPayments } from '../../src/erp/reference/payment-run';
import { getTestContext } from '../helpers/app';
import { createWritableSupplier } from './reference-fixtures';

let portalIds = 800_000_000 + (Date.now() % 1_000_000);

/** A clean non-PO submission for a fresh supplier (AAM org 82): the ERP takes it as it is. */
async function submission(over: Partial<ErpInvoiceSubmission> = {}): Promise<ErpInvoiceSubmission> {
  const { database } = await getTestContext();
  const w = await createWritableSupplier(database);
  const [account] = await database.rows<{ ccid: number }>(
    sql`select code_combination_id as ccid from erp_accounts where instance = 'AAM' and org_id = 82 and enabled = 'Y' order by 1 limit 1`,
  );
  const id = ++portalIds;
  return {
    instance: 'AAM',
    idempotencyKey: `OI-${id}`,
    orgId: 82,
    portalInvoiceId: id,
    invoiceNo: `OI/${id}`,
    invoiceDate: '2026-11-02',
    glDate: '2026-11-05',
    vendorId: w.vendorId,
    vendorSiteId: w.vendorSiteId,
    currencyCode: 'IDR',
    invoiceAmount: '300.00',
    taxAmount: '33.00',
    totalAmount: '333.00',
    withholdingAmount: '6.00',
    description: 'Open interface test',
    termId: 10,
    paymentMethod: 'EFT',
    payGroup: 'VENDOR',
    lines: [
      { lineNum: 1, amount: '100.00', description: 'a', rcvTransactionId: null, quantity: null, ccid: Number(account!.ccid), vatCode: null },
      { lineNum: 2, amount: '200.00', description: 'b', rcvTransactionId: null, quantity: null, ccid: Number(account!.ccid), vatCode: null },
    ],
    ...over,
  };
}

const codes = (result: ErpInvoiceResult) => (result.accepted ? [] : result.rejections.map((r) => [r.code, r.lineNum]));

describe('the reference ERP’s open interface import', () => {
  it('creates the invoice with its TAX line in the interface, and records the interface row PROCESSED', async () => {
    const { database, erp } = await getTestContext();
    const s = await submission();
    const result = await erp.submitInvoice(s);
    expect(result.accepted).toBe(true);
    const [row] = await database.rows<{ status: string; lines: string; invoice_amount: string }>(sql`
      select h.status, h.invoice_amount, string_agg(l.line_type_lookup_code || ':' || l.amount, ',' order by l.line_number) as lines
      from erp_ap_invoices_interface h join erp_ap_invoice_lines_interface l on l.instance = h.instance and l.invoice_id = h.invoice_id
      where h.reference_key1 = ${s.idempotencyKey} group by h.status, h.invoice_amount`);
    expect(row).toEqual({ status: 'PROCESSED', invoice_amount: '333.00', lines: 'ITEM:100.00,ITEM:200.00,TAX:33.00' });
    // The payment schedule holds what will be paid: the invoice less the withholding kept back.
    const schedules = await erp.listPaymentSchedules({ instance: 'AAM', vendorId: s.vendorId });
    expect(schedules).toEqual([expect.objectContaining({ invoiceNum: s.invoiceNo, invoiceAmount: '333.00', amountPaid: '0.00' })]);
  });

  it('rejects header problems without looking at the lines', async () => {
    const { database, erp } = await getTestContext();
    const inactive = await submission();
    await database.db.execute(sql`update erp_suppliers set enabled = 'N' where instance = 'AAM' and vendor_id = ${inactive.vendorId}`);
    const bad = { ...inactive, glDate: '2024-06-30', termId: 999, paymentMethod: 'BITCOIN', currencyCode: 'XYZ' };
    bad.lines = [{ ...bad.lines[0]!, ccid: 1 }];
    const result = await erp.submitInvoice(bad);
    expect(codes(result)).toEqual([
      ['INVOICE AMOUNT INCORRECT', null],
      ['INVALID SUPPLIER', null],
      ['INVALID CURRENCY CODE', null],
      ['INVALID TERMS', null],
      ['INVALID PAY METHOD', null],
      ['ACCT DATE NOT IN OPEN PD', null],
    ]);
    expect(result.accepted === false && result.message).toContain(`Supplier PT Uji Kontrak ${bad.vendorId} is inactive`);
    const rejections = await database.rows<{ parent_table: string; reject_lookup_code: string }>(sql`
      select r.parent_table, r.reject_lookup_code from erp_ap_interface_rejections r
      join erp_ap_invoices_interface h on h.instance = r.instance and h.invoice_id = r.invoice_id
      where h.reference_key1 = ${bad.idempotencyKey} and h.status = 'REJECTED' order by r.rejection_id`);
    expect(rejections.map((r) => r.reject_lookup_code)).toEqual(codes(result).map((c) => c[0]));
    expect(rejections.every((r) => r.parent_table === 'AP_INVOICES_INTERFACE')).toBe(true);
  });

  it('lists every line problem once the header is clean', async () => {
    const { erp } = await getTestContext();
    const s = await submission();
    const result = await erp.submitInvoice({
      ...s,
      lines: [
        { ...s.lines[0]!, ccid: 1 },
        { ...s.lines[1]!, ccid: null },
      ],
    });
    expect(codes(result)).toEqual([
      ['INVALID DISTRIBUTION ACCT', 1],
      ['ACCOUNT REQUIRED', 2],
    ]);
  });

  it('rejects a site that has become inactive, a closed period, a duplicate number; and answers a key’s second delivery as its first', async () => {
    const { database, erp } = await getTestContext();
    const s = await submission();
    await database.db.execute(sql`update erp_supplier_sites set inactive_date = '2026-10-01' where instance = 'AAM' and vendor_site_id = ${s.vendorSiteId!}`);
    const site = await erp.submitInvoice(s);
    expect(codes(site)).toEqual([['INVALID SUPPLIER SITE', null]]);
    expect(await erp.submitInvoice(s)).toEqual(site);
    await database.db.execute(sql`update erp_supplier_sites set inactive_date = null where instance = 'AAM' and vendor_site_id = ${s.vendorSiteId!}`);
    // The same key still gets the recorded answer; a corrected submission has a key of its own.
    expect(await erp.submitInvoice(s)).toEqual(site);
    const corrected = { ...s, idempotencyKey: `${s.idempotencyKey}-2` };
    expect((await erp.submitInvoice(corrected)).accepted).toBe(true);
    const again = await erp.submitInvoice({ ...corrected, idempotencyKey: `${s.idempotencyKey}-3`, portalInvoiceId: ++portalIds });
    expect(codes(again)).toEqual([['DUPLICATE INVOICE NUMBER', null]]);
    const closed = await erp.submitInvoice({
      ...corrected,
      idempotencyKey: `${s.idempotencyKey}-4`,
      invoiceNo: `${s.invoiceNo}-B`,
      glDate: '2025-12-31',
      portalInvoiceId: ++portalIds,
    });
    expect(closed).toMatchObject({ accepted: false, message: 'GL date 2025-12-31 is not in an open period (DEC-25 is closed)' });
  });

  it('pays due portal invoices on their terms, and the payments read back by portal invoice id', async () => {
    const { erp, database } = await getTestContext();
    const s = await submission({ termId: 10 });
    expect((await erp.submitInvoice(s)).accepted).toBe(true);
    expect(await erp.listPortalInvoicePayments({ instance: 'AAM', portalInvoiceIds: [s.portalInvoiceId] })).toEqual([]);
    // Not due yet the day before its invoice date (terms Immediate: due on the invoice date).
    await runPayments(database.db, '2026-11-01');
    expect(await erp.listPortalInvoicePayments({ instance: 'AAM', portalInvoiceIds: [s.portalInvoiceId] })).toEqual([]);
    expect(await runPayments(database.db, '2026-11-03')).toBeGreaterThanOrEqual(1);
    const [paid] = await erp.listPortalInvoicePayments({ instance: 'AAM', portalInvoiceIds: [s.portalInvoiceId] });
    expect(paid).toMatchObject({ portalInvoiceId: s.portalInvoiceId, amountPaid: '327.00', paymentDate: '2026-11-03', currencyCode: 'IDR' });
    expect(paid!.checkNum).toMatch(/^PAY-\d+$/);
    // Paid once: a second run finds nothing left to pay on it.
    await runPayments(database.db, '2026-11-30');
    expect(await erp.listPortalInvoicePayments({ instance: 'AAM', portalInvoiceIds: [s.portalInvoiceId] })).toEqual([paid]);
    const schedule = await erp.listPaymentSchedules({ instance: 'AAM', vendorId: s.vendorId });
    expect(schedule[0]).toMatchObject({ amountPaid: '327.00' });
  });
});
