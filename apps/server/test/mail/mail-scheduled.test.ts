import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { MAIL_MESSAGES, MAIL_TEXTS, renderMail } from '@faktura/domain';
import { runPayments } from '../../src/erp/reference/payment-run';
import { invoices, mailOutbox, users } from '../../src/db/schema/index';
import { checkSchedules } from '../../src/mail/index';
import { getTestContext } from '../helpers/app';
import { drain, processedInvoices, submitToErp } from '../outbox/helpers';
import { sendQueuedMail } from '../helpers/mail';
import { startTestSmtp, type TestSmtp } from './smtp';

let smtp: TestSmtp;
const sendAll = () => sendQueuedMail(smtp.url);

const mailsAbout = (invoiceNo: string) => smtp.received.filter((m) => m.subject?.includes(invoiceNo));

beforeAll(async () => {
  smtp = await startTestSmtp();
  const { database } = await getTestContext();
  await database.db.update(users).set({ email: 'vendor@supplier.test' }).where(eq(users.username, 'vendor'));
});
afterAll(async () => smtp.stop());

describe('the "scheduled" mail', () => {
  it('mails the supplier once per ERP schedule, with the due and expected pay dates and a deep link; nothing once paid in full', async () => {
    const { database, erp } = await getTestContext();
    // Net 30 from 02-JAN-2026 falls due on Sunday 01-FEB-2026; AAM org 82 pays on Fridays: 06-FEB-2026.
    const [id] = await processedInvoices(1, { invoiceDate: '2026-01-02' });
    const [inv] = await database.db.select().from(invoices).where(eq(invoices.id, id!));
    // Approved but not in the ERP yet: no schedule, no mail.
    await checkSchedules(database.db, erp);
    await sendAll();
    expect(mailsAbout(inv!.invoiceNo)).toEqual([]);

    await submitToErp([id!]);
    await drain(erp);
    await checkSchedules(database.db, erp);
    await checkSchedules(database.db, erp);
    await sendAll();
    const scheduled = mailsAbout(inv!.invoiceNo).filter((m) => m.subject === `Invoice ${inv!.invoiceNo} is scheduled for payment`);
    expect(scheduled).toHaveLength(1);
    const [mail] = scheduled;
    expect(mail!.to).toMatchObject({ text: 'vendor@supplier.test' });
    expect(mail!.text).toContain(`Your invoice ${inv!.invoiceNo} is scheduled for payment: IDR 1,635,000.00 due on 01-FEB-2026.`);
    expect(mail!.text).toContain("It is expected to be paid on 06-FEB-2026, the buyer's first payment run on or after the due date.");
    expect(mail!.text).toContain(`${MAIL_TEXTS.openInvoice}: http://portal.test/#/invoice/detail-nonpo/${id}/82/3001/N?instance=AAM`);
    expect(mail!.html).toContain('06-FEB-2026');
    const rows = await database.db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.dedupeKey, `SCHEDULED:${id}:%`));
    expect(rows.map((r) => [r.event, r.status])).toEqual([['INVOICE_SCHEDULED', 'SENT']]);

    // Paid in full: the schedule has nothing open, so no new "scheduled" mail (the "paid" mail tells it).
    await runPayments(database.db, '2026-02-01');
    await checkSchedules(database.db, erp);
    await sendAll();
    expect(mailsAbout(inv!.invoiceNo).filter((m) => m.subject?.endsWith('is scheduled for payment'))).toHaveLength(1);
  });

  it('says it in these words (due date on a run day: one date)', () => {
    const mail = renderMail(
      MAIL_MESSAGES.scheduled(
        { invoiceNo: 'INV-9', vendorName: 'PT A', link: 'http://p/#/x' },
        { dueDate: '2026-06-26', expectedDate: '2026-06-26', amount: 'IDR 10.00' },
      ),
    );
    expect(mail.subject).toBe('Invoice INV-9 is scheduled for payment');
    expect(mail.text).toBe(
      [
        'Hello,',
        '',
        'Your invoice INV-9 is scheduled for payment: IDR 10.00 due on 26-JUN-2026.',
        '',
        'It is expected to be paid on 26-JUN-2026.',
        '',
        'Open the invoice: http://p/#/x',
        '',
        '--',
        MAIL_TEXTS.footer,
        '',
      ].join('\n'),
    );
  });
});
