import { and, asc, eq } from 'drizzle-orm';
import { INVOICE_TYPES } from '@faktura/domain';
import type { Db } from '../client';
import { categoryDetails, invoiceLines, invoices, users, vendorCategoryMappings } from '../schema/index';

/**
 * Invoices of the review journeys' own (so no other journey's data moves under them): an OPEN
 * proxy invoice of CV Maju Bersama entered by `pic` (v1 review, travel orders), and a non-PO
 * invoices of PT Sinar Jaya Abadi waiting in REVIEW for `recommender` (its decline and delegation
 * journeys). Dated in the past, so newest-first lists keep the other demo invoices on top.
 */
const CREATED_AT = '2026-11-16T03:00:00Z';

type Plan = { invoiceNo: string; kind: 'NON_PO' | 'PROXY'; status: string; vendorId: number; vendorName: string; siteId: number; author: string };

const PLANS: Plan[] = [
  { invoiceNo: 'MB/PX/2026/0399', kind: 'PROXY', status: 'OPEN', vendorId: 3002, vendorName: 'CV Maju Bersama', siteId: 30021, author: 'pic' },
  { invoiceNo: 'SJA/NP/2026/0299', kind: 'NON_PO', status: 'REVIEW', vendorId: 3001, vendorName: 'PT Sinar Jaya Abadi', siteId: 30011, author: 'vendor' },
  { invoiceNo: 'SJA/NP/2026/0298', kind: 'NON_PO', status: 'REVIEW', vendorId: 3001, vendorName: 'PT Sinar Jaya Abadi', siteId: 30011, author: 'vendor' },
];

export async function seedReviewInvoices(db: Db): Promise<void> {
  for (const plan of PLANS) {
    const [mapping] = await db
      .select()
      .from(vendorCategoryMappings)
      .where(and(eq(vendorCategoryMappings.instance, 'AAM'), eq(vendorCategoryMappings.orgId, 82), eq(vendorCategoryMappings.vendorId, plan.vendorId)))
      .orderBy(asc(vendorCategoryMappings.id))
      .limit(1);
    if (!mapping) continue;
    const details = await db.select().from(categoryDetails).where(eq(categoryDetails.categoryId, mapping.categoryId)).orderBy(asc(categoryDetails.id));
    const [author] = await db.select({ id: users.id }).from(users).where(eq(users.username, plan.author));
    const [invoice] = await db
      .insert(invoices)
      .values({
        instance: 'AAM',
        orgId: 82,
        vendorId: plan.vendorId,
        vendorName: plan.vendorName,
        vendorSiteId: plan.siteId,
        invoiceNo: plan.invoiceNo,
        invoiceDate: '2026-11-16',
        taxNo: `010.000-26.0000${plan.invoiceNo.slice(-4)}`,
        taxDate: '2026-11-16',
        description: 'Perjalanan dinas tim audit ke kebun Riau',
        status: plan.status,
        invoiceType: INVOICE_TYPES[plan.kind],
        invoiceAmount: '3250000.00',
        taxAmount: '300000.00',
        totalAmount: '3550000.00',
        costCenter: mapping.costCenter,
        categoryId: mapping.categoryId,
        mappingId: mapping.id,
        paymentMethod: plan.kind === 'PROXY' ? 'EFT' : null,
        createdBy: author?.id ?? null,
        createdAt: new Date(CREATED_AT),
        updatedAt: new Date(CREATED_AT),
      })
      .returning({ id: invoices.id });
    const detail = (i: number) => details[i % Math.max(details.length, 1)];
    await db.insert(invoiceLines).values(
      [
        { lineNum: 1, itemDescription: 'Sewa mobil bandara - kebun (3 hari)', amount: '2500000.00', vatCode: 'PPN 12%', vatRate: '12', taxAmount: '300000.00' },
        { lineNum: 2, itemDescription: 'Uang makan tim (5 orang)', amount: '750000.00', vatCode: null, vatRate: null, taxAmount: '0.00' },
      ].map((l, i) => ({ ...l, invoiceId: invoice!.id, categoryDetailId: detail(i)?.id ?? null, coaId: detail(i)?.accountId ?? null, remarks: '' })),
    );
  }
}
