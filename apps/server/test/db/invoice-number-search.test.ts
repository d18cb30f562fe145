import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices } from '../../src/db/schema/index';
import { invoiceNumberContains } from '../../src/lib/invoice-number-search';
import { getTestContext, type TestContext } from '../helpers/app';

// The gram index only narrows; the answer must be exactly ILIKE's "contains", for any number and
// any typed text: quotes, backslashes, LIKE's own % and _, spaces, letters in either case, and
// texts shorter and longer than a gram (8 characters).

const NUMBERS = ['INV/2025/05/0500001', 'inv/2025/05/0500010', "O'BRIEN\\7/25", 'X%Y_Z-0001', 'Faktur 12.345', 'ÄÖ-straße/9', 'A', 'ABCDEFGHABCDEFGH'];
const VENDOR = 990_001;

describe('invoice number "contains" search', () => {
  let context: TestContext;

  beforeAll(async () => {
    context = await getTestContext();
    await context.database.db.insert(invoices).values(
      NUMBERS.map((invoiceNo) => ({
        invoiceNo,
        invoiceType: '',
        status: 'DRAFT',
        vendorId: VENDOR,
        vendorName: 'Gram supplier',
        orgId: 82,
        instance: 'AAM',
        invoiceAmount: '0',
        totalAmount: '0',
      })),
    );
  });

  afterAll(async () => {
    await context.database.db.delete(invoices).where(sql`${invoices.vendorId} = ${VENDOR}`);
  });

  /** The numbers the search finds, and those plain ILIKE finds, among this test's invoices. */
  async function both(text: string) {
    const mine = sql`${invoices.vendorId} = ${VENDOR}`;
    const found = await context.database.db
      .select({ n: invoices.invoiceNo })
      .from(invoices)
      .where(sql`${mine} and ${invoiceNumberContains(invoices.invoiceNo, text)}`);
    const expected = await context.database.rows<{ n: string }>(
      sql`select invoice_no as n from invoices where ${mine} and strpos(lower(invoice_no), lower(${text})) > 0`,
    );
    return { found: found.map((r) => r.n).sort(), expected: expected.map((r) => r.n).sort() };
  }

  it.each([
    ['a whole number', 'INV/2025/05/0500001', ['INV/2025/05/0500001']],
    ['a prefix shared by two, in the other case', 'Inv/2025/05/05', ['INV/2025/05/0500001', 'inv/2025/05/0500010']],
    ['a short part', '0001', ['INV/2025/05/0500001', 'inv/2025/05/0500010', 'X%Y_Z-0001']],
    ['a quote and a backslash', "'BRIEN\\7", ["O'BRIEN\\7/25"]],
    ['LIKE characters taken literally', '%y_', ['X%Y_Z-0001']],
    ['a space and a dot', 'ur 12.3', ['Faktur 12.345']],
    ['letters beyond ASCII', 'straße/9', ['ÄÖ-straße/9']],
    ['one character', 'a', ['A', 'ABCDEFGHABCDEFGH', 'Faktur 12.345', 'ÄÖ-straße/9']],
    ['a text that repeats inside the number', 'HABCDEFGH', ['ABCDEFGHABCDEFGH']],
    ['a text no number has', '0500002', []],
  ])('finds %s', async (_what, text, numbers) => {
    const { found, expected } = await both(text);
    expect(found).toEqual([...numbers].sort());
    expect(found).toEqual(expected);
  });

  it('agrees with "contains" for any text cut from the numbers or made up', async () => {
    const pieces = fc.oneof(
      fc
        .tuple(fc.constantFrom(...NUMBERS), fc.nat(), fc.nat())
        .map(([n, a, b]) => n.slice(Math.min(a % n.length, b % n.length), Math.max(a % n.length, b % n.length) + 1))
        .map((t) => (t.length % 2 ? t.toUpperCase() : t.toLowerCase())),
      fc.string({ minLength: 1, maxLength: 12, unit: fc.constantFrom(..."aA0/\\'%_ .ß9-".split('')) }),
    );
    await fc.assert(
      fc.asyncProperty(pieces, async (text) => {
        const { found, expected } = await both(text);
        expect(found).toEqual(expected);
      }),
      { numRuns: 60 },
    );
  });
});
