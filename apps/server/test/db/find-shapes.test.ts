import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batches, invoices } from '../../src/db/schema/index';
import type { VendorScope } from '../../src/lib/actor';
import { findInvoicesForReview, suggestInvoiceNumbers } from '../../src/modules/finance/find-repo';
import { getTestContext, type TestContext } from '../helpers/app';

// Find and its autocomplete keep one statement per request shape (the filters used, the scope's
// shape), its values as placeholders: a request must get its own answer whatever request of the
// same shape, or of another shape, ran before it.

const A = { vendorId: 990_201, instance: 'AAM', orgId: 82 };
const B = { vendorId: 990_202, instance: 'COMET', orgId: 201 };
const NUMBERS = { [A.vendorId]: ['SHAPEQ-A-1', 'SHAPEQ-A-2', 'SHAPEQ-A-3'], [B.vendorId]: ['SHAPEQ-B-1', 'SHAPEQ-B-2'] };
const FINANCE: VendorScope = { kind: 'all' };
const only = (entry: typeof A): VendorScope => ({ kind: 'vendors', entries: [entry] });
const page = { page: 1, pageSize: 5 };

describe('Find and the autocomplete, one statement per shape', () => {
  let context: TestContext;

  beforeAll(async () => {
    context = await getTestContext();
    const { db } = context.database;
    for (const supplier of [A, B]) {
      const [batch] = await db
        .insert(batches)
        .values({ batchNo: `SHAPEQ-BATCH-${supplier.vendorId}`, ...supplier })
        .returning({ id: batches.id });
      await db.insert(invoices).values(
        NUMBERS[supplier.vendorId]!.map((invoiceNo) => ({
          invoiceNo,
          invoiceType: '',
          status: 'DRAFT',
          vendorName: 'Shape supplier',
          invoiceAmount: '0',
          totalAmount: '0',
          batchId: batch!.id,
          ...supplier,
        })),
      );
    }
  });

  afterAll(async () => {
    const { db } = context.database;
    await db.delete(invoices).where(inArray(invoices.vendorId, [A.vendorId, B.vendorId]));
    await db.delete(batches).where(inArray(batches.vendorId, [A.vendorId, B.vendorId]));
  });

  const numbersOf = (found: { items: Array<{ invoiceNo: string }> }) => found.items.map((i) => i.invoiceNo).sort();
  const find = (scope: VendorScope, q: Parameters<typeof findInvoicesForReview>[2]) => findInvoicesForReview(context.database.db, scope, q);

  it('the same filters with other values, one after the other, each get their own answer', async () => {
    for (const supplier of [A, B, A]) {
      const found = await find(FINANCE, { ...page, vendorId: supplier.vendorId });
      expect(numbersOf(found)).toEqual(NUMBERS[supplier.vendorId]);
      expect(found.total).toBe(NUMBERS[supplier.vendorId]!.length);
      const byBatch = await find(FINANCE, { ...page, batchNo: ` shapeq-batch-${supplier.vendorId} ` });
      expect(numbersOf(byBatch)).toEqual(NUMBERS[supplier.vendorId]);
      const byNumber = await find(FINANCE, { ...page, invoiceNo: `${NUMBERS[supplier.vendorId]![0]}` });
      expect(numbersOf(byNumber)).toEqual([NUMBERS[supplier.vendorId]![0]]);
    }
  });

  it('scopes of one shape each see their own suppliers', async () => {
    for (const supplier of [A, B]) {
      expect(numbersOf(await find(only(supplier), { ...page, invoiceNo: 'shapeq-' }))).toEqual(NUMBERS[supplier.vendorId]);
      expect(await suggestInvoiceNumbers(context.database.db, only(supplier), { search: 'shapeq', limit: 10 })).toEqual(NUMBERS[supplier.vendorId]);
    }
    expect((await find({ kind: 'vendors', entries: [] }, { ...page, invoiceNo: 'shapeq-' })).total).toBe(0);
  });

  it('requests of other shapes in a row: more filters, a blank one, later pages, match types', async () => {
    const vendorId = A.vendorId;
    expect(numbersOf(await find(FINANCE, { ...page, vendorId, invoiceNo: 'A-2' }))).toEqual(['SHAPEQ-A-2']);
    expect((await find(FINANCE, { ...page, vendorId, invoiceNo: '  ', batchNo: ' ' })).total).toBe(3);
    expect((await find(FINANCE, { ...page, vendorId, orgId: B.orgId, instance: B.instance })).total).toBe(0);
    const first = await find(FINANCE, { vendorId, page: 1, pageSize: 2 });
    const second = await find(FINANCE, { vendorId, page: 2, pageSize: 2 });
    expect([...numbersOf(first), ...numbersOf(second)].sort()).toEqual(NUMBERS[vendorId]);
    // Past the last page: no row carries the count, asked apart, each for its own values.
    expect(await find(FINANCE, { vendorId, page: 3, pageSize: 2 })).toEqual({ items: [], total: 3 });
    expect(await find(FINANCE, { vendorId: B.vendorId, page: 3, pageSize: 2 })).toEqual({ items: [], total: 2 });
    expect(await find(FINANCE, { vendorId, invoiceNo: 'shapeq', page: 3, pageSize: 2 })).toEqual({ items: [], total: 3 });
    const all = await find(FINANCE, { ...page, vendorId });
    const matched = await find(FINANCE, { ...page, vendorId, matchType: 'MATCH' });
    const unmatched = await find(FINANCE, { ...page, vendorId, matchType: 'UNMATCH' });
    expect(matched.total + unmatched.total).toBe(all.total);
    expect(matched.items.every((i) => i.matchType === 'MATCH') && unmatched.items.every((i) => i.matchType === 'UNMATCH')).toBe(true);
  });

  it('the autocomplete: other texts, filters and limits in a row', async () => {
    const { db } = context.database;
    expect(await suggestInvoiceNumbers(db, FINANCE, { search: 'SHAPEQ-B', limit: 10 })).toEqual(NUMBERS[B.vendorId]);
    expect(await suggestInvoiceNumbers(db, FINANCE, { search: 'shapeq-a', limit: 2 })).toEqual(['SHAPEQ-A-1', 'SHAPEQ-A-2']);
    // Contained elsewhere than at the start: the second statement, its own limit.
    expect(await suggestInvoiceNumbers(db, FINANCE, { search: 'Q-A-', limit: 10 })).toEqual(NUMBERS[A.vendorId]);
    expect(await suggestInvoiceNumbers(db, FINANCE, { search: 'Q-B-', limit: 1 })).toEqual(['SHAPEQ-B-1']);
    expect(await suggestInvoiceNumbers(db, FINANCE, { search: 'shapeq', vendorId: B.vendorId, limit: 10 })).toEqual(NUMBERS[B.vendorId]);
    expect(await suggestInvoiceNumbers(db, FINANCE, { search: 'shapeq', orgId: A.orgId, instance: A.instance, limit: 10 })).toEqual(NUMBERS[A.vendorId]);
  });
});
