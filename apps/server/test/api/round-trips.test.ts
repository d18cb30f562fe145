import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTestContext, injectAs } from '../helpers/app';

/**
 * The statements one list request sends, recorded at the driver (the PGlite instance, or
 * node-postgres clients): every statement is a round trip, so the session with the caller's
 * supplier mappings is one, and a page with its count another.
 */
let sent: string[] | null = null;
let restore = () => {};

beforeAll(async () => {
  const { database } = await getTestContext();
  const target = (database.kind === 'postgres' ? pg.Client.prototype : (database.db as unknown as { $client: object }).$client) as {
    query: (...args: unknown[]) => unknown;
  };
  const original = target.query;
  target.query = function (this: unknown, ...args: unknown[]) {
    sent?.push(typeof args[0] === 'string' ? args[0] : String((args[0] as { text?: string } | undefined)?.text ?? ''));
    return original.apply(this, args);
  };
  restore = () => (target.query = original);
});

afterAll(() => restore());

async function statementsOf(user: string, url: string) {
  await injectAs(user, { method: 'GET', url }); // the token's login and the company names are cached by then
  sent = [];
  const res = await injectAs(user, { method: 'GET', url });
  const statements = sent;
  sent = null;
  expect(res.statusCode, res.body).toBe(200);
  const session = statements.filter((s) => /from "sessions"/.test(s));
  const rest = statements.filter((s) => !/from "sessions"/.test(s));
  return {
    session: session.length,
    mappingReads: rest.filter((s) => /"(user|pic)_vendor_mappings"/.test(s)).length,
    onTable: (table: string) => rest.filter((s) => new RegExp(`from "?${table}"?\\b`).test(s)).length,
  };
}

describe('round trips of the list endpoints', () => {
  for (const user of ['vendor', 'pic', 'finance']) {
    it(`the invoice list as ${user}: the session (with the mappings), then page and count in one statement`, async () => {
      const s = await statementsOf(user, '/api/invoices?page=1&pageSize=10');
      expect(s).toMatchObject({ session: 1, mappingReads: 0 });
      expect(s.onTable('invoices')).toBe(1);
    });
  }

  it('the dashboard invoices: the session, then one statement', async () => {
    for (const user of ['vendor', 'finance']) {
      const s = await statementsOf(user, '/api/dashboard/invoices');
      expect(s).toMatchObject({ session: 1, mappingReads: 0 });
      expect(s.onTable('invoices')).toBe(1);
    }
  });

  it('the batch list: the session, then page and count in one statement', async () => {
    for (const user of ['vendor', 'finance']) {
      const s = await statementsOf(user, '/api/batches?page=1&pageSize=10');
      expect(s).toMatchObject({ session: 1, mappingReads: 0 });
      expect(s.onTable('batches')).toBe(1);
    }
  });

  it('Finance Find: the session, then page and count in one statement (a PIC’s mappings come with its session)', async () => {
    const finance = await statementsOf('finance', '/api/finance/find?vendorId=3001&page=1&pageSize=5');
    expect(finance).toMatchObject({ session: 1, mappingReads: 0 });
    expect(finance.onTable('invoices')).toBe(1);
    const pic = await statementsOf('pic', '/api/finance/find?orgId=82&instance=AAM&vendorId=3001&page=1&pageSize=5');
    expect(pic).toMatchObject({ session: 1, mappingReads: 0 });
    expect(pic.onTable('invoices')).toBe(1);
  });
});
