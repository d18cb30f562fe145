import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { invoices, picVendorMappings, users } from '../../src/db/schema/index';
import { getTestContext, injectAs } from '../helpers/app';
import { makeUser } from '../helpers/reviews';
import { drain, processedInvoices, submitToErp } from '../outbox/helpers';
import { sendQueuedMail } from '../helpers/mail';
import { startTestSmtp, type TestSmtp } from './smtp';

/**
 * The events of the mail list not covered elsewhere, each read back from a real SMTP server on
 * loopback: sent to the ERP, refused by the ERP (reason in words, what to do), delegation started.
 * (Rejected, approved and the task mail: mail-delivery.test.ts; scheduled: mail-scheduled.test.ts;
 * paid: remittance-links.test.ts.)
 */
let smtp: TestSmtp;
const sendAll = () => sendQueuedMail(smtp.url);

const toOf = (m: TestSmtp['received'][number]) => (m.to && 'text' in m.to ? m.to.text : '');
const invoiceNoOf = async (id: number) => {
  const { database } = await getTestContext();
  const [row] = await database.db.select({ invoiceNo: invoices.invoiceNo }).from(invoices).where(eq(invoices.id, id));
  return row!.invoiceNo;
};

beforeAll(async () => {
  smtp = await startTestSmtp();
  const { database } = await getTestContext();
  await database.db.update(users).set({ email: 'vendor@supplier.test' }).where(eq(users.username, 'vendor'));
  await database.db.update(users).set({ email: 'fin@buyer.test' }).where(eq(users.username, 'fin'));
});
afterAll(async () => smtp.stop());

describe('every event mails', () => {
  it('sent to the ERP: the supplier hears it is on its way to payment, with a deep link', async () => {
    const [id] = await processedInvoices(1);
    const invoiceNo = await invoiceNoOf(id!);
    await submitToErp([id!]);
    await sendAll();
    const mails = smtp.received.filter((m) => m.subject === `Invoice ${invoiceNo} was sent for payment`);
    expect(mails.map(toOf)).toEqual(['vendor@supplier.test']);
    expect(mails[0]!.text).toContain(`Your invoice ${invoiceNo} was sent to the buyer's accounting system to be scheduled for payment.`);
    expect(mails[0]!.text).toContain(`Open the invoice: http://portal.test/#/invoice/detail-nonpo/${id}/82/3001/N?instance=AAM`);
  });

  it("refused by the ERP: the supplier reads the reason in words and what to do, never the ERP's code", async () => {
    const { erp } = await getTestContext();
    const [id] = await processedInvoices(1, { glDate: '2025-03-15' });
    const invoiceNo = await invoiceNoOf(id!);
    await submitToErp([id!]);
    await drain(erp);
    await sendAll();
    const [mail, ...more] = smtp.received.filter((m) => m.subject === `Invoice ${invoiceNo} is held by the buyer's accounting system`);
    expect(more).toEqual([]);
    expect(toOf(mail!)).toBe('vendor@supplier.test');
    expect(mail!.text).toContain(`The buyer's accounting system did not accept your invoice ${invoiceNo}.`);
    expect(mail!.text).toContain('Reason: the GL date is in a closed period');
    expect(mail!.text).toMatch(/What to do: /);
    expect(mail!.text).not.toContain('ACCT DATE NOT IN OPEN PD');
  });

  it('delegation started: the substitute is mailed once, with the dates and a link to the tasks', async () => {
    const delegator = `deleg-mail-${process.pid}`;
    const delegatorId = await makeUser(delegator, 'PIC');
    const { database } = await getTestContext();
    // A PIC logs in once mapped to a supplier.
    await database.db.insert(picVendorMappings).values({ userId: delegatorId, vendorId: 3002, orgId: 82, instance: 'AAM', startDate: '2026-01-01' });
    const [fin] = await database.db.select({ id: users.id }).from(users).where(eq(users.username, 'fin'));
    // Far ahead: no one's tasks move today.
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const saved = await injectAs(delegator, {
      method: 'POST',
      url: '/api/tasks/delegations',
      payload: { substituteUserId: fin!.id, startDate: day(400), endDate: day(402) },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    await sendAll();
    const mails = smtp.received.filter((m) => m.subject === `${delegator} delegated their tasks to you`);
    expect(mails.map(toOf)).toEqual(['fin@buyer.test']);
    expect(mails[0]!.text).toContain(`${delegator} delegated their recommendation tasks to you from ${day(400)} to ${day(402)}.`);
    expect(mails[0]!.text).toContain('Open the task: http://portal.test/#/tasks');
  });
});
