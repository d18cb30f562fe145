import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import type { VendorScope } from '../../src/lib/actor';
import { findBatches } from '../../src/modules/batches/repo';
import { findInvoicesForReview, suggestInvoiceNumbers } from '../../src/modules/finance/find-repo';
import { findInvoices } from '../../src/modules/invoices/list-repo';
import { fakturUsedByOtherSupplier } from '../../src/modules/invoices/repo';
import { findInvoiceByTaxDigits } from '../../src/modules/po-invoices/repo';
import { listReportInvoices } from '../../src/modules/reports/invoice-repo';
import { createTestContext, type TestContext } from '../helpers/app';
import { asSql, recordStatements, statementsOf, type Captured } from '../helpers/statements';

// Plan SHAPE, not time (speed is measured in bench/): every Find / list / autocomplete filter a
// user can send is answered through an index made for it, never a sequential scan of invoices or
// batches. The statements are the ones the repos send (recorded at the driver), explained with
// their own parameters on enough generated rows that the planner's choice is its honest one.

const INVOICES = 40_000;
const VENDORS = 400; // 100 invoices each, vendor ids from 900000
/** Batches of five invoices, and as many again without invoices (older ones), so a scan of batches costs what it would. */
const BATCHES = 30_000;
const FINANCE: VendorScope = { kind: 'all' };
const SUPPLIER: VendorScope = { kind: 'vendors', entries: [{ vendorId: 900_007, instance: 'AAM', orgId: 82 }] };

type PlanNode = { 'Node Type': string; 'Relation Name'?: string; 'Index Name'?: string; Plans?: PlanNode[] };
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/**
 * The statement's plan. `seqscan: 'off'` asks for the plan as if a sequential scan were not an
 * option, for the trigram searches only: on these 40,000 narrow rows reading the whole table is
 * honestly cheaper than the trigram index, as it is not at a million (bench/). Even then a Seq
 * Scan shows when no index can serve the statement, and the index named must be the one used.
 */
async function planOf(database: Database, q: Captured, seqscan: 'on' | 'off'): Promise<PlanNode[]> {
  const json = await database.db.transaction(async (tx) => {
    if (seqscan === 'off') await tx.execute(sql`set local enable_seqscan = off`);
    const result: unknown = await tx.execute(sql`explain (format json) ${asSql(q)}`);
    return (result as { rows: Array<{ 'QUERY PLAN': unknown }> }).rows[0]!['QUERY PLAN'];
  });
  const plan = (typeof json === 'string' ? JSON.parse(json) : json) as Array<{ Plan: PlanNode }>;
  return nodesOf(plan[0]!.Plan);
}

/**
 * The sorts that order every matching invoice: a Sort reading invoices without a Limit between
 * them. A sort of a page already limited (or an incremental sort, which reads no further than
 * the rows it returns) is not one of them.
 */
function sortsOfInvoices(nodes: PlanNode[]): PlanNode[] {
  const readsInvoices = (node: PlanNode): boolean =>
    node['Relation Name'] === 'invoices' || (node['Node Type'] !== 'Limit' && (node.Plans ?? []).some(readsInvoices));
  return nodes.filter((n) => n['Node Type'] === 'Sort' && (n.Plans ?? []).some(readsInvoices));
}

const planText = (nodes: PlanNode[]) => nodes.map((n) => `${n['Node Type']} ${n['Index Name'] ?? n['Relation Name'] ?? ''}`).join('\n');

/**
 * Explains every statement `run` sends that reads invoices or batches: none may scan either
 * table sequentially, and together they must use each index named. With `unsorted`, none may
 * sort all the invoices it matches either: the index gives the order.
 */
async function expectIndexed(
  database: Database,
  run: () => Promise<unknown>,
  indexes: string[],
  seqscan: 'on' | 'off' = 'on',
  options: { unsorted?: boolean; statements?: number; anyOf?: boolean } = {},
) {
  const statements = (await statementsOf(run)).filter((q) => /\b(invoices|batches)\b/.test(q.text));
  expect(statements.length, 'statements recorded').toBeGreaterThan(0);
  if (options.statements !== undefined) expect(statements.map((s) => s.text)).toHaveLength(options.statements);
  const used = new Set<string>();
  for (const statement of statements) {
    const nodes = await planOf(database, statement, seqscan);
    const seqScans = nodes.filter((n) => n['Node Type'] === 'Seq Scan' && ['invoices', 'batches'].includes(n['Relation Name'] ?? ''));
    expect(
      seqScans.map((n) => n['Relation Name']),
      `sequential scan in: ${statement.text}\n${planText(nodes)}`,
    ).toEqual([]);
    if (options.unsorted) expect(sortsOfInvoices(nodes).length, `sort of every match in: ${statement.text}\n${planText(nodes)}`).toBe(0);
    for (const n of nodes) if (n['Index Name']) used.add(n['Index Name']);
  }
  const text = statements.map((s) => s.text).join('\n');
  // anyOf: the planner may pick whichever of these is more selective for the values at hand.
  if (options.anyOf)
    expect(
      indexes.filter((i) => used.has(i)),
      text,
    ).not.toEqual([]);
  else expect([...used], text).toEqual(expect.arrayContaining(indexes));
}

describe('Find, list and autocomplete statements are index scans (plan shape)', () => {
  let context: TestContext;
  let database: Database;
  const unwrap: Array<() => void> = [];

  beforeAll(async () => {
    context = await createTestContext({ databaseName: `faktura_plans_${process.pid}` });
    database = context.database;
    unwrap.push(recordStatements());
    // Batches of five invoices (one supplier, company and day) over two years; statuses, kinds and
    // numbers spread like the scale seed's, every 50th invoice's amount not its lines' sum.
    await database.rows(sql`
      insert into batches (batch_no, vendor_id, vendor_name, org_id, instance, status, amount, created_at)
      select 'PB' || b, 900000 + b % ${VENDORS}, 'Plan supplier ' || b % ${VENDORS}, 81 + b % 3, 'AAM',
             (array['DRAFT','OPEN','PROCESSING','PROCESSING','PROCESSING','PROCESSING'])[1 + b % 6], 0,
             timestamptz '2026-11-20' - (b * interval '20 minutes')
      from generate_series(1, ${BATCHES}) b`);
    // Invoices and their lines in one transaction, as the app writes them: the match type is settled once, at commit.
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`
      insert into invoices (invoice_no, invoice_date, tax_no_digits, status, invoice_type, vendor_id, vendor_name, org_id, instance,
                            batch_id, invoice_amount, total_amount, created_at)
      select 'INV/' || to_char(t, 'YYYY/MM') || '/' || lpad(g::text, 7, '0'), t::date, '010' || lpad(g::text, 13, '0'),
             (array['POSTED','POSTED','POSTED','POSTED','POSTED','POSTED','OPEN','OPEN','PROCESSED','PROCESSING','REJECTED','DRAFT'])[1 + g % 12],
             (array['','','','','','','','INVOICE NON PO','INVOICE NON PO','INVOICE PROXY'])[1 + g % 10],
             900000 + (g / 5 + 1) % ${VENDORS}, 'Plan supplier', 81 + (g / 5 + 1) % 3, 'AAM', b.id, 1000 + g % 50, 1110, t
      from generate_series(1, ${INVOICES}) g
      cross join lateral (select timestamptz '2026-11-20' - ((g / 5) * interval '20 minutes') - (g % 5) * interval '1 minute' as t) x
      left join batches b on b.batch_no = 'PB' || (g / 5 + 1)`);
      await tx.execute(sql`
      insert into invoice_lines (invoice_id, line_num, item_description, quantity, unit_price, amount)
      select id, 1, 'Plan line', 1, invoice_amount, invoice_amount - case when id % 50 = 0 then 1 else 0 end
      from invoices where vendor_name = 'Plan supplier'`);
    });
    await database.rows(sql`analyze invoices`);
    await database.rows(sql`analyze batches`);
    await database.rows(sql`analyze invoice_lines`);
    // Two demo databases (the worker's and this one) and 70,000 rows: minutes on a busy machine.
  }, 300_000);

  afterAll(async () => {
    for (const restore of unwrap) restore();
    await context?.app.close();
    await context?.database.close();
  });

  const page = { page: 1, pageSize: 5 };

  describe('Finance Find Invoice (v1 and v2)', () => {
    it('by batch number: the batch by upper(batch_no), then its invoices', async () => {
      await expectIndexed(database, () => findInvoicesForReview(database.db, FINANCE, { ...page, batchNo: 'pb4321' }), [
        'batches_no_upper_idx',
        'invoices_batch_idx',
      ]);
    });

    it('by e-invoice number (contains): the gram index, for a whole number, a part of one and a short text', async () => {
      const [whole] = await database.rows<{ n: string }>(sql`select invoice_no as n from invoices where invoice_no like '%/0012345'`);
      for (const invoiceNo of [whole!.n, '0012345', '2345']) {
        await expectIndexed(database, () => findInvoicesForReview(database.db, FINANCE, { ...page, invoiceNo }), ['invoices_invoice_no_grams_idx']);
      }
    });

    it('by e-invoice number: the page is the newest matches and the count exact up to 10,000, a larger set capped', async () => {
      // What finance may see (every invoice), newest first, for a text.
      const newest = async (text: string) =>
        await database.rows<{ invoice_no: string; n: number }>(sql`
            select invoice_no, count(*) over ()::int as n from invoices
            where invoice_no ilike ${'%' + text + '%'}
            order by created_at desc, id desc limit 5`);
      // A few hundred matches: one set from the trigram index serves page 1, page 3 and the count.
      const few = await newest('0012');
      expect(few[0]!.n).toBeGreaterThan(100);
      const first = await findInvoicesForReview(database.db, FINANCE, { ...page, invoiceNo: '0012' });
      expect(first.items.map((i) => i.invoiceNo)).toEqual(few.map((r) => r.invoice_no));
      expect(first.total).toBe(few[0]!.n);
      const third = await findInvoicesForReview(database.db, FINANCE, { page: 3, pageSize: 5, invoiceNo: '0012' });
      expect(third.items).toHaveLength(5);
      expect(third.total).toBe(few[0]!.n);
      // Every invoice matches "INV/": more than the set may hold, so the newest-first walk serves and the count stops at 10,000.
      const many = await newest('INV/');
      const all = await findInvoicesForReview(database.db, FINANCE, { ...page, invoiceNo: 'inv/' });
      expect(all.items.map((i) => i.invoiceNo)).toEqual(many.map((r) => r.invoice_no));
      expect(all.total).toBe(10_000);
    });

    it('by supplier, in a company and across companies', async () => {
      await expectIndexed(database, () => findInvoicesForReview(database.db, FINANCE, { ...page, vendorId: 900_007, instance: 'AAM', orgId: 82 }), [
        'invoices_vendor_created_idx',
      ]);
      // No company chosen: the supplier's own index, newest first, not a sort of all its invoices.
      await expectIndexed(
        database,
        () => findInvoicesForReview(database.db, FINANCE, { ...page, vendorId: 900_007 }),
        ['invoices_vendor_any_org_created_idx'],
        'on',
        {
          unsorted: true,
        },
      );
    });

    it('v2 by supplier and match type: UNMATCH from its own index, MATCH along the supplier', async () => {
      await expectIndexed(database, () => findInvoicesForReview(database.db, FINANCE, { ...page, vendorId: 900_007, matchType: 'UNMATCH' }), [
        'invoices_unmatched_idx',
      ]);
      // MATCH's count is the supplier's invoices (its index alone) less its UNMATCH ones (the partial index).
      await expectIndexed(database, () => findInvoicesForReview(database.db, FINANCE, { ...page, vendorId: 900_007, matchType: 'MATCH' }), [
        'invoices_unmatched_idx',
      ]);
    });

    it('v2 MATCH counted as all less UNMATCH: the same total as counting MATCH, up to 10,000', async () => {
      const direct = async (where: ReturnType<typeof sql>) =>
        (await database.rows<{ n: number }>(sql`select count(*)::int as n from invoices where ${where}`))[0]!.n;
      // A supplier with invoices that do not match, and every supplier (more MATCH than the cap).
      const [unmatched] = await database.rows<{ vendor_id: number; org_id: number }>(
        sql`select vendor_id, org_id from invoices where match_type = 'UNMATCH' and vendor_name = 'Plan supplier' limit 1`,
      );
      const { vendor_id: vendorId, org_id: orgId } = unmatched!;
      const supplier = await findInvoicesForReview(database.db, FINANCE, { ...page, vendorId, matchType: 'MATCH' });
      const supplierMatch = await direct(sql`vendor_id = ${vendorId} and match_type = 'MATCH'`);
      expect(supplierMatch).toBeLessThan(await direct(sql`vendor_id = ${vendorId}`));
      expect(supplier.total).toBe(supplierMatch);
      expect(supplier.items.every((i) => i.matchType === 'MATCH')).toBe(true);
      expect((await findInvoicesForReview(database.db, FINANCE, { ...page, matchType: 'MATCH' })).total).toBe(10_000);
      // A company's, on a page past the last, which asks the count apart.
      const past = await findInvoicesForReview(database.db, FINANCE, { vendorId, instance: 'AAM', orgId, matchType: 'MATCH', page: 1000, pageSize: 5 });
      expect(past.items).toEqual([]);
      expect(past.total).toBe(await direct(sql`vendor_id = ${vendorId} and instance = 'AAM' and org_id = ${orgId} and match_type = 'MATCH'`));
    });

    it('the e-invoice number autocomplete, for rare and for common text', async () => {
      await expectIndexed(database, () => suggestInvoiceNumbers(database.db, FINANCE, { search: '0012345', limit: 10 }), ['invoices_invoice_no_grams_idx']);
    });

    it('the autocomplete on common text: numbers starting with it, a range of the upper-case index read in order', async () => {
      // Every number starts with these: the first ten of the range fill the limit, nothing sorts
      // every match, and the "contains" search is not asked.
      for (const search of ['INV', 'inv/2026/0']) {
        await expectIndexed(database, () => suggestInvoiceNumbers(database.db, FINANCE, { search, limit: 10 }), ['invoices_invoice_no_upper_c_idx'], 'on', {
          unsorted: true,
          statements: 1,
        });
      }
      expect(await suggestInvoiceNumbers(database.db, FINANCE, { search: 'inv/2026/0', limit: 3 })).toEqual(
        (
          await database.rows<{ n: string }>(
            sql`select invoice_no as n from invoices where invoice_no like 'INV/2026/0%' order by invoice_no collate "C" limit 3`,
          )
        ).map((r) => r.n),
      );
    });
  });

  describe('invoice and batch lists', () => {
    it('by status: over every company, in one, and a supplier’s own', async () => {
      await expectIndexed(database, () => findInvoices(database.db, FINANCE, { ...page, status: 'PROCESSING' }), ['invoices_status_created_idx']);
      await expectIndexed(database, () => findInvoices(database.db, FINANCE, { ...page, status: 'PROCESSING', instance: 'AAM', orgId: 82 }), [
        'invoices_company_status_idx',
      ]);
      await expectIndexed(database, () => findInvoices(database.db, SUPPLIER, { ...page, status: 'PROCESSING' }), ['invoices_vendor_status_idx']);
    });

    it('by invoice number (contains)', async () => {
      await expectIndexed(database, () => findInvoices(database.db, FINANCE, { ...page, invoiceNo: '0012345' }), ['invoices_invoice_no_grams_idx']);
    });

    it('by supplier', async () => {
      await expectIndexed(database, () => findInvoices(database.db, SUPPLIER, page), ['invoices_vendor_created_idx']);
    });

    it('batches by number (contains) and by status', async () => {
      await expectIndexed(database, () => findBatches(database.db, FINANCE, { ...page, batchNo: '4321' }), ['batches_no_trgm_idx']);
      await expectIndexed(database, () => findBatches(database.db, FINANCE, { ...page, status: 'DRAFT' }), ['batches_status_created_idx']);
    });
  });

  describe('tax number and date range', () => {
    it('the duplicate tax number checks: the supplier’s own, and any other supplier’s', async () => {
      const digits = '0100000000012345';
      await expectIndexed(
        database,
        () => findInvoiceByTaxDigits(database.db, 'AAM', 900_007, digits),
        ['invoices_vendor_tax_digits_idx', 'invoices_tax_digits_idx'],
        'on',
        {
          anyOf: true,
        },
      );
      await expectIndexed(database, () => fakturUsedByOtherSupplier(database.db, digits, 900_007), ['invoices_tax_digits_idx']);
    });

    it('the invoice report: a supplier’s invoices in a date range', async () => {
      await expectIndexed(
        database,
        () => listReportInvoices(database.db, { vendorId: 900_007, instance: 'AAM', orgId: 82, fromDate: '2026-06-01', toDate: '2026-06-30' }, { limit: 50 }),
        ['invoices_vendor_date_idx'],
      );
    });
  });
});
