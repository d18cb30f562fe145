import { expeditionAmounts, fromScaled, lineAmount, sumMoney, toScaled } from '@faktura/domain';
import type { Db } from '../client';
import { erpAwbLines, erpFreightBranches, expeditionLines, expeditionSubmissions, users } from '../schema/index';
import { eq } from 'drizzle-orm';
import { FREIGHT_BRANCHES, FREIGHT_CUSTOMERS, FREIGHT_SERVICES, periodOf } from './erp-demo-catalog';

/**
 * Freight billing demo rows with fixed references (the upload fixtures under
 * apps/server/test/fixtures/expedition name them): October 2026 AWB lines of PT Kilat Transport
 * Nusantara (`transport`, KTN-DEMO-0001…0030), some billed and one invoice already submitted;
 * and a few of CV Maju Bersama (CMB-DEMO-…), which `pic` may choose. Ids from 1,950,001 stay
 * clear of erp-demo's AWB range.
 */
const FIRST_ID = 1_950_001;
const COMPANY = { instance: 'AAM', orgId: 82 } as const;

function awbLines(vendorId: number, prefix: string, count: number, idFrom: number) {
  return Array.from({ length: count }, (_, i) => {
    const n = i + 1;
    const { service, ratePerKg } = FREIGHT_SERVICES[i % FREIGHT_SERVICES.length]!;
    const charge = n % 3 === 0 ? 'COLLY' : 'KG';
    const rateCompany = charge === 'KG' ? ratePerKg : ratePerKg * 10;
    // Every fifth line is priced above the company's rate (UNMATCH).
    const rateVendor = n % 5 === 0 ? rateCompany + 1500 : rateCompany;
    const quantity = (charge === 'KG' ? 12.5 * n : n).toFixed(3);
    const shipDate = `2026-10-${String(n).padStart(2, '0')}`;
    return {
      ...COMPANY,
      awbLineId: idFrom + i,
      vendorId,
      branch: FREIGHT_BRANCHES[i % FREIGHT_BRANCHES.length]!.name,
      reference: `${prefix}-DEMO-${String(n).padStart(4, '0')}`,
      periode: periodOf(shipDate),
      awb: `${prefix}8${String(n).padStart(8, '0')}`,
      awbVendor: n % 4 === 0 ? null : `KL${String(70000000 + n)}`,
      customer: FREIGHT_CUSTOMERS[i % FREIGHT_CUSTOMERS.length]!,
      service,
      charge,
      quantity,
      rateVendor: rateVendor.toFixed(2),
      rateCompany: rateCompany.toFixed(2),
      totalCompany: lineAmount(quantity, String(rateCompany)),
      shipDate,
    };
  });
}

export async function seedExpeditionDemo(db: Db): Promise<void> {
  const transport = awbLines(3003, 'KTN', 30, FIRST_ID);
  const maju = awbLines(3002, 'CMB', 6, FIRST_ID + 1000);
  await db.insert(erpAwbLines).values([...transport, ...maju]);
  await db.insert(erpFreightBranches).values(FREIGHT_BRANCHES.map((b) => ({ ...COMPANY, vendorId: 3002, ...b })));

  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'transport'));
  const billed = (line: (typeof transport)[number], invoiceNo: string, invoiceDate: string, taxNo: string) => {
    const charges = { revisedQuantity: line.quantity, unitPrice: line.rateVendor, packing: '25000.00', inap: '0.00', bongkarMuat: '15000.00' };
    const all = { ...charges, surcharge: '0.00', thr: '0.00', insentif: '0.00', lain: '0.00' };
    return {
      ...COMPANY,
      awbLineId: line.awbLineId,
      vendorId: 3003,
      reference: line.reference,
      ...all,
      ...expeditionAmounts(all),
      invoiceNo,
      invoiceDate,
      taxNo,
      taxDate: invoiceDate,
      updatedBy: user!.id,
    };
  };
  // Lines 1–4 billed, waiting for Submit (the Summary Invoice shows them); 5–6 submitted in October.
  const saved = transport.slice(0, 4).map((l) => billed(l, 'KTN/INV/2610/001', '2026-10-31', '010.000-26.00001001'));
  const sent = transport.slice(4, 6).map((l) => billed(l, 'KTN/INV/2610/000', '2026-10-15', '010.000-26.00001000'));
  const [submission] = await db
    .insert(expeditionSubmissions)
    .values({
      ...COMPANY,
      vendorId: 3003,
      invoiceNo: 'KTN/INV/2610/000',
      invoiceDate: '2026-10-15',
      taxNo: '010.000-26.00001000',
      taxDate: '2026-10-15',
      totalInvoice: sumMoney(sent.map((l) => l.totalCharge)),
      totalQuantity: fromScaled(
        sent.reduce((sum, l) => sum + toScaled(l.revisedQuantity, 3), 0n),
        3,
      ),
      lineCount: sent.length,
      submittedBy: user!.id,
    })
    .returning({ id: expeditionSubmissions.id });
  await db.insert(expeditionLines).values([...saved, ...sent.map((l) => ({ ...l, status: 'SUBMITTED', submissionId: submission!.id }))]);
}
