import { and, eq, sql } from 'drizzle-orm';
import { computeNonPoTotals, formatTaxInvoiceNumber, invoiceTypeCode, type InvoiceKind } from '@faktura/domain';
import type { Db } from '../client';
import { hashPassword } from '../../modules/auth/index';
import {
  batchCounters,
  batches,
  categories,
  categoryDetails,
  erpAccounts,
  erpSkReferences,
  invoiceLines,
  invoiceReimbursements,
  invoices,
  picVendorMappings,
  users,
  vendorCategoryMappings,
} from '../schema/index';
import { DEMO } from './portal-demo';

/**
 * Non-PO demo data (issue 8): the recommender login named on the vendor-category mappings,
 * categories for COMET too, more mappings, the suppliers' SK references (reference ERP), and
 * non-PO and proxy invoices in every status for `vendor` and for `pic`'s suppliers.
 */

const VAT = { code: 'PPN 12%', rate: '12' } as const;
const WHT = { code: 'PPh 23 2%', rate: '2' } as const;
const BASE = Date.UTC(2026, 10, 20, 10, 0);
const isoDay = (daysAgo: number) => new Date(BASE - daysAgo * 86_400_000).toISOString().slice(0, 10);

type Company = { instance: string; orgId: number; vendorId: number };
type LinePlan = { detail: string; description: string; amount: string; vat: boolean; wht: boolean };
type Plan = { kind: InvoiceKind; company: Company; invoiceNo: string; status: string; daysAgo: number; lines: LinePlan[]; batched?: boolean };

const taxi: LinePlan = { detail: 'Transportasi Dalam Kota', description: 'Taksi bandara - kunjungan kebun', amount: '1250000', vat: true, wht: false };
const meals: LinePlan = { detail: 'Uang Makan', description: 'Uang makan tim audit (5 orang)', amount: '750000', vat: false, wht: false };
const reimburse: LinePlan = { detail: 'REIMBURSTMENT', description: 'Reimburse hotel dinas', amount: '2400000', vat: false, wht: false };
const service: LinePlan = { detail: 'Transportasi Dalam Kota', description: 'Sewa kendaraan operasional', amount: '4800000', vat: true, wht: true };

const SJA = DEMO.vendor.aam;
const MB = DEMO.vendor2;
const PLANS: Plan[] = [
  { kind: 'NON_PO', company: SJA, invoiceNo: 'SJA/NP/2026/0201', status: 'DRAFT', daysAgo: 2, lines: [taxi, reimburse] },
  { kind: 'NON_PO', company: SJA, invoiceNo: 'SJA/NP/2026/0202', status: 'OPEN', daysAgo: 8, lines: [service], batched: true },
  { kind: 'NON_PO', company: SJA, invoiceNo: 'SJA/NP/2026/0203', status: 'REVIEW', daysAgo: 10, lines: [taxi, meals], batched: true },
  { kind: 'NON_PO', company: SJA, invoiceNo: 'SJA/NP/2026/0204', status: 'PROCESSED', daysAgo: 16, lines: [service, meals], batched: true },
  { kind: 'NON_PO', company: SJA, invoiceNo: 'SJA/NP/2026/0205', status: 'REJECTED', daysAgo: 6, lines: [taxi] },
  { kind: 'PROXY', company: SJA, invoiceNo: 'SJA/PX/2026/0301', status: 'DRAFT', daysAgo: 1, lines: [service] },
  { kind: 'PROXY', company: SJA, invoiceNo: 'SJA/PX/2026/0302', status: 'REVIEW', daysAgo: 5, lines: [taxi, reimburse] },
  { kind: 'PROXY', company: MB, invoiceNo: 'MB/PX/2026/0303', status: 'OPEN', daysAgo: 7, lines: [meals] },
  { kind: 'PROXY', company: MB, invoiceNo: 'MB/PX/2026/0304', status: 'PROCESSED', daysAgo: 14, lines: [service] },
  { kind: 'PROXY', company: MB, invoiceNo: 'MB/PX/2026/0305', status: 'REJECTED', daysAgo: 4, lines: [taxi] },
];
const REJECTION = 'Nomor faktur pajak tidak sesuai, mohon diperbaiki';

export async function seedPortalNonPo(db: Db): Promise<void> {
  const [recommender] = await db
    .insert(users)
    .values({
      username: 'recommender',
      passwordHash: await hashPassword(DEMO.password),
      typeUser: 'PIC',
      roleCode: 'PIC',
      description: 'Rekomendator Non PO',
      email: 'rekomendator@aam.co.id',
      userCode: 'REK01',
      defaultOrgId: 82,
      defaultInstance: 'AAM',
    })
    .returning({ id: users.id });
  const id = Object.fromEntries((await db.select({ id: users.id, username: users.username }).from(users)).map((u) => [u.username, u.id])) as Record<
    string,
    number
  >;
  // The recommender works in the companies of the suppliers it decides for.
  await db.insert(picVendorMappings).values([SJA, MB, DEMO.vendor.comet].map((c) => ({ userId: recommender!.id, ...c, startDate: '2026-01-01' })));

  const categoryIds = await seedCategories(db, id);
  await seedSkReferences(db);
  await seedInvoices(db, id, categoryIds);
}

/** COMET gets the travel categories too; every mapping names the recommender (the master screens keep them). */
async function seedCategories(db: Db, id: Record<string, number>) {
  const comet = DEMO.vendor.comet;
  const rows = await db
    .insert(categories)
    .values(['DDK', 'DDN', 'DLN'].map((name) => ({ orgId: comet.orgId, instance: comet.instance, name, createdBy: id.finance })))
    .returning({ id: categories.id, name: categories.name });
  const details: Record<string, string[]> = {
    DDK: ['Transportasi Dalam Kota', 'Uang Makan', 'REIMBURSTMENT'],
    DDN: ['Tiket Pesawat', 'Hotel', 'REIMBURSTMENT'],
    DLN: ['Tiket Pesawat Internasional', 'REIMBURSTMENT'],
  };
  await db.insert(categoryDetails).values(rows.flatMap((c) => (details[c.name] ?? []).map((name) => ({ categoryId: c.id, name }))));

  const aam = await db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(and(eq(categories.instance, 'AAM'), eq(categories.orgId, 82)));
  const aamId = (name: string) => aam.find((c) => c.name === name)!.id;
  const mapping = (company: Company, categoryId: number, costCenter: string, vendorSiteId: number) => ({
    categoryId,
    ...company,
    financeUserId: id.finance,
    recommenderUserId: id.recommender,
    costCenter,
    vendorSiteId,
  });
  await db
    .insert(vendorCategoryMappings)
    .values([
      mapping(SJA, aamId('DDN'), 'ITD', 30011),
      mapping(SJA, aamId('DLN'), 'ITC', 30011),
      mapping(SJA, aamId('FORWARDER'), 'ITF', 30011),
      mapping(MB, aamId('DDK'), 'ITC', 30021),
      mapping(comet, rows.find((c) => c.name === 'DDK')!.id, 'ITD', 70011),
    ]);
  await db
    .update(vendorCategoryMappings)
    .set({ recommenderUserId: id.recommender })
    .where(sql`true`);
  // Each detail posts to its company's travel or freight account in the mapping's cost centre.
  await db.execute(sql`
    update ${categoryDetails} d set account_id = a.code_combination_id
    from ${categories} c, ${erpAccounts} a
    where c.id = d.category_id and a.instance = c.instance and a.org_id = c.org_id
      and a.segments = c.org_id || case when c.name = 'FORWARDER' then '.ITF.610501.0000' else '.ITD.610101.0000' end`);
  return { DDK: aamId('DDK') };
}

async function seedSkReferences(db: Db) {
  const sk = (company: Company, no: string, description: string, startDate: string, endDate: string) => ({
    ...company,
    referenceNumber: no,
    description,
    startDate,
    endDate,
  });
  await db
    .insert(erpSkReferences)
    .values([
      sk(SJA, 'SK/AAM/2025/017', 'Kontrak jasa transportasi 2025', '2025-01-01', '2025-12-31'),
      sk(SJA, 'SK/AAM/2026/004', 'Kontrak jasa transportasi 2026', '2026-01-01', '2026-12-31'),
      sk(SJA, 'SK/AAM/2026/031', 'Kontrak jasa inklaring pelabuhan', '2026-03-01', '2027-02-28'),
      sk(MB, 'SK/AAM/2026/012', 'Kontrak katering kantor', '2026-02-01', '2027-01-31'),
      sk(DEMO.transport, 'SK/AAM/2026/020', 'Kontrak ekspedisi darat', '2026-01-01', '2026-12-31'),
      sk(DEMO.vendor.comet, 'SK/CMT/2026/002', 'Kontrak jasa transportasi COMET', '2026-01-01', '2026-12-31'),
    ]);
}

async function seedInvoices(db: Db, id: Record<string, number>, categoryIds: { DDK: number }) {
  const details = await db
    .select({ id: categoryDetails.id, name: categoryDetails.name, accountId: categoryDetails.accountId })
    .from(categoryDetails)
    .where(eq(categoryDetails.categoryId, categoryIds.DDK));
  const mappings = await db
    .select({ id: vendorCategoryMappings.id, vendorId: vendorCategoryMappings.vendorId })
    .from(vendorCategoryMappings)
    .where(eq(vendorCategoryMappings.categoryId, categoryIds.DDK));
  const [batch] = await db
    .insert(batches)
    .values({ batchNo: 'AAM-82-00004', ...SJA, vendorName: 'PT Sinar Jaya Abadi', status: 'PROCESSING', createdBy: id.vendor, submittedAt: new Date(BASE) })
    .returning({ id: batches.id });
  await db
    .update(batchCounters)
    .set({ lastNo: 4 })
    .where(and(eq(batchCounters.instance, 'AAM'), eq(batchCounters.orgId, 82)));

  for (const [index, plan] of PLANS.entries()) {
    const priced = plan.lines.map((l) => ({
      amount: l.amount,
      vatCode: l.vat ? VAT.code : null,
      vatRate: l.vat ? VAT.rate : null,
      whtCode: l.wht ? WHT.code : null,
      whtRate: l.wht ? WHT.rate : null,
    }));
    const totals = computeNonPoTotals(priced, 'IDR');
    const taxDigits = `0100002600${String(plan.company.vendorId).slice(-3)}${String(201 + index).padStart(3, '0')}`;
    const date = isoDay(plan.daysAgo);
    const [invoice] = await db
      .insert(invoices)
      .values({
        invoiceNo: plan.invoiceNo,
        invoiceDate: date,
        glDate: date,
        taxNo: formatTaxInvoiceNumber(taxDigits),
        taxNoDigits: taxDigits,
        taxDate: date,
        description: `Biaya perjalanan dinas ${plan.invoiceNo}`,
        status: plan.status,
        invoiceType: invoiceTypeCode(plan.kind),
        vendorId: plan.company.vendorId,
        vendorName: plan.company.vendorId === SJA.vendorId ? 'PT Sinar Jaya Abadi' : 'CV Maju Bersama',
        vendorSiteId: plan.company.vendorId === SJA.vendorId ? 30011 : 30021,
        orgId: plan.company.orgId,
        instance: plan.company.instance,
        batchId: plan.batched ? batch!.id : null,
        invoiceAmount: totals.totalLine,
        taxAmount: totals.totalPpn,
        pphAmount: totals.totalWht,
        totalAmount: totals.totalInvoice,
        paymentMethod: plan.kind === 'PROXY' ? 'EFT' : null,
        costCenter: plan.company.vendorId === SJA.vendorId ? 'ITD' : 'ITC',
        categoryId: categoryIds.DDK,
        mappingId: mappings.find((m) => m.vendorId === plan.company.vendorId)?.id ?? null,
        reason: plan.status === 'REJECTED' ? REJECTION : null,
        createdBy: plan.kind === 'PROXY' ? id.pic : id.vendor,
        createdAt: new Date(BASE - plan.daysAgo * 86_400_000),
        updatedAt: new Date(BASE - plan.daysAgo * 86_400_000),
      })
      .returning({ id: invoices.id });
    const detailOf = (name: string) => details.find((d) => d.name === name);
    await db.insert(invoiceLines).values(
      plan.lines.map((l, i) => ({
        invoiceId: invoice!.id,
        lineNum: i + 1,
        itemDescription: l.description,
        amount: priced[i]!.amount,
        vatCode: priced[i]!.vatCode,
        vatRate: priced[i]!.vatRate,
        taxAmount: totals.lineTaxes[i]!,
        whtCode: priced[i]!.whtCode,
        whtRate: priced[i]!.whtRate,
        whtAmount: totals.lineWht[i]!,
        categoryDetailId: detailOf(l.detail)?.id ?? null,
        coaId: detailOf(l.detail)?.accountId ?? null,
        remarks: '',
      })),
    );
    if (plan.lines.includes(reimburse)) {
      await db.insert(invoiceReimbursements).values({
        invoiceId: invoice!.id,
        lineNum: 1,
        vendorName: 'PT Hotel Mulia Senayan',
        taxNo: '010.000-26.00000911',
        taxDate: date,
        taxValue: '264000',
        groupCode: 'GENERAL',
      });
    }
  }
}
