import type { Db } from '../client';
import {
  categories,
  categoryDetails,
  notifications,
  picVendorMappings,
  roleMenus,
  roles,
  userVendorMappings,
  users,
  vendorCategoryMappings,
} from '../schema/index';
import { hashPassword } from '../../modules/auth/index';
import { PAGE } from '@faktura/domain';

/** Demo suppliers of the reference ERP (erp-demo.ts) the demo users act for. */
export const DEMO = {
  vendor: { aam: { instance: 'AAM', orgId: 82, vendorId: 3001 }, comet: { instance: 'COMET', orgId: 201, vendorId: 7001 } },
  vendor2: { instance: 'AAM', orgId: 82, vendorId: 3002 },
  transport: { instance: 'AAM', orgId: 82, vendorId: 3003 },
  password: 'demo',
} as const;

const ROLE_MENUS: Record<string, { description: string; pages: number[] }> = {
  VENDOR: {
    description: 'Supplier',
    // Debit notes are raised against a supplier's invoices: the supplier reads its own list (310).
    pages: [PAGE.CREATE_PO, PAGE.CREATE_NONPO, PAGE.BATCH_CREATE, PAGE.BATCH_LIST, PAGE.DEBIT_NOTE_LIST, PAGE.PAYMENT_REPORT, PAGE.PAYMENT_SCHEDULE],
  },
  PIC: {
    description: 'Person in charge (buyer side)',
    pages: [PAGE.CREATE_PROXY, PAGE.PROXY_LIST, PAGE.BATCH_PROXY, PAGE.BATCH_PROXY_LIST, PAGE.FIND, PAGE.FIND_V2],
  },
  FINANCE: {
    description: 'Finance / back office',
    pages: [PAGE.FINANCE_LIST, PAGE.FIND, PAGE.FIND_V2, PAGE.BATCH_LIST, PAGE.DEBIT_NOTE_CREATE, PAGE.DEBIT_NOTE_LIST, PAGE.EXPEDITION],
  },
  FIN: { description: 'Finance expedition (without AAM totals)', pages: [PAGE.EXPEDITION, PAGE.FIND] },
};

export async function seedPortalDemo(db: Db): Promise<void> {
  await db.insert(roles).values(Object.entries(ROLE_MENUS).map(([code, r]) => ({ code, description: r.description })));
  await db.insert(roleMenus).values(Object.entries(ROLE_MENUS).flatMap(([roleCode, r]) => r.pages.map((pageNo) => ({ roleCode, pageNo }))));

  const passwordHash = await hashPassword(DEMO.password);
  const inserted = await db
    .insert(users)
    .values([
      {
        username: 'vendor',
        passwordHash,
        typeUser: 'VENDOR',
        roleCode: 'VENDOR',
        description: 'PT Sinar Jaya Abadi',
        email: 'ar@sinarjaya.co.id',
        vendorId: 3001,
        defaultOrgId: 82,
        defaultInstance: 'AAM',
      },
      {
        username: 'vendor2',
        passwordHash,
        typeUser: 'VENDOR',
        roleCode: 'VENDOR',
        description: 'CV Maju Bersama',
        email: 'finance@majubersama.co.id',
        vendorId: 3002,
      },
      {
        username: 'transport',
        passwordHash,
        typeUser: 'VENDOR',
        roleCode: 'VENDOR',
        description: 'PT Kilat Transport Nusantara',
        email: 'billing@kilat-transport.co.id',
        vendorId: 3003,
      },
      {
        username: 'pic',
        passwordHash,
        typeUser: 'PIC',
        roleCode: 'PIC',
        description: 'Purchasing PIC',
        email: 'pic@aam.co.id',
        userCode: 'PIC01',
        defaultOrgId: 82,
        defaultInstance: 'AAM',
      },
      { username: 'finance', passwordHash, typeUser: 'ORACLE', roleCode: 'FINANCE', description: 'AP Finance', email: 'ap@aam.co.id', userCode: 'FIN01' },
      { username: 'fin', passwordHash, typeUser: 'PIC', roleCode: 'FIN', description: 'Finance Expedition', email: 'fin@aam.co.id', userCode: 'FIN02' },
    ])
    .returning({ id: users.id, username: users.username });
  const id = Object.fromEntries(inserted.map((u) => [u.username, u.id])) as Record<string, number>;

  await db.insert(userVendorMappings).values([
    { userId: id.vendor!, ...DEMO.vendor.aam, email: 'ar@sinarjaya.co.id' },
    { userId: id.vendor!, ...DEMO.vendor.comet, email: 'ar@sinarjaya.co.id' },
    { userId: id.vendor2!, ...DEMO.vendor2, email: 'finance@majubersama.co.id' },
    { userId: id.transport!, ...DEMO.transport, email: 'billing@kilat-transport.co.id' },
  ]);
  await db.insert(picVendorMappings).values([
    { userId: id.pic!, ...DEMO.vendor.aam, startDate: '2026-01-01' },
    { userId: id.pic!, ...DEMO.vendor2, startDate: '2026-01-01' },
    { userId: id.fin!, ...DEMO.transport, startDate: '2026-01-01' },
  ]);

  await seedCategories(db, id);
  await seedNotifications(db, id);
}

async function seedCategories(db: Db, id: Record<string, number>) {
  const names = ['DDK', 'DDN', 'DLN', 'FORWARDER'];
  const rows = await db
    .insert(categories)
    .values(names.map((name) => ({ orgId: 82, instance: 'AAM', name, createdBy: id.finance })))
    .returning({ id: categories.id, name: categories.name });
  const details: Record<string, string[]> = {
    DDK: ['Transportasi Dalam Kota', 'Uang Makan', 'REIMBURSTMENT'],
    DDN: ['Tiket Pesawat', 'Hotel', 'Uang Saku', 'REIMBURSTMENT'],
    DLN: ['Tiket Pesawat Internasional', 'Hotel Luar Negeri', 'REIMBURSTMENT'],
    FORWARDER: ['Jasa Inklaring', 'Freight Charge', 'Storage'],
  };
  await db.insert(categoryDetails).values(rows.flatMap((c) => (details[c.name] ?? []).map((name) => ({ categoryId: c.id, name }))));
  await db.insert(vendorCategoryMappings).values([
    { categoryId: rows[0]!.id, ...DEMO.vendor.aam, financeUserId: id.finance, recommenderUserId: id.pic, costCenter: 'ITD' },
    { categoryId: rows[3]!.id, ...DEMO.transport, financeUserId: id.finance, recommenderUserId: id.pic, costCenter: 'ITF' },
  ]);
}

async function seedNotifications(db: Db, id: Record<string, number>) {
  const day = (n: number) => new Date(Date.UTC(2026, 10, 20 - n, 9, 30));
  await db.insert(notifications).values([
    {
      userId: id.vendor!,
      kind: 'notification',
      title: 'Welcome to Faktura',
      body: 'Turn your received PO lines into invoices from Create Invoice.',
      createdAt: day(0),
    },
    {
      userId: id.vendor!,
      kind: 'notification',
      title: 'Payment schedule updated',
      body: 'New payment dates are available in Payment Schedule.',
      createdAt: day(1),
    },
    {
      userId: id.vendor!,
      kind: 'notification',
      title: 'Bank account verified',
      body: 'Your BCA account was verified by finance.',
      createdAt: day(5),
      readAt: day(4),
    },
    { userId: id.vendor!, kind: 'message', title: 'Finance AP', body: 'Please attach the tax invoice (Faktur Pajak) to every PO invoice.', createdAt: day(2) },
    {
      userId: id.pic!,
      kind: 'task',
      title: 'Review non-PO invoices',
      body: 'Non-PO invoices of PT Sinar Jaya Abadi wait for review.',
      link: '/invoice/v2/find',
      createdAt: day(0),
    },
    { userId: id.finance!, kind: 'notification', title: 'Month-end closing', body: 'AP period NOV-2026 closes on 30-NOV-2026.', createdAt: day(1) },
  ]);
}
