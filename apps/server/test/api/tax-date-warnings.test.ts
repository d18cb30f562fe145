import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { financePoInvoiceSchema, nonPoInvoiceDetailSchema, poInvoiceDetailSchema, reviewViewSchema } from '@faktura/domain';
import { invoices } from '../../src/db/schema/index';
import { getTestContext, injectAs } from '../helpers/app';
import { bodyOf } from '../helpers/body';
import { openPoInvoice } from '../helpers/po-invoices';
import { makeReviewInvoice, SJA } from '../helpers/reviews';

// A faktur of January 2025: its VAT could be credited up to April 2025's return, whatever today is.
const CLOSED = "The faktur's VAT can no longer be credited: its crediting window (three tax periods after the faktur's month) ended on 30-APR-2025.";

/** The reviewer opens an invoice by its supplier and number, as the review screen does. */
async function reviewerView(invoiceNo: string) {
  const query = new URLSearchParams({ instance: SJA.instance, orgId: String(SJA.orgId), vendorId: String(SJA.vendorId), invoiceNo });
  return bodyOf(await injectAs('pic', { method: 'GET', url: `/api/reviews/lookup?${query.toString()}` }), reviewViewSchema);
}

async function setInvoice(id: number, values: Partial<typeof invoices.$inferInsert>) {
  const { database } = await getTestContext();
  await database.db.update(invoices).set(values).where(eq(invoices.id, id));
}

describe('a faktur whose crediting window has closed is flagged, never refused', () => {
  it('to the supplier and finance on a PO invoice, until the ERP has it', async () => {
    const invoice = await openPoInvoice();
    await setInvoice(invoice.id, { taxDate: '2025-01-10' });
    const supplierView = bodyOf(await injectAs('vendor', { method: 'GET', url: `/api/po-invoices/${invoice.id}` }), poInvoiceDetailSchema);
    expect(supplierView.warnings).toContain(CLOSED);
    const financeView = bodyOf(await injectAs('finance', { method: 'GET', url: `/api/finance/po-invoices/${invoice.id}` }), financePoInvoiceSchema);
    expect(financeView.warnings).toContain(CLOSED);

    await setInvoice(invoice.id, { status: 'POSTED' });
    const posted = bodyOf(await injectAs('vendor', { method: 'GET', url: `/api/po-invoices/${invoice.id}` }), poInvoiceDetailSchema);
    expect(posted.warnings).not.toContain(CLOSED);
  });

  it('to the supplier on a non-PO invoice and to the reviewer', async () => {
    const invoice = await makeReviewInvoice({ status: 'OPEN' });
    await setInvoice(invoice.id, { taxDate: '2025-01-10' });
    const supplierView = bodyOf(await injectAs('vendor', { method: 'GET', url: `/api/non-po-invoices/${invoice.id}` }), nonPoInvoiceDetailSchema);
    expect(supplierView.warnings).toEqual([CLOSED]);
    expect((await reviewerView(invoice.invoiceNo)).warnings).toEqual([CLOSED]);
  });

  it('says nothing when the invoice has no faktur date', async () => {
    const invoice = await makeReviewInvoice({ status: 'OPEN' });
    await setInvoice(invoice.id, { taxDate: null });
    expect((await reviewerView(invoice.invoiceNo)).warnings).toEqual([]);
  });
});
