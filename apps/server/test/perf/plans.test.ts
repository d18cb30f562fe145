import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pendingReceiptsResponseSchema, receiptCursor, type PendingReceiptsResponse } from '@faktura/domain';
import type { Database } from '../../src/db/client';
import { createTestContext, type TestContext } from '../helpers/app';
import { asSql, recordStatements, statementsOf, type Captured } from '../helpers/statements';

// Plan SHAPE, not time (speed is measured in bench/): Search Pending PO and the dashboard's open
// receipts read the supplier's billable receipt lines from an index in the order shown, a page
// asked with a cursor starts in that index where the previous page stopped, and what a request
// reads does not grow with the page number. The statements are the ones a real request sends
// (recorded at the driver), explained with their own parameters after ANALYZE, on enough
// generated rows that the planner's choice is its honest one.

/** Generated RECEIVE lines in AAM 82: three in five of the demo supplier 3001, the rest of 40 others. */
const RECEIPTS = 40_000;
const BASE = 500_000_000; // far above the demo's ids
const BIG_TABLES = ['erp_rcv_transactions', 'erp_po_headers', 'erp_po_lines', 'erp_rcv_shipment_headers'];

type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  Plans?: PlanNode[];
};
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];
const planText = (nodes: PlanNode[]) =>
  nodes.map((n) => `${n['Node Type']} ${n['Index Name'] ?? n['Relation Name'] ?? ''} ${n['Index Cond'] ?? ''}`).join('\n');

async function explain(database: Database, q: Captured, analyze: boolean): Promise<PlanNode> {
  const options = analyze ? sql.raw('analyze, buffers, format json') : sql.raw('format json');
  const result: unknown = await database.db.execute(sql`explain (${options}) ${asSql(q)}`);
  const json = (result as { rows: Array<{ 'QUERY PLAN': unknown }> }).rows[0]!['QUERY PLAN'];
  return ((typeof json === 'string' ? JSON.parse(json) : json) as Array<{ Plan: PlanNode }>)[0]!.Plan;
}

/** A Sort reading receipt lines with no Limit between: it orders every matching line, not a page. */
function sortsOfReceipts(nodes: PlanNode[]): PlanNode[] {
  const reads = (node: PlanNode): boolean =>
    node['Relation Name'] === 'erp_rcv_transactions' || (node['Node Type'] !== 'Limit' && (node.Plans ?? []).some(reads));
  return nodes.filter((n) => n['Node Type'] === 'Sort' && (n.Plans ?? []).some(reads));
}

describe('Search Pending PO and open receipts read an index, page after page (plan shape)', () => {
  let context: TestContext;
  let database: Database;
  let token = '';
  const unwrap: Array<() => void> = [];

  beforeAll(async () => {
    context = await createTestContext({ databaseName: `faktura_perf_plans_${process.pid}` });
    database = context.database;
    unwrap.push(recordStatements());
    // POs of four lines, one receipt each; newest last. Older lines are mostly billed in the ERP
    // (not in the billable index), every 50th line returned in full: as the scale seed spreads them.
    const who = sql.raw(`case when (g / 4) % 5 < 3 then 3001 else 990000 + (g / 4) % 40 end`);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`
        insert into erp_po_headers (instance, po_header_id, org_id, vendor_id, po_number, creation_date)
        select 'AAM', ${BASE} + g / 4, 82, ${who}, 'PP' || lpad((g / 4)::text, 10, '0'), date '2026-11-20' - (${RECEIPTS} - g) / 40
        from generate_series(0, ${RECEIPTS - 1}, 4) g`);
      await tx.execute(sql`
        insert into erp_rcv_shipment_headers (instance, shipment_header_id, receipt_num, vendor_id, org_id)
        select 'AAM', ${BASE} + g / 4, 'PR' || g / 4, ${who}, 82 from generate_series(0, ${RECEIPTS - 1}, 4) g`);
      await tx.execute(sql`
        insert into erp_po_lines (instance, po_line_id, po_header_id, line_num, item_description, uom, unit_price, quantity)
        select 'AAM', ${BASE} + g, ${BASE} + g / 4, 1 + g % 4, 'Plan item ' || g, 'PCS', 1000, 10 from generate_series(0, ${RECEIPTS - 1}) g`);
      await tx.execute(sql`
        insert into erp_rcv_transactions (instance, transaction_id, transaction_type, transaction_date, org_id, vendor_id,
                                          shipment_header_id, shipment_line_id, po_header_id, po_line_id, line_location_id, quantity, quantity_billed)
        select 'AAM', ${BASE} + g, 'RECEIVE', date '2026-11-20' - (${RECEIPTS} - g) / 40, 82, ${who},
               ${BASE} + g / 4, ${BASE} + g, ${BASE} + g / 4, ${BASE} + g, ${BASE} + g, 10,
               case when g < ${RECEIPTS * 0.75} and g % 10 < 8 then 10 else 0 end
        from generate_series(0, ${RECEIPTS - 1}) g`);
      await tx.execute(sql`
        insert into erp_rcv_transactions (instance, transaction_id, transaction_type, transaction_date, parent_transaction_id, org_id, vendor_id,
                                          shipment_header_id, shipment_line_id, po_header_id, po_line_id, line_location_id, quantity)
        select 'AAM', ${BASE * 2} + g, 'RETURN TO VENDOR', date '2026-11-20' - (${RECEIPTS} - g) / 40 + 1, ${BASE} + g, 82, ${who},
               ${BASE} + g / 4, ${BASE} + g, ${BASE} + g / 4, ${BASE} + g, ${BASE} + g, 10
        from generate_series(0, ${RECEIPTS - 1}, 50) g`);
    });
    for (const table of [...BIG_TABLES, 'invoices', 'invoice_lines']) await database.rows(sql`analyze ${sql.identifier(table)}`);
    const login = await context.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'vendor', password: 'demo' } });
    token = login.json<{ token: string }>().token;
  }, 300_000);

  afterAll(async () => {
    for (const restore of unwrap) restore();
    await context?.app.close();
    await context?.database.close();
  });

  /** One real request, and the statements it sent that read receipt lines. */
  async function request(url: string): Promise<{ body: unknown; statements: Captured[] }> {
    let body: unknown;
    const statements = await statementsOf(async () => {
      const res = await context.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
      expect(res.statusCode, res.body).toBe(200);
      body = res.json();
    });
    return { body, statements: statements.filter((q) => q.text.includes('"erp_rcv_transactions"')) };
  }

  /** Every statement: no sequential scan of a large ERP table; with `unsorted`, no sort of every match either. */
  async function expectIndexed(statements: Captured[], options: { unsorted?: boolean } = {}) {
    expect(statements.length, 'statements recorded').toBeGreaterThan(0);
    const nodes: PlanNode[][] = [];
    for (const statement of statements) {
      const plan = nodesOf(await explain(database, statement, false));
      const seqScans = plan.filter((n) => n['Node Type'] === 'Seq Scan' && BIG_TABLES.includes(n['Relation Name'] ?? ''));
      expect(
        seqScans.map((n) => n['Relation Name']),
        `sequential scan in: ${statement.text}\n${planText(plan)}`,
      ).toEqual([]);
      if (options.unsorted) expect(sortsOfReceipts(plan).length, `sort of every match in: ${statement.text}\n${planText(plan)}`).toBe(0);
      nodes.push(plan);
    }
    return nodes;
  }

  /** Shared buffers the request's receipt statements touch (EXPLAIN ANALYZE, BUFFERS: the top node counts its children). */
  async function buffersOf(statements: Captured[]): Promise<number> {
    let total = 0;
    for (const statement of statements) {
      const top = await explain(database, statement, true);
      total += (top['Shared Hit Blocks'] ?? 0) + (top['Shared Read Blocks'] ?? 0);
    }
    return total;
  }

  const pending = '/api/po-invoices/pending-receipts?orgId=82&instance=AAM&pageSize=5';
  /** The cursor page 200 starts from: the last line of page 199, as the modal would have it. */
  async function cursorOfPage(page: number): Promise<string> {
    const { body } = await request(`${pending}&page=${page}`);
    const answer: PendingReceiptsResponse = pendingReceiptsResponseSchema.parse(body);
    expect(answer.items).toHaveLength(5);
    return answer.nextCursor!;
  }

  it('page 1: the billable index, newest first, no sort of the supplier’s lines', async () => {
    const { statements } = await request(`${pending}&page=1`);
    const plans = await expectIndexed(statements, { unsorted: true });
    expect(plans.flat().map((n) => n['Index Name'])).toContain('erp_rcv_tx_billable_idx');
  });

  it('page 200 by cursor: the index scan starts at the cursor, and reads what page 1 reads', async () => {
    const after = await cursorOfPage(199);
    const deep = await request(`${pending}&page=200&after=${after}`);
    const first = await request(`${pending}&page=1`);
    const plans = await expectIndexed(deep.statements, { unsorted: true });
    const seeks = plans
      .flat()
      .filter((n) => n['Index Name'] === 'erp_rcv_tx_billable_idx' && /transaction_date, .*transaction_id\) </.test(n['Index Cond'] ?? ''));
    expect(seeks.length, plans.map(planText).join('\n---\n')).toBeGreaterThan(0);

    const [deepBuffers, firstBuffers] = [await buffersOf(deep.statements), await buffersOf(first.statements)];
    expect(deepBuffers, `page 200 by cursor ${deepBuffers} buffers, page 1 ${firstBuffers}`).toBeLessThanOrEqual(firstBuffers * 1.25);
    // The same page skipped to by number reads the 995 lines before it: what the cursor saves.
    const jumped = await request(`${pending}&page=200`);
    expect(await buffersOf(jumped.statements)).toBeGreaterThan(firstBuffers * 3);
    expect(pendingReceiptsResponseSchema.parse(jumped.body).items).toEqual(pendingReceiptsResponseSchema.parse(deep.body).items);
  });

  it('a date range, and a PO range, stay on indexes', async () => {
    await expectIndexed((await request(`${pending}&page=1&fromDate=2026-06-01&toDate=2026-06-30`)).statements, { unsorted: true });
    await expectIndexed((await request(`${pending}&page=1&fromPo=PP0000005000&toPo=PP0000005099`)).statements);
  });

  it('the dashboard’s open receipts: one page statement, no count', async () => {
    const { statements } = await request('/api/dashboard/receipts');
    await expectIndexed(statements, { unsorted: true });
    expect(statements.filter((s) => /count\(/i.test(s.text))).toEqual([]);
  });

  it('the cursor is the last line’s place: the next page is what follows it', async () => {
    const after = await cursorOfPage(3);
    const { body } = await request(`${pending}&page=3`);
    const last = pendingReceiptsResponseSchema.parse(body).items.at(-1)!;
    expect(after).toBe(receiptCursor(last));
  });
});
