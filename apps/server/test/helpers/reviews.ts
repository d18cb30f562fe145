import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { invoiceTypeCode, type InvoiceKind } from '@faktura/domain';
import { auditEvents, invoiceLines, invoices, notifications, users, vendorCategoryMappings } from '../../src/db/schema/index';
import { hashPassword } from '../../src/modules/auth/passwords';
import { getTestContext } from './app';

/** PT Sinar Jaya Abadi in AAM/82 (`vendor`'s supplier, mapped to `pic`; its category mappings name `recommender`). */
export const SJA = { instance: 'AAM', orgId: 82, vendorId: 3001, vendorName: 'PT Sinar Jaya Abadi', siteId: 30011 };

// Test files of one worker share its database but not this module (each file loads it afresh), so a
// counter alone would give two files the same invoice number.
const run = randomUUID().slice(0, 8);
let serial = 0;

type Options = { kind?: InvoiceKind; status?: string; verified?: boolean; withMapping?: boolean; createdBy?: string };

/**
 * An invoice of its own for a review or task test (the demo's are left to the tests that check
 * them): two lines, the supplier's first category mapping unless told otherwise.
 */
export async function makeReviewInvoice({ kind = 'NON_PO', status = 'OPEN', verified = false, withMapping = true, createdBy }: Options = {}) {
  const { database } = await getTestContext();
  const db = database.db;
  const [mapping] = await db
    .select()
    .from(vendorCategoryMappings)
    .where(and(eq(vendorCategoryMappings.vendorId, SJA.vendorId), eq(vendorCategoryMappings.instance, SJA.instance)))
    .orderBy(vendorCategoryMappings.id)
    .limit(1);
  const author = createdBy ? await userId(createdBy) : null;
  const invoiceNo = `RV/${kind}/${run}/${++serial}`;
  const [row] = await db
    .insert(invoices)
    .values({
      invoiceNo,
      invoiceDate: '2026-11-10',
      taxNo: '010.000-26.00000123',
      taxDate: '2026-11-10',
      description: 'Review test invoice',
      status,
      invoiceType: invoiceTypeCode(kind),
      vendorId: SJA.vendorId,
      vendorName: SJA.vendorName,
      vendorSiteId: SJA.siteId,
      orgId: SJA.orgId,
      instance: SJA.instance,
      invoiceAmount: '1500000',
      taxAmount: '120000',
      totalAmount: '1620000',
      categoryId: withMapping ? mapping!.categoryId : null,
      mappingId: withMapping ? mapping!.id : null,
      verification: verified ? 'VERIFIED' : null,
      verifiedAt: verified ? new Date() : null,
      createdBy: author,
    })
    .returning();
  await db.insert(invoiceLines).values([
    { invoiceId: row!.id, lineNum: 1, itemDescription: 'Sewa kendaraan', amount: '1000000', vatCode: 'PPN 12%', vatRate: '12', taxAmount: '120000' },
    { invoiceId: row!.id, lineNum: 2, itemDescription: 'Uang makan', amount: '500000', taxAmount: '0' },
  ]);
  return row!;
}

export async function userId(username: string): Promise<number> {
  const { database } = await getTestContext();
  const [row] = await database.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return row!.id;
}

/** A user of the test's own (password demo), for cases the demo users cannot show. */
export async function makeUser(username: string, typeUser: 'PIC' | 'ORACLE' | 'VENDOR') {
  const { database } = await getTestContext();
  const [row] = await database.db
    .insert(users)
    .values({ username, passwordHash: await hashPassword('demo'), typeUser, roleCode: typeUser === 'ORACLE' ? 'FINANCE' : typeUser })
    .returning({ id: users.id });
  return row!.id;
}

export async function invoiceRow(id: number) {
  const { database } = await getTestContext();
  const [row] = await database.db.select().from(invoices).where(eq(invoices.id, id));
  return row!;
}

/** Notifications whose title names the invoice, per user. */
export async function noticesAbout(invoiceNo: string) {
  const { database } = await getTestContext();
  return (
    database.db
      .select({ username: users.username, title: notifications.title, body: notifications.body, link: notifications.link })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.userId))
      // The number as a whole word: RV/…/1 is not RV/…/12.
      .where(sql`${notifications.title} like ${`% ${invoiceNo} %`}`)
      .orderBy(notifications.id)
  );
}

export async function auditOf(invoiceId: number) {
  const { database } = await getTestContext();
  return database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.entity, 'invoice'), eq(auditEvents.entityId, String(invoiceId))))
    .orderBy(auditEvents.id);
}

/** A delegation of `recommender` to `pic` far in the future (route checks: it belongs to no supplier). */
export async function makeDelegationFixture(): Promise<number> {
  const { database } = await getTestContext();
  const { taskDelegations } = await import('../../src/db/schema/index');
  const [row] = await database.db
    .insert(taskDelegations)
    .values({ delegatorUserId: await userId('recommender'), substituteUserId: await userId('pic'), startDate: '2030-01-01', endDate: '2030-01-05' })
    .returning({ id: taskDelegations.id });
  return row!.id;
}
