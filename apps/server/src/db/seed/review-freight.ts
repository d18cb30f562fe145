import { and, eq } from 'drizzle-orm';
import { expeditionAmounts, INVOICE_TYPES, lineAmount, sumMoney } from '@faktura/domain';
import type { Db } from '../client';
import { categories, categoryDetails, erpAwbLines, expeditionLines, invoiceLines, invoices, users, vendorCategoryMappings } from '../schema/index';
import { FREIGHT_BRANCHES, FREIGHT_CUSTOMERS, FREIGHT_SERVICES } from './erp-demo-catalog';

/**
 * The v2 review's freight table (issue 8): an OPEN non-PO invoice of PT Kilat Transport Nusantara
 * (`transport`, reviewed by `fin`, the PIC mapped to it) billing twelve October AWB lines of its
 * own (ids from 1,952,001: clear of erp-demo's and the expedition demo's), every fourth priced
 * above the company's rate (UNMATCH); two pages of 10. Its FORWARDER mapping names `recommender`.
 */
const COMPANY = { instance: 'AAM', orgId: 82, vendorId: 3003 } as const;
export const FREIGHT_INVOICE_NO = 'KTN/NP/2026/0101';
const FIRST_ID = 1_952_001;
const INVOICE_DATE = '2026-11-02';

function awbLines() {
  return Array.from({ length: 12 }, (_, i) => {
    const n = i + 1;
    const { service, ratePerKg } = FREIGHT_SERVICES[i % FREIGHT_SERVICES.length]!;
    const quantity = (20 * n).toFixed(3);
    return {
      ...COMPANY,
      awbLineId: FIRST_ID + i,
      branch: FREIGHT_BRANCHES[i % FREIGHT_BRANCHES.length]!.name,
      reference: `KTN-RV-${String(n).padStart(4, '0')}`,
      periode: '2026-10',
      awb: `KTN7${String(n).padStart(8, '0')}`,
      awbVendor: `KL${String(71000000 + n)}`,
      customer: FREIGHT_CUSTOMERS[i % FREIGHT_CUSTOMERS.length]!,
      service,
      charge: 'KG',
      quantity,
      rateVendor: (n % 4 === 0 ? ratePerKg + 1000 : ratePerKg).toFixed(2),
      rateCompany: ratePerKg.toFixed(2),
      totalCompany: lineAmount(quantity, String(ratePerKg)),
      shipDate: `2026-10-${String(n * 2).padStart(2, '0')}`,
    };
  });
}

export async function seedReviewFreight(db: Db): Promise<void> {
  const idOf = async (username: string) => (await db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]?.id ?? null;
  const [forwarder] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.instance, COMPANY.instance), eq(categories.orgId, COMPANY.orgId), eq(categories.name, 'FORWARDER')));
  if (!forwarder) return;
  const [mapping] = await db
    .insert(vendorCategoryMappings)
    .values({
      ...COMPANY,
      categoryId: forwarder.id,
      financeUserId: await idOf('finance'),
      recommenderUserId: await idOf('recommender'),
      costCenter: 'ITF',
      vendorSiteId: 30031,
    })
    .returning({ id: vendorCategoryMappings.id });

  const lines = awbLines();
  await db.insert(erpAwbLines).values(lines);
  const transport = await idOf('transport');
  const billed = lines.map((l) => {
    const charges = { revisedQuantity: l.quantity, unitPrice: l.rateVendor, packing: '0.00', inap: '0.00', bongkarMuat: '0.00' };
    const all = { ...charges, surcharge: '0.00', thr: '0.00', insentif: '0.00', lain: '0.00' };
    return {
      ...COMPANY,
      awbLineId: l.awbLineId,
      reference: l.reference,
      ...all,
      ...expeditionAmounts(all),
      invoiceNo: FREIGHT_INVOICE_NO,
      invoiceDate: INVOICE_DATE,
      taxNo: '010.000-26.00002101',
      taxDate: INVOICE_DATE,
      status: 'SUBMITTED',
      updatedBy: transport!,
    };
  });
  await db.insert(expeditionLines).values(billed);

  const amount = sumMoney(billed.map((b) => b.totalCharge));
  const [detail] = await db
    .select({ id: categoryDetails.id, accountId: categoryDetails.accountId })
    .from(categoryDetails)
    .where(and(eq(categoryDetails.categoryId, forwarder.id), eq(categoryDetails.name, 'Freight Charge')));
  const [invoice] = await db
    .insert(invoices)
    .values({
      ...COMPANY,
      invoiceNo: FREIGHT_INVOICE_NO,
      invoiceDate: INVOICE_DATE,
      taxNo: '010.000-26.00002101',
      taxNoDigits: '0100002600002101',
      taxDate: INVOICE_DATE,
      description: 'Jasa ekspedisi darat Oktober 2026 (12 AWB)',
      status: 'OPEN',
      invoiceType: INVOICE_TYPES.NON_PO,
      vendorName: 'PT Kilat Transport Nusantara',
      vendorSiteId: 30031,
      invoiceAmount: amount,
      totalAmount: amount,
      costCenter: 'ITF',
      categoryId: forwarder.id,
      mappingId: mapping!.id,
      referenceNumber: 'SK/AAM/2026/020',
      createdBy: transport,
      createdAt: new Date(`${INVOICE_DATE}T03:00:00Z`),
      updatedAt: new Date(`${INVOICE_DATE}T03:00:00Z`),
    })
    .returning({ id: invoices.id });
  await db.insert(invoiceLines).values({
    invoiceId: invoice!.id,
    lineNum: 1,
    itemDescription: 'Freight charge Oktober 2026',
    amount,
    categoryDetailId: detail?.id ?? null,
    coaId: detail?.accountId ?? null,
    remarks: '',
  });
}
