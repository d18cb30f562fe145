import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { getTestContext } from '../helpers/app';

// invoices.match_type is kept by the database (migration 0001): MATCH when the amount is the sum
// of the lines and every priced line is its quantity × unit price; whoever writes invoices or
// lines, and in whatever order, the stored value is the computed one once the statement (or, for
// a new invoice, its transaction) is done.

const VENDOR = 990_001;
let serial = 0;

async function newInvoice(amount: number, lines: Array<{ quantity: number | null; unitPrice: number | null; amount: number }> = []) {
  const { database } = await getTestContext();
  serial += 1;
  return database.db.transaction(async (tx) => {
    const result: unknown = await tx.execute(sql`
      insert into invoices (invoice_no, vendor_id, vendor_name, org_id, instance, invoice_amount)
      values (${`MT/${process.pid}/${serial}`}, ${VENDOR}, 'Match type supplier', 82, 'AAM', ${amount}) returning id`);
    const id = Number((result as { rows: Array<{ id: number }> }).rows[0]!.id);
    for (const [i, line] of lines.entries()) {
      await tx.execute(sql`insert into invoice_lines (invoice_id, line_num, quantity, unit_price, amount)
        values (${id}, ${i + 1}, ${line.quantity}, ${line.unitPrice}, ${line.amount})`);
    }
    return id;
  });
}

async function matchTypeOf(id: number) {
  const { database } = await getTestContext();
  const [row] = await database.rows<{ match_type: string }>(sql`select match_type from invoices where id = ${id}`);
  return row?.match_type;
}

const run = async (statement: ReturnType<typeof sql>) => (await getTestContext()).database.rows(statement);

describe('the stored match type', () => {
  // Invoices written by hand (some with no lines) are not ones other files may meet: every invoice
  // the suite exports as an e-invoice, for one, must have lines.
  afterAll(async () => {
    await run(sql`delete from invoice_lines where invoice_id in (select id from invoices where vendor_id = ${VENDOR})`);
    await run(sql`delete from invoices where vendor_id = ${VENDOR}`);
  });

  it('is MATCH for an invoice written with lines that add up and are priced right', async () => {
    const id = await newInvoice(300, [
      { quantity: 2, unitPrice: 50, amount: 100 },
      { quantity: null, unitPrice: null, amount: 200 },
    ]);
    expect(await matchTypeOf(id)).toBe('MATCH');
  });

  it('is UNMATCH for lines that do not add up to the amount, or a line that is not quantity × unit price', async () => {
    expect(await matchTypeOf(await newInvoice(301, [{ quantity: 2, unitPrice: 150, amount: 300 }]))).toBe('UNMATCH');
    expect(
      await matchTypeOf(
        await newInvoice(300, [
          { quantity: 3, unitPrice: 33.335, amount: 100 },
          { quantity: null, unitPrice: null, amount: 200 },
        ]),
      ),
    ).toBe('UNMATCH');
    // Rounded half-up, as the domain prices lines: 3 × 33.335 = 100.005 → 100.01.
    expect(await matchTypeOf(await newInvoice(100.01, [{ quantity: 3, unitPrice: 33.335, amount: 100.01 }]))).toBe('MATCH');
  });

  it('is UNMATCH for an amount without lines, and MATCH for none at all', async () => {
    expect(await matchTypeOf(await newInvoice(500))).toBe('UNMATCH');
    expect(await matchTypeOf(await newInvoice(0))).toBe('MATCH');
  });

  it('follows the lines as they are added, changed and removed, and the amount as it changes', async () => {
    const id = await newInvoice(500);
    expect(await matchTypeOf(id)).toBe('UNMATCH');
    await run(sql`insert into invoice_lines (invoice_id, line_num, quantity, unit_price, amount) values (${id}, 1, 5, 100, 500)`);
    expect(await matchTypeOf(id)).toBe('MATCH');
    await run(sql`update invoice_lines set amount = 499 where invoice_id = ${id}`);
    expect(await matchTypeOf(id)).toBe('UNMATCH');
    await run(sql`update invoice_lines set amount = 500 where invoice_id = ${id}`);
    expect(await matchTypeOf(id)).toBe('MATCH');
    await run(sql`update invoices set invoice_amount = 501 where id = ${id}`);
    expect(await matchTypeOf(id)).toBe('UNMATCH');
    await run(sql`update invoices set invoice_amount = 500 where id = ${id}`);
    expect(await matchTypeOf(id)).toBe('MATCH');
    await run(sql`delete from invoice_lines where invoice_id = ${id}`);
    expect(await matchTypeOf(id)).toBe('UNMATCH');
  });

  it('follows a line moved from one invoice to another', async () => {
    const from = await newInvoice(100, [{ quantity: 1, unitPrice: 100, amount: 100 }]);
    const to = await newInvoice(100);
    expect([await matchTypeOf(from), await matchTypeOf(to)]).toEqual(['MATCH', 'UNMATCH']);
    await run(sql`update invoice_lines set invoice_id = ${to} where invoice_id = ${from}`);
    expect([await matchTypeOf(from), await matchTypeOf(to)]).toEqual(['UNMATCH', 'MATCH']);
  });

  it('cannot be written by hand: a writer that sets it gets the computed value', async () => {
    const id = await newInvoice(100, [{ quantity: 1, unitPrice: 100, amount: 100 }]);
    await run(sql`update invoices set match_type = 'UNMATCH' where id = ${id}`);
    expect(await matchTypeOf(id)).toBe('MATCH');
    const inserted = (await run(sql`
      insert into invoices (invoice_no, vendor_id, vendor_name, org_id, instance, invoice_amount, match_type)
      values (${`MT/${process.pid}/hand`}, ${VENDOR}, 'Match type supplier', 82, 'AAM', 700, 'MATCH') returning id`)) as Array<{ id: number }>;
    expect(await matchTypeOf(Number(inserted[0]!.id))).toBe('UNMATCH');
  });
});
