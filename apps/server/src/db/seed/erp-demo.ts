import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client';
import * as erp from '../schema/erp';
import {
  BANKS,
  CITIES,
  COST_CENTERS,
  createRandom,
  CURRENCIES,
  initials,
  INSTANCES,
  ITEMS,
  NATURAL_ACCOUNTS,
  ORGANIZATIONS,
  OTHER_SUPPLIERS,
  PAY_GROUPS,
  PAYMENT_METHODS,
  STREETS,
  TAX_CODES,
  TERMS,
  type Category,
  type Random,
} from './erp-demo-catalog';
import { createIds, generatePurchasing, type PurchasingRows } from './erp-demo-purchasing';
import { addOverReceipt } from './erp-demo-over-receipt';
import { addDebitNotes, addFreight, addTravelOrders, settleInvoices, type SettlementRows, type SupplierInfo } from './erp-demo-settlement';

/** The demo PO whose only line was received above its ordered quantity (erp-demo-over-receipt.ts). */
export const OVER_RECEIPT_PO = '822699901';

/**
 * Demo data of the reference ERP: two instances, five companies, ~55 suppliers with
 * sites and banks, purchase orders in every receipt state, billing and payment history,
 * debit notes, freight lines and travel orders. Deterministic (seeded PRNG, dates relative to
 * BASE_DATE) and idempotent: it does nothing when the ERP tables already hold data.
 */

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];
type SupplierSeed = {
  instance: string;
  vendorId: number;
  name: string;
  email?: string;
  termId: number;
  payGroup: string;
  sites: Array<{ orgId: number; city: string }>;
  purchasing?: Array<{ orgId: number; lines: number; categories: Category[] }>;
};

const ALL: Category[] = ['SPARE', 'FERT', 'OFFICE', 'IT'];
const AAM_ORGS = [81, 82, 83];
const COMET_ORGS = [201, 202];

/** The one demo supplier without an NPWP in the ERP (a small CV that never registered): no NPWP anywhere, PPh 23 doubled. */
export const NO_NPWP_SUPPLIER = { instance: 'AAM', vendorId: 3012 } as const;

/** The suppliers other parts of the product (and their tests) rely on, by exact id. */
const KEY_SUPPLIERS: SupplierSeed[] = [
  {
    instance: 'AAM',
    vendorId: 3001,
    name: 'PT Sinar Jaya Abadi',
    email: 'ar@sinarjaya.co.id',
    termId: 11,
    payGroup: 'VENDOR',
    sites: [
      { orgId: 82, city: 'Jakarta' },
      { orgId: 81, city: 'Samarinda' },
    ],
    purchasing: [
      { orgId: 82, lines: 320, categories: ALL },
      { orgId: 81, lines: 40, categories: ALL },
    ],
  },
  {
    instance: 'AAM',
    vendorId: 3002,
    name: 'CV Maju Bersama',
    email: 'finance@majubersama.co.id',
    termId: 12,
    payGroup: 'VENDOR',
    sites: [{ orgId: 82, city: 'Bandung' }],
    purchasing: [{ orgId: 82, lines: 50, categories: ['OFFICE', 'IT'] }],
  },
  {
    instance: 'AAM',
    vendorId: 3003,
    name: 'PT Kilat Transport Nusantara',
    email: 'billing@kilat-transport.co.id',
    termId: 11,
    payGroup: 'TRANSPORT',
    sites: [{ orgId: 82, city: 'Jakarta' }],
  },
  {
    instance: 'AAM',
    vendorId: 3004,
    name: 'PT Nusantara Tour & Travel',
    termId: 10,
    payGroup: 'VENDOR',
    sites: [{ orgId: 82, city: 'Jakarta' }],
  },
  {
    instance: 'AAM',
    vendorId: 3005,
    name: 'CV Sewa Mobil Sentosa',
    termId: 11,
    payGroup: 'VENDOR',
    sites: [{ orgId: 82, city: 'Balikpapan' }],
  },
  {
    instance: 'AAM',
    vendorId: 3006,
    name: 'PT Griya Hotel Indonesia',
    termId: 11,
    payGroup: 'VENDOR',
    sites: [
      { orgId: 82, city: 'Medan' },
      { orgId: 81, city: 'Samarinda' },
    ],
  },
  {
    instance: 'COMET',
    vendorId: 7001,
    name: 'PT Sinar Jaya Abadi',
    email: 'ar@sinarjaya.co.id',
    termId: 11,
    payGroup: 'VENDOR',
    sites: [{ orgId: 201, city: 'Jakarta' }],
    purchasing: [{ orgId: 201, lines: 100, categories: ALL }],
  },
];

function otherSuppliers(random: Random): SupplierSeed[] {
  const make = (instance: string, vendorId: number, name: string, orgs: number[]): SupplierSeed => {
    const first = random.pick(orgs);
    const second = random.chance(0.3) ? random.pick(orgs.filter((o) => o !== first)) : null;
    const categories = [random.pick(ALL), random.pick(ALL)];
    return {
      instance,
      vendorId,
      name,
      termId: random.pick([10, 11, 11, 12, 13]),
      payGroup: random.chance(0.15) ? 'CONTRACTOR' : 'VENDOR',
      sites: [first, ...(second === null ? [] : [second])].map((orgId) => ({ orgId, city: random.pick(CITIES) })),
      purchasing: random.chance(0.6) ? [{ orgId: first, lines: random.int(4, 15), categories }] : [],
    };
  };
  return [
    ...OTHER_SUPPLIERS.map((name, i) => make('AAM', 3007 + i, name, AAM_ORGS)),
    ...OTHER_SUPPLIERS.slice(10, 25).map((name, i) => make('COMET', 7002 + i, name, COMET_ORGS)),
  ];
}

const slug = (name: string) =>
  name
    .replace(/^(PT|CV)\s+/, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '');

export function buildErpDemo() {
  const random = createRandom(20261101);
  const master = {
    instances: INSTANCES,
    organizations: ORGANIZATIONS,
    paymentMethods: INSTANCES.flatMap((i) => PAYMENT_METHODS.map((m) => ({ instance: i.code, ...m }))),
    terms: INSTANCES.flatMap((i) => TERMS.map((t) => ({ instance: i.code, ...t }))),
    currencies: INSTANCES.flatMap((i) => CURRENCIES.map((c) => ({ instance: i.code, ...c }))),
    taxCodes: ORGANIZATIONS.flatMap((o, oi) => TAX_CODES.map((t, ti) => ({ instance: o.instance, orgId: o.orgId, taxCodeId: 100 + oi * 100 + ti, ...t }))),
    costCenters: ORGANIZATIONS.flatMap((o) => COST_CENTERS.map((c) => ({ instance: o.instance, orgId: o.orgId, ...c }))),
    accounts: ORGANIZATIONS.flatMap((o) =>
      COST_CENTERS.flatMap((c, ci) =>
        NATURAL_ACCOUNTS.map((n, ni) => ({
          instance: o.instance,
          orgId: o.orgId,
          codeCombinationId: o.orgId * 1000 + ci * NATURAL_ACCOUNTS.length + ni + 1,
          segments: `${o.orgId}.${c.code}.${n.code}.0000`,
          costCenter: c.code,
          description: `${n.name} - ${c.name}`,
        })),
      ),
    ),
    payGroups: ORGANIZATIONS.flatMap((o) => PAY_GROUPS.map((g) => ({ instance: o.instance, orgId: o.orgId, ...g }))),
    items: INSTANCES.flatMap((i) =>
      ITEMS.map((item, n) => ({
        instance: i.code,
        itemId: 10001 + n,
        itemCode: item.code,
        description: item.description,
        uom: item.uom,
      })),
    ),
    suppliers: [] as Insert<typeof erp.erpSuppliers>[],
    sites: [] as Insert<typeof erp.erpSupplierSites>[],
    banks: [] as Insert<typeof erp.erpSupplierBankAccounts>[],
  };
  const p: PurchasingRows = {
    poHeaders: [],
    poLines: [],
    lineLocations: [],
    distributions: [],
    shipmentHeaders: [],
    shipmentLines: [],
    transactions: [],
    apInvoices: [],
    apInvoiceLines: [],
  };
  const s: SettlementRows = {
    schedules: [],
    payments: [],
    invoicePayments: [],
    debitNotes: [],
    debitNoteLines: [],
    branches: [],
    awbLines: [],
    travelOrders: [],
  };
  const idsOf = { AAM: createIds(1_000_000), COMET: createIds(3_000_000) } as Record<string, ReturnType<typeof createIds>>;
  const itemIds = new Map(ITEMS.map((item, n) => [item.code, 10001 + n]));
  const orgCounters = new Map<number, { po: number; receipt: number }>();
  const info = new Map<string, SupplierInfo>();

  for (const sup of [...KEY_SUPPLIERS, ...otherSuppliers(random)]) {
    const ids = idsOf[sup.instance]!;
    // Drawn for every supplier, kept or not, so the rest of the demo stays as it was.
    const npwp = `0${random.int(1, 9)}.${random.digits(3)}.${random.digits(3)}.${random.digits(1)}-${random.digits(3)}.000`;
    master.suppliers.push({
      instance: sup.instance,
      vendorId: sup.vendorId,
      vendorNumber: String(sup.vendorId),
      name: sup.name,
      npwp: sup.instance === NO_NPWP_SUPPLIER.instance && sup.vendorId === NO_NPWP_SUPPLIER.vendorId ? null : npwp,
      email: sup.email ?? `finance@${slug(sup.name)}.co.id`,
      termId: sup.termId,
      payGroup: sup.payGroup,
    });
    const method = sup.vendorId === 3001 || sup.vendorId === 7001 ? 'EFT' : random.pick(['EFT', 'EFT', 'WIRE', 'CHECK']);
    sup.sites.forEach((site, i) => {
      master.sites.push({
        instance: sup.instance,
        vendorSiteId: sup.vendorId * 10 + i + 1,
        vendorId: sup.vendorId,
        orgId: site.orgId,
        siteCode: site.city.toUpperCase(),
        address: `${random.pick(STREETS)} No. ${random.int(1, 250)}, ${site.city}`,
        paymentMethod: method,
      });
    });
    const bankCount = sup.vendorId === 3001 ? 2 : random.int(1, 2);
    for (let k = 1; k <= bankCount; k++) {
      master.banks.push({
        instance: sup.instance,
        extBankAccountId: sup.vendorId * 10 + k,
        vendorId: sup.vendorId,
        orgId: k === 2 && sup.vendorId === 3001 ? 81 : null,
        bankName: k === 1 && sup.vendorId === 3001 ? 'BCA' : random.pick(BANKS),
        accountNum: random.digits(10),
        accountName: sup.name.toUpperCase(),
      });
    }
    const firstBank = master.banks.find((b) => b.vendorId === sup.vendorId && b.instance === sup.instance)!;
    info.set(`${sup.instance}:${sup.vendorId}`, {
      dueDays: TERMS.find((t) => t.termId === sup.termId)!.dueDays,
      paymentMethod: method,
      bank: { bankName: firstBank.bankName, accountNum: firstBank.accountNum, accountName: firstBank.accountName },
    });
    const invoiceCounter = { invoice: 0 };
    for (const plan of sup.purchasing ?? []) {
      const counters = orgCounters.get(plan.orgId) ?? { po: 0, receipt: 0 };
      orgCounters.set(plan.orgId, counters);
      const site = sup.sites.findIndex((x) => x.orgId === plan.orgId);
      const ccids = master.accounts
        .filter((a) => a.orgId === plan.orgId && ['OPS', 'GAF', 'ITD', 'ITF'].includes(a.costCenter))
        .map((a) => a.codeCombinationId);
      generatePurchasing(
        p,
        ids,
        random,
        {
          instance: sup.instance,
          orgId: plan.orgId,
          vendorId: sup.vendorId,
          vendorSiteId: sup.vendorId * 10 + site + 1,
          invoicePrefix: initials(sup.name),
          lineCount: plan.lines,
          categories: plan.categories,
          itemIds,
          ccids,
        },
        counters,
        invoiceCounter,
      );
    }
  }

  addFreight(s, idsOf.AAM!, random, p.apInvoices, {
    instance: 'AAM',
    orgId: 82,
    vendorId: 3003,
    vendorSiteId: 30031,
    count: 150,
    prefix: 'KTN',
  });
  settleInvoices(
    s,
    idsOf.AAM!,
    random,
    p.apInvoices.filter((i) => i.instance === 'AAM'),
    (v) => info.get(`AAM:${v}`)!,
  );
  settleInvoices(
    s,
    idsOf.COMET!,
    random,
    p.apInvoices.filter((i) => i.instance === 'COMET'),
    (v) => info.get(`COMET:${v}`)!,
  );
  addDebitNotes(s, idsOf.AAM!, random, p, { instance: 'AAM', orgId: 82, vendorId: 3001, count: 6 });
  addDebitNotes(s, idsOf.COMET!, random, p, { instance: 'COMET', orgId: 201, vendorId: 7001, count: 2 });
  addTravelOrders(s, random, 'PT Nusantara Tour & Travel', 8, 'NTT');
  addTravelOrders(s, random, 'CV Sewa Mobil Sentosa', 7, 'SMS');
  addTravelOrders(s, random, 'PT Griya Hotel Indonesia', 5, 'GHI');
  // After every random draw: the generated rows stay exactly as they were.
  addOverReceipt(p, idsOf.AAM!, {
    instance: 'AAM',
    orgId: 82,
    vendorId: 3001,
    vendorSiteId: 30011,
    poNumber: OVER_RECEIPT_PO,
    itemId: itemIds.get(ITEMS.find((i) => i.uom === 'BOX')?.code ?? '') ?? null,
    ccid: master.accounts.find((a) => a.orgId === 82 && a.costCenter === 'OPS')!.codeCombinationId,
  });
  return { master, purchasing: p, settlement: s };
}

/** Multi-row inserts, chunked to stay far below the protocol's 65535 parameters. */
async function insertAll(db: Db, table: PgTable, rows: object[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]!).length + 4;
  const size = Math.max(1, Math.floor(20_000 / columns));
  for (let i = 0; i < rows.length; i += size) {
    await db.insert(table).values(rows.slice(i, i + size));
  }
}

export async function seedErpDemo(db: Db): Promise<void> {
  const [existing] = await db.select({ code: erp.erpInstances.code }).from(erp.erpInstances).limit(1);
  if (existing) return;
  const { master: m, purchasing: p, settlement: s } = buildErpDemo();
  const plan: Array<[PgTable, object[]]> = [
    [erp.erpInstances, m.instances],
    [erp.erpOrganizations, m.organizations],
    [erp.erpPaymentMethods, m.paymentMethods],
    [erp.erpTerms, m.terms],
    [erp.erpCurrencies, m.currencies],
    [erp.erpTaxCodes, m.taxCodes],
    [erp.erpCostCenters, m.costCenters],
    [erp.erpAccounts, m.accounts],
    [erp.erpPayGroups, m.payGroups],
    [erp.erpItems, m.items],
    [erp.erpSuppliers, m.suppliers],
    [erp.erpSupplierSites, m.sites],
    [erp.erpSupplierBankAccounts, m.banks],
    [erp.erpPoHeaders, p.poHeaders],
    [erp.erpPoLines, p.poLines],
    [erp.erpPoLineLocations, p.lineLocations],
    [erp.erpPoDistributions, p.distributions],
    [erp.erpRcvShipmentHeaders, p.shipmentHeaders],
    [erp.erpRcvShipmentLines, p.shipmentLines],
    [erp.erpRcvTransactions, p.transactions],
    [erp.erpApInvoices, p.apInvoices],
    [erp.erpApInvoiceLines, p.apInvoiceLines],
    [erp.erpPaymentSchedules, s.schedules],
    [erp.erpPayments, s.payments],
    [erp.erpInvoicePayments, s.invoicePayments],
    [erp.erpDebitNotes, s.debitNotes],
    [erp.erpDebitNoteLines, s.debitNoteLines],
    [erp.erpFreightBranches, s.branches],
    [erp.erpAwbLines, s.awbLines],
    [erp.erpTravelOrders, s.travelOrders],
  ];
  for (const [table, rows] of plan) await insertAll(db, table, rows);
}
