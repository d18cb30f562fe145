import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { erpAccounts, invoiceLines, invoices, outbox } from '../schema/index';
import { enqueueErpSubmissions } from '../../modules/invoices/index';

const BASE = Date.UTC(2026, 10, 20, 10, 0);
const day = (n: number) => new Date(BASE - n * 86_400_000);

/**
 * One submission the ERP never answered (the operators' screen /erp/deliveries has something to
 * retry): a finance-completed non-PO invoice of PT Griya Hotel Indonesia, a supplier no demo login
 * acts for, in PROCESSING with its outbox row FAILED after every attempt. Retried, the ERP takes it.
 */
export async function seedOutboxDemo(db: Db): Promise<void> {
  const [account] = await db
    .select({ ccid: erpAccounts.codeCombinationId })
    .from(erpAccounts)
    .where(and(eq(erpAccounts.instance, 'AAM'), eq(erpAccounts.orgId, 82), eq(erpAccounts.enabled, 'Y')))
    .orderBy(asc(erpAccounts.codeCombinationId))
    .limit(1);
  if (!account) return;
  const [invoice] = await db
    .insert(invoices)
    .values({
      invoiceNo: 'GHI/INV/2026/0417',
      invoiceDate: '2026-11-16',
      glDate: '2026-11-18',
      description: 'Akomodasi tim audit November 2026',
      status: 'PROCESSING',
      invoiceType: 'INVOICE NON PO',
      vendorId: 3006,
      vendorName: 'PT Griya Hotel Indonesia',
      vendorSiteId: 30061,
      orgId: 82,
      instance: 'AAM',
      invoiceAmount: '8400000.00',
      taxAmount: '924000.00',
      totalAmount: '9324000.00',
      taxRate: '11',
      bankAccountId: 30061,
      paymentMethod: 'EFT',
      termId: 11,
      payGroup: 'VENDOR',
      ccid: account.ccid,
      createdAt: day(4),
      updatedAt: day(2),
    })
    .returning({ id: invoices.id });
  await db.insert(invoiceLines).values([
    {
      invoiceId: invoice!.id,
      lineNum: 1,
      itemDescription: 'Kamar deluxe 12 malam',
      amount: '7200000.00',
      taxAmount: '792000.00',
      coaId: account.ccid,
      vatCode: 'PPN 11%',
    },
    {
      invoiceId: invoice!.id,
      lineNum: 2,
      itemDescription: 'Ruang rapat 2 hari',
      amount: '1200000.00',
      taxAmount: '132000.00',
      coaId: account.ccid,
      vatCode: 'PPN 11%',
    },
  ]);
  await enqueueErpSubmissions(db, [invoice!.id]);
  await db
    .update(outbox)
    .set({
      status: 'FAILED',
      attempts: 10,
      lastError: 'ERP import service answered 503 Service Unavailable',
      createdAt: day(2),
      lastAttemptAt: day(1),
      nextAttemptAt: day(1),
    })
    .where(eq(outbox.invoiceId, invoice!.id));
}
