import { STAMPED_ATTACHMENT_KIND, STAMP_DUTY_THRESHOLD_IDR } from '@faktura/domain';
import { and, count, desc, eq, gt, isNull, ne, notExists, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { attachments, batches, invoices } from '../../db/schema/index';

const stampedDocument = (db: DbOrTx) =>
  db
    .select({ one: sql`1` })
    .from(attachments)
    .where(and(eq(attachments.invoiceId, invoices.id), eq(attachments.kind, STAMPED_ATTACHMENT_KIND)));

/**
 * Submitted IDR invoices above the threshold with neither serial nor stamped document. Drafts are
 * the supplier's own work in progress (the form warns them); finance's list starts at submission.
 */
function missingStampDuty(db: DbOrTx, company: { instance: string; orgId: number } | null) {
  return and(
    eq(invoices.currencyCode, 'IDR'),
    gt(invoices.totalAmount, STAMP_DUTY_THRESHOLD_IDR),
    ne(invoices.status, 'DRAFT'),
    isNull(invoices.eMeteraiSerial),
    notExists(stampedDocument(db)),
    company ? and(eq(invoices.instance, company.instance), eq(invoices.orgId, company.orgId)) : undefined,
  );
}

export async function listMissingStampDuty(db: DbOrTx, q: { company: { instance: string; orgId: number } | null; limit: number; offset: number }) {
  const where = missingStampDuty(db, q.company);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: invoices.id,
        invoiceNo: invoices.invoiceNo,
        invoiceType: invoices.invoiceType,
        invoiceDate: invoices.invoiceDate,
        status: invoices.status,
        batchNo: batches.batchNo,
        instance: invoices.instance,
        orgId: invoices.orgId,
        vendorId: invoices.vendorId,
        vendorName: invoices.vendorName,
        currencyCode: invoices.currencyCode,
        totalAmount: invoices.totalAmount,
      })
      .from(invoices)
      .leftJoin(batches, eq(batches.id, invoices.batchId))
      .where(where)
      .orderBy(desc(invoices.createdAt), desc(invoices.id))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: count() }).from(invoices).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Whether one of the invoice's files is marked as the stamped document. */
export async function hasStampedDocument(db: DbOrTx, invoiceId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: attachments.id })
    .from(attachments)
    .where(and(eq(attachments.invoiceId, invoiceId), eq(attachments.kind, STAMPED_ATTACHMENT_KIND)))
    .limit(1);
  return row !== undefined;
}
