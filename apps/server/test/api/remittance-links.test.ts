import { describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { MAIL_MESSAGES, invoiceRemittancesSchema, remittanceAdviceSchema, remittancePath } from '@faktura/domain';
import { mailOutbox, users } from '../../src/db/schema/index';
import { runPayments } from '../../src/erp/reference/payment-run';
import { checkPayments } from '../../src/mail/index';
import { getTestContext, injectAs } from '../helpers/app';
import { bodyOf } from '../helpers/body';
import { drain, processedInvoices, submitToErp } from '../outbox/helpers';

describe('from a paid invoice to its remittance advice', () => {
  it('names the payment of a paid invoice, whose advice shows its faktur, PPh and slip; the paid mail links that advice', async () => {
    const { database, erp } = await getTestContext();
    await database.db.update(users).set({ email: 'vendor@supplier.test' }).where(eq(users.username, 'vendor'));
    const [id] = await processedInvoices(1, {
      invoiceDate: '2026-01-05',
      glDate: '2026-11-12',
      taxNo: '010.000-26.00000077',
      pphCode: 'PPH23',
      pphAmount: '30000.00',
    });
    const before = bodyOf(await injectAs('vendor', { method: 'GET', url: `/api/remittances/invoices/${id}` }), invoiceRemittancesSchema);
    expect(before.items).toEqual([]);

    await submitToErp([id!]);
    await drain(erp);
    await runPayments(database.db, '2026-02-05');
    const paid = bodyOf(await injectAs('vendor', { method: 'GET', url: `/api/remittances/invoices/${id}` }), invoiceRemittancesSchema);
    expect(paid.items).toHaveLength(1);
    const payment = paid.items[0]!;
    expect(payment).toMatchObject({ instance: 'AAM', checkDate: '2026-02-05' });
    expect(payment.checkNum).toMatch(/^PAY-\d+$/);

    const advice = bodyOf(await injectAs('vendor', { method: 'GET', url: `/api/remittances/AAM/${payment.checkId}` }), remittanceAdviceSchema);
    const line = advice.lines.find((l) => l.portalInvoiceId === id)!;
    expect(line).toMatchObject({ fakturNo: '010.000-26.00000077', pphCode: 'PPH23', pphAmount: '30000.00', slipNumber: null, netPaid: payment.paidAmount });

    const slip = await injectAs('finance', {
      method: 'PUT',
      url: `/api/remittances/withholding-slips/${id}`,
      payload: { slipNo: 'BP-23/0077', slipDate: '2026-02-10' },
    });
    expect(slip.statusCode, slip.body).toBe(200);
    const after = bodyOf(await injectAs('vendor', { method: 'GET', url: `/api/remittances/AAM/${payment.checkId}` }), remittanceAdviceSchema);
    expect(after.lines.find((l) => l.portalInvoiceId === id)).toMatchObject({ slipNumber: 'BP-23/0077', slipDate: '2026-02-10' });

    await checkPayments(database.db, erp);
    const [mail] = await database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.event, 'INVOICE_PAID'), like(mailOutbox.dedupeKey, `PAID:${id}:%`)));
    expect(mail).toBeDefined();
    // The portal's address is filled in when the mail is sent.
    expect(mail!.textBody).toContain(`Remittance advice: {portal}/#${remittancePath('AAM', payment.checkId)}\n`);
    expect(remittancePath('AAM', payment.checkId)).toBe(`/report/remittances/AAM/${payment.checkId}`);
  });

  it("answers another supplier's invoice 404", async () => {
    const [id] = await processedInvoices(1, { invoiceDate: '2026-01-06' });
    expect((await injectAs('vendor2', { method: 'GET', url: `/api/remittances/invoices/${id}` })).statusCode).toBe(404);
    expect((await injectAs('vendor', { method: 'GET', url: '/api/remittances/invoices/0' })).statusCode).toBe(400);
  });

  it('the paid mail says what was paid and links the invoice and its remittance advice', () => {
    const content = MAIL_MESSAGES.paid(
      { invoiceNo: 'INV-1', vendorName: 'PT A', link: 'http://p/#/invoice/detail/1' },
      { amount: 'IDR 1,000.00', paymentDate: '2026-02-05', reference: 'PAY-1', remittanceLink: 'http://p/#/report/remittances/AAM/7' },
    );
    expect(content.links).toEqual([
      { label: 'Open the invoice', url: 'http://p/#/invoice/detail/1' },
      { label: 'Remittance advice', url: 'http://p/#/report/remittances/AAM/7' },
    ]);
  });
});
