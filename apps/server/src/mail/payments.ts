import { formatMoney, invoiceDetailPath, remittancePath } from '@faktura/domain';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { invoices } from '../db/schema/index';
import type { ErpPort } from '../erp/port';
import { enqueueMails, type MailToUser } from './enqueue';
import { mailIn } from './texts';
import { deepLink, invoiceFactsColumns, supplierUsersOf } from './events';

/** The newest invoices the ERP imported are looked at on each pass; older ones were mailed when paid. */
const PAYMENT_WINDOW = 1000;

/**
 * Asks the ERP for payments on the invoices it imported and queues a "paid" mail to the
 * supplier's users for each new payment (the key holds the payment's date and reference, so a
 * payment mails once however often this runs, and a second partial payment mails again).
 */
export async function checkPayments(db: Db, erp: ErpPort): Promise<number> {
  const rows = await db.select(invoiceFactsColumns).from(invoices).where(eq(invoices.status, 'POSTED')).orderBy(desc(invoices.id)).limit(PAYMENT_WINDOW);
  if (!rows.length) return 0;
  let queued = 0;
  for (const instance of new Set(rows.map((r) => r.instance))) {
    const mine = rows.filter((r) => r.instance === instance);
    const paid = await erp.listPortalInvoicePayments({ instance, portalInvoiceIds: mine.map((r) => r.id) });
    if (!paid.length) continue;
    const paidRows = mine.filter((r) => paid.some((p) => p.portalInvoiceId === r.id));
    // The payment each mail is about, to link its remittance advice (by the invoice, the cheque number and date).
    const remittances = await erp.listPortalInvoiceRemittances({ instance, portalInvoiceIds: paidRows.map((r) => r.id) });
    await db.transaction(async (tx) => {
      const recipients = await supplierUsersOf(tx, paidRows);
      const mails: MailToUser[] = [];
      for (const p of paid) {
        const row = paidRows.find((r) => r.id === p.portalInvoiceId);
        if (!row) continue;
        const link = deepLink(invoiceDetailPath(row));
        const payment = remittances.find((x) => x.portalInvoiceId === row.id && x.checkNum === p.checkNum && x.checkDate === p.paymentDate);
        for (const userId of recipients.get(row.id) ?? []) {
          mails.push({
            dedupeKey: `PAID:${row.id}:${p.paymentDate}:${p.checkNum}:u${userId}`,
            event: 'INVOICE_PAID',
            userId,
            content: (lng) =>
              mailIn(lng).paid(
                { invoiceNo: row.invoiceNo, vendorName: row.vendorName, link },
                {
                  amount: `${p.currencyCode} ${formatMoney(p.amountPaid, lng)}`,
                  paymentDate: p.paymentDate,
                  reference: p.checkNum,
                  remittanceLink: deepLink(payment ? remittancePath(instance, payment.checkId) : '/report/remittances'),
                },
              ),
          });
        }
      }
      queued += await enqueueMails(tx, mails);
    });
  }
  return queued;
}
