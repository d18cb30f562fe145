import { createHash } from 'node:crypto';
import { formatMoney, invoiceDetailPath } from '@faktura/domain';
import { desc, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { invoices, mailOutbox } from '../db/schema/index';
import type { ErpPort, ErpPortalInvoiceSettlement } from '../erp/port';
import { paymentOutlooks } from '../lib/payment-outlook';
import { enqueueMails, type MailToUser } from './enqueue';
import { mailIn } from './texts';
import { deepLink, invoiceFactsColumns, supplierUsersOf } from './events';

/** The newest invoices the ERP imported are looked at on each pass, as for the "paid" mail. */
const SCHEDULE_WINDOW = 1000;

/**
 * One schedule, one mail: the key names the ERP invoice and each installment's number, due date
 * and amount, so a pass that finds the same schedule again mails nothing, and a schedule the ERP
 * changes (another due date) mails once more.
 */
function scheduleKey(s: ErpPortalInvoiceSettlement): string {
  const installments = s.installments.map((i) => `${i.paymentNum}@${i.dueDate}:${i.grossAmount}`).join(',');
  return createHash('sha256').update(`${s.erpInvoiceId}|${installments}`).digest('hex').slice(0, 16);
}

/** Which of these keys are queued already (mailed, held for a digest, or waiting). */
async function queuedKeys(tx: DbOrTx, keys: string[]): Promise<Set<string>> {
  if (!keys.length) return new Set();
  const rows = await tx.select({ key: mailOutbox.dedupeKey }).from(mailOutbox).where(inArray(mailOutbox.dedupeKey, keys));
  return new Set(rows.map((r) => r.key));
}

/**
 * Asks the ERP for the payment schedules of the invoices it imported and queues a "scheduled" mail
 * to the supplier's users for each new schedule with something still to pay: the due date, the
 * expected pay date (the same outlook as the invoice's timeline and lists) and a deep link. Runs in
 * the mail worker's pass beside checkPayments; the dedupe key makes it once per schedule.
 */
export async function checkSchedules(db: Db, erp: ErpPort): Promise<number> {
  const rows = await db
    .select({ ...invoiceFactsColumns, invoiceDate: invoices.invoiceDate, termId: invoices.termId })
    .from(invoices)
    .where(eq(invoices.status, 'POSTED'))
    .orderBy(desc(invoices.id))
    .limit(SCHEDULE_WINDOW);
  if (!rows.length) return 0;
  const outlooks = await paymentOutlooks(db, erp, rows);
  const scheduled = rows.flatMap((row) => {
    const outlook = outlooks.get(row.id);
    // Nothing open (paid in full): the "paid" mail tells the rest.
    if (!outlook?.settlement?.installments.length || !outlook.expected) return [];
    return [{ row, expected: outlook.expected, key: scheduleKey(outlook.settlement) }];
  });
  if (!scheduled.length) return 0;
  return db.transaction(async (tx) => {
    const recipients = await supplierUsersOf(
      tx,
      scheduled.map((s) => s.row),
    );
    const candidates = scheduled.flatMap((s) =>
      (recipients.get(s.row.id) ?? []).map((userId) => ({ ...s, userId, dedupeKey: `SCHEDULED:${s.row.id}:${s.key}:u${userId}` })),
    );
    const known = await queuedKeys(
      tx,
      candidates.map((c) => c.dedupeKey),
    );
    const mails: MailToUser[] = candidates
      .filter((c) => !known.has(c.dedupeKey))
      .map((c) => ({
        dedupeKey: c.dedupeKey,
        event: 'INVOICE_SCHEDULED',
        userId: c.userId,
        content: (lng) =>
          mailIn(lng).scheduled(
            { invoiceNo: c.row.invoiceNo, vendorName: c.row.vendorName, link: deepLink(invoiceDetailPath(c.row)) },
            { dueDate: c.expected.dueDate, expectedDate: c.expected.expectedDate, amount: `${c.expected.currency} ${formatMoney(c.expected.amount, lng)}` },
          ),
      }));
    return enqueueMails(tx, mails);
  });
}
