import { sql } from 'drizzle-orm';
import { testConfig, type OutboxSettings } from '../../src/config';
import type { Database } from '../../src/db/client';
import { invoiceLines, invoices } from '../../src/db/schema/index';
import type { ErpPort } from '../../src/erp/port';
import type { Actor } from '../../src/modules/auth/index';
import { transitionInvoices } from '../../src/modules/invoices/index';
import { deliverDue } from '../../src/outbox/index';
import { getTestContext } from '../helpers/app';
import { uniqueNumbers } from '../helpers/po-invoices';

/** Delivery settings for tests: no waiting between attempts unless a test wants it. */
export function testOutboxSettings(over: Partial<OutboxSettings> = {}): OutboxSettings {
  // A large batch: rows other test files left in the shared queue never crowd a test's own out of a pass.
  // Four deliveries at a time: concurrent transactions on one database must not change what is delivered.
  return { ...testConfig().outbox, backoffBaseMs: 0, backoffMaxMs: 0, pollMs: 10, batchSize: 1000, concurrency: 4, ...over };
}

export async function actorFor(username: string, database?: Database): Promise<Actor> {
  database ??= (await getTestContext()).database;
  const [user] = await database.rows<{ id: number; type_user: Actor['typeUser'] }>(sql`select id, type_user from users where username = ${username}`);
  const base = { sessionId: 0, role: '', description: '', vendorId: null, defaultOrgId: null, defaultInstance: null, company: null };
  return { ...base, userId: Number(user!.id), username, typeUser: user!.type_user };
}

/** What finance has filled on an invoice ready for the ERP (the SUBMIT_TO_ERP requirements). */
export const FINANCE_FACTS = { bankAccountId: 30011, paymentMethod: 'EFT', termId: 11, payGroup: 'VENDOR' };

/**
 * Non-PO invoices of PT Sinar Jaya Abadi (AAM org 82) in PROCESSED, finance fields filled, each
 * with two account-coded lines: what finance submits. Inserted directly: the outbox tests are about
 * what happens after the submit, not about the screens before it.
 */
export async function processedInvoices(count: number, over: Partial<typeof invoices.$inferInsert> = {}, database?: Database): Promise<number[]> {
  database ??= (await getTestContext()).database;
  const [account] = await database.rows<{ ccid: number }>(
    sql`select code_combination_id as ccid from erp_accounts where instance = 'AAM' and org_id = 82 and enabled = 'Y' order by 1 limit 1`,
  );
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const [row] = await database.db
      .insert(invoices)
      .values({
        invoiceNo: `OB-${uniqueNumbers().invoiceNo}`,
        invoiceDate: '2026-11-10',
        glDate: '2026-11-12',
        description: 'Outbox test invoice',
        status: 'PROCESSED',
        invoiceType: 'INVOICE NON PO',
        vendorId: 3001,
        vendorName: 'PT Sinar Jaya Abadi',
        vendorSiteId: 30011,
        orgId: 82,
        instance: 'AAM',
        invoiceAmount: '1500000.00',
        taxAmount: '165000.00',
        pphAmount: '30000.00',
        totalAmount: '1635000.00',
        ccid: Number(account!.ccid),
        ...FINANCE_FACTS,
        ...over,
      })
      .returning({ id: invoices.id });
    await database.db.insert(invoiceLines).values([
      { invoiceId: row!.id, lineNum: 1, itemDescription: 'Jasa konsultasi', amount: '1000000.00', coaId: Number(account!.ccid), vatCode: 'PPN 11%' },
      { invoiceId: row!.id, lineNum: 2, itemDescription: 'Transport', amount: '500000.00', coaId: Number(account!.ccid), vatCode: 'PPN 11%' },
    ]);
    ids.push(row!.id);
  }
  return ids;
}

/** Finance submits the invoices to the ERP, as the finance screens do (one transaction). */
export async function submitToErp(invoiceIds: number[], database?: Database): Promise<void> {
  database ??= (await getTestContext()).database;
  const finance = await actorFor('finance', database);
  await database.db.transaction((tx) => transitionInvoices(tx, { actor: finance, action: 'SUBMIT_TO_ERP', invoiceIds, facts: FINANCE_FACTS }));
}

/** Worker passes until nothing is due (or `maxPasses`): what a running worker does over time. */
export async function drain(erp: ErpPort, settings = testOutboxSettings(), maxPasses = 50): Promise<void> {
  const { database } = await getTestContext();
  for (let pass = 0; pass < maxPasses; pass++) {
    if ((await deliverDue({ database, erp, settings })) === 0) return;
  }
}

/** The outbox rows and ERP invoices of these portal invoices: what the fault tests count. */
export async function deliveryCounts(invoiceIds: number[], database?: Database) {
  database ??= (await getTestContext()).database;
  const list = sql.join(
    invoiceIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await database.rows<{
    id: number;
    status: string;
    erp_invoices: string | number;
    outbox_rows: string | number;
    outbox_status: string | null;
  }>(sql`
    select i.id, i.status,
      (select count(*) from erp_ap_invoices e where e.portal_invoice_id = i.id) as erp_invoices,
      (select count(*) from outbox o where o.invoice_id = i.id) as outbox_rows,
      (select string_agg(o.status, ',' order by o.id) from outbox o where o.invoice_id = i.id) as outbox_status
    from invoices i where i.id in (${list}) order by i.id`);
  return rows.map((r) => ({
    id: Number(r.id),
    status: r.status,
    erpInvoices: Number(r.erp_invoices),
    outboxRows: Number(r.outbox_rows),
    outboxStatus: r.outbox_status,
  }));
}
