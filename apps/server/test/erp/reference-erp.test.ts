import { describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { getTestContext } from '../helpers/app';
import { buildErpDemo, seedErpDemo } from '../../src/db/seed/erp-demo';
import { createReferenceErp } from '../../src/erp/reference/index';
import type { ErpPort } from '../../src/erp/port';
import { runErpContract } from './erp-contract';
import { createWritableSupplier } from './reference-fixtures';

/** The worker's shared test database, already seeded with the demo data (ERP and portal). */
async function getContext(): Promise<{ database: Database; erp: ErpPort }> {
  const { database } = await getTestContext();
  return { database, erp: createReferenceErp(database.db) };
}

runErpContract('reference ERP', async () => {
  const { database, erp } = await getContext();
  return {
    erp,
    fixtures: {
      main: { instance: 'AAM', orgId: 82, vendorId: 3001 },
      other: { instance: 'AAM', orgId: 82, vendorId: 3002 },
      otherInstance: { instance: 'COMET', orgId: 201, vendorId: 7001 },
      freight: { instance: 'AAM', vendorId: 3003 },
      travelSupplierName: 'PT Nusantara Tour & Travel',
      writable: () => createWritableSupplier(database),
    },
  };
});

describe('reference ERP demo data', () => {
  const milli = (q: string) => Math.round(Number(q) * 1000);

  it('has the companies and suppliers others rely on', async () => {
    const { erp } = await getContext();
    expect((await erp.listOrganizations('AAM')).map((o) => o.orgId)).toEqual([81, 82, 83]);
    expect((await erp.listOrganizations('COMET')).map((o) => o.orgId)).toEqual([201, 202]);
    expect((await erp.getOrganization('AAM', 82))?.name).toBe('PT Agro Astra Mandiri - Head Office');
    expect((await erp.getSupplier('AAM', 3001))?.name).toBe('PT Sinar Jaya Abadi');
    expect((await erp.getSupplier('COMET', 7001))?.name).toBe('PT Sinar Jaya Abadi');
    expect((await erp.getSupplier('AAM', 3002))?.name).toBe('CV Maju Bersama');
    expect((await erp.getSupplier('AAM', 3003))?.name).toBe('PT Kilat Transport Nusantara');
    expect((await erp.listSupplierSites('AAM', 3001)).map((s) => [s.vendorSiteId, s.orgId])).toEqual([
      [30012, 81],
      [30011, 82],
    ]);
    expect((await erp.listSupplierSites('COMET', 7001)).map((s) => [s.vendorSiteId, s.orgId])).toEqual([[70011, 201]]);
    expect((await erp.listSuppliers({ instance: 'AAM', limit: 1000 })).filter((s) => s.vendorId < 90_000)).toHaveLength(40);
  });

  it('has the lookups of the spec', async () => {
    const { erp } = await getContext();
    expect((await erp.listPaymentMethods('AAM')).map((m) => m.code)).toEqual(['CHECK', 'EFT', 'WIRE']);
    expect((await erp.listPaymentMethods('AAM', 3001, 30011))[0]?.code).toBe('EFT');
    expect((await erp.listTerms('COMET')).map((t) => [t.name, t.dueDays])).toEqual([
      ['Immediate', 0],
      ['Net 30', 30],
      ['Net 45', 45],
      ['Net 60', 60],
    ]);
    expect((await erp.listTerms('AAM', 3002))[0]?.name).toBe('Net 45');
    expect((await erp.listCurrencies('AAM')).map((c) => c.code)).toEqual(['IDR', 'EUR', 'SGD', 'USD']);
    expect((await erp.listCostCenters('AAM', 82)).map((c) => c.code)).toEqual(expect.arrayContaining(['ITC', 'ITD', 'ITF']));
    expect((await erp.listPayGroups('COMET', 201)).map((g) => g.code)).toEqual(expect.arrayContaining(['VENDOR', 'EMPLOYEE', 'TRANSPORT', 'INTERCOMPANY']));
    expect((await erp.listAccounts('AAM', 82, '82.ITD.610101')).map((a) => a.segments)).toEqual(['82.ITD.610101.0000']);
    expect(await erp.listAccounts('AAM', 82, '201.ITD')).toEqual([]);
  });

  it('answers the VAT code valid on the invoice date', async () => {
    const { erp } = await getContext();
    const codes = async (day: string) => (await erp.listTaxCodes('AAM', 82, 'VAT', day)).map((t) => `${t.code}=${t.rate}`);
    expect(await codes('2024-12-31')).toEqual(['PPN 0%=0.00', 'PPN 1.1%=1.10', 'PPN 11%=11.00']);
    expect(await codes('2025-01-01')).toEqual(['PPN 0%=0.00', 'PPN 1.1%=1.10', 'PPN 12%=12.00']);
    expect((await erp.listTaxCodes('COMET', 201, 'WHT')).map((t) => `${t.code}=${t.rate}`)).toEqual([
      'PPh 15 1.2%=1.20',
      'PPh 23 2%=2.00',
      'PPh 23 4%=4.00',
      'PPh 21 5%=5.00',
      'PPh 4(2) 10%=10.00',
    ]);
  });

  it('gives PT Sinar Jaya Abadi receipt lines in every state', async () => {
    const { erp } = await getContext();
    const { items, total } = await erp.listReceiptLines({ instance: 'AAM', orgId: 82, vendorId: 3001, limit: 1000, offset: 0 });
    expect(total).toBeGreaterThan(200);
    const open = (l: (typeof items)[number]) => milli(l.quantityReceived) - milli(l.quantityReturned) - milli(l.quantityBilled);
    expect(items.some((l) => milli(l.quantityReturned) > 0 && open(l) > 0)).toBe(true); // partly returned
    expect(items.some((l) => milli(l.quantityReturned) === milli(l.quantityReceived))).toBe(true); // fully returned
    expect(items.some((l) => milli(l.quantityBilled) === milli(l.quantityReceived))).toBe(true); // billed in the ERP
    expect(items.some((l) => milli(l.quantityBilled) > 0 && open(l) > 0)).toBe(true); // partly billed
    expect(items.every((l) => l.transactionDate >= '2026-04-01' && l.transactionDate < '2026-11-01')).toBe(true);
    const pos = await erp.listPurchaseOrders('AAM', 82, 3001);
    const received = new Set(items.map((l) => l.poHeaderId));
    expect(pos.length).toBeGreaterThan(received.size - 1);
    const comet = await erp.listReceiptLines({ instance: 'COMET', orgId: 201, vendorId: 7001, limit: 1, offset: 0 });
    expect(comet.total).toBeGreaterThan(50);
    expect((await erp.listReceiptLines({ instance: 'AAM', orgId: 82, vendorId: 3002, limit: 1, offset: 0 })).total).toBeGreaterThan(25);
  });

  it('has payments, debit notes, freight lines with rate mismatches and travel orders', async () => {
    const { erp } = await getContext();
    expect((await erp.listPayments({ instance: 'AAM', vendorId: 3001 })).length).toBeGreaterThan(12);
    expect((await erp.listPayments({ instance: 'COMET', vendorId: 7001 })).length).toBeGreaterThan(3);
    expect((await erp.listPayments({ instance: 'AAM', vendorId: 3003 })).length).toBeGreaterThan(5);
    expect((await erp.listDebitNotes({ instance: 'AAM', orgId: 82, vendorId: 3001 })).length).toBe(6);
    const awb = await erp.listAwbLines({ instance: 'AAM', vendorId: 3003 });
    // 150 lines of the base demo, plus those the expedition and review demos add for their screens.
    expect(awb.length).toBeGreaterThanOrEqual(150);
    expect(awb.some((l) => l.rateVendor !== l.rateCompany)).toBe(true);
    expect((await erp.listBranches('AAM', 3003)).map((b) => b.name)).toEqual(['Jakarta', 'Makassar', 'Medan', 'Surabaya']);
    expect(await erp.listTravelOrders('CV Sewa Mobil Sentosa')).toHaveLength(7);
  });

  it('builds the same data every time and seeds only once', async () => {
    expect(JSON.stringify(buildErpDemo())).toBe(JSON.stringify(buildErpDemo()));
    const { database, erp } = await getContext();
    const before = await erp.listSuppliers({ instance: 'COMET', limit: 1000 });
    await seedErpDemo(database.db);
    expect(await erp.listSuppliers({ instance: 'COMET', limit: 1000 })).toEqual(before);
  });
});
