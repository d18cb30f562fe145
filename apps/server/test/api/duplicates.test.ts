import { describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { attachmentSchema, DUPLICATE_MESSAGES, duplicateQueueSchema, duplicateWarningsSchema, normaliseInvoiceNumber } from '@faktura/domain';
import { auditEvents, duplicateClearances, duplicateSuspects, invoices } from '../../src/db/schema/index';
import { invoiceNumberKey } from '../../src/db/schema/invoice-number-key';
import { getTestContext, injectAs } from '../helpers/app';
import { bodyOf, messagesOf } from '../helpers/body';
import { multipart } from '../helpers/files';
import { createNonPo } from '../helpers/non-po-invoices';

const warningsOf = async (user: string, id: number) => {
  const res = await injectAs(user, { method: 'GET', url: `/api/duplicates/invoices/${id}` });
  expect(res.statusCode, res.body).toBe(200);
  return bodyOf(res, duplicateWarningsSchema).warnings;
};

const queue = async (query = 'pageSize=50') => {
  const res = await injectAs('finance', { method: 'GET', url: `/api/duplicates?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return bodyOf(res, duplicateQueueSchema);
};

const clear = (user: string, payload: object) => injectAs(user, { method: 'POST', url: '/api/duplicates/clear', payload });

/** A number no other test uses, in two spellings the rule reads as one. */
const spellings = () => {
  const n = `${Date.now() % 1e8}${Math.floor(Math.random() * 1e4)}`;
  return { typed: `DUP-00${n}`, retyped: `dup ${n}` };
};

describe('likely duplicates', () => {
  it("warn the supplier on its own retyped invoice, link the earlier one, and list the pair in finance's queue", async () => {
    const { typed, retyped } = spellings();
    const first = await createNonPo('vendor', { invoiceNo: typed });
    const second = await createNonPo('vendor', { invoiceNo: retyped });
    // The suite's other invoices of this supplier share its date, amount and sample file: only this pair is asked about.
    const warnings = (await warningsOf('vendor', second.id)).filter((w) => w.kind === 'LIKELY' && w.other.invoiceId === first.id);
    expect(warnings).toEqual([
      {
        kind: 'LIKELY',
        message: DUPLICATE_MESSAGES.likely(typed, ['NUMBER', 'SUPPLIER', 'DATE', 'AMOUNT']),
        criteria: ['NUMBER', 'SUPPLIER', 'DATE', 'AMOUNT'],
        other: { invoiceId: first.id, invoiceNo: typed, path: `/invoice/detail-nonpo/${first.id}/82/3001/N?instance=AAM` },
      },
    ]);
    const { items } = await queue();
    const pair = items.find((p) => p.invoice.invoiceId === first.id && p.other.invoiceId === second.id);
    expect(pair?.criteria).toEqual(['NUMBER', 'SUPPLIER', 'DATE', 'AMOUNT']);
    expect(pair?.invoice.invoiceNo).toBe(typed);
  });

  it("never name another supplier's invoice to a supplier, but do to finance", async () => {
    const { typed, retyped } = spellings();
    const theirs = await createNonPo('pic', { invoiceNo: typed }, 3002);
    const mine = await createNonPo('vendor', { invoiceNo: retyped });
    const toSupplier = await warningsOf('vendor', mine.id);
    expect(toSupplier.filter((w) => w.other.invoiceId === theirs.id)).toEqual([]);
    // Whatever else it is warned about (the suite's PO and non-PO invoices share its file and date), every invoice named is its own.
    const { database } = await getTestContext();
    const named = toSupplier.map((w) => w.other.invoiceId);
    const owners = named.length ? await database.db.selectDistinct({ vendorId: invoices.vendorId }).from(invoices).where(inArray(invoices.id, named)) : [];
    expect(owners.filter((o) => o.vendorId !== 3001)).toEqual([]);
    const finance = (await warningsOf('finance', mine.id)).filter((w) => w.kind === 'LIKELY' && w.other.invoiceId === theirs.id);
    expect(finance.map((w) => [w.other.invoiceId, w.criteria])).toEqual([[theirs.id, ['NUMBER', 'DATE', 'AMOUNT']]]);
  });

  it('are not warned about below three criteria', async () => {
    const { typed, retyped } = spellings();
    const first = await createNonPo('vendor', { invoiceNo: typed });
    const later = await createNonPo('vendor', { invoiceNo: retyped });
    const { database } = await getTestContext();
    // Ten months later: number, supplier and amount still match (three).
    await database.db.update(invoices).set({ invoiceDate: '2026-01-05' }).where(eq(invoices.id, first.id));
    const aboutFirst = async () =>
      (await warningsOf('vendor', later.id)).filter((w) => w.kind === 'LIKELY' && w.other.invoiceId === first.id).map((w) => w.criteria);
    expect(await aboutFirst()).toEqual([['NUMBER', 'SUPPLIER', 'AMOUNT']]);
    // And another amount: two criteria, no warning.
    await database.db.update(invoices).set({ totalAmount: '1.00' }).where(eq(invoices.id, first.id));
    expect(await aboutFirst()).toEqual([]);
  });

  it('finance clears a pair once: it leaves the queue, stops warning, and both invoices are audited', async () => {
    const { typed, retyped } = spellings();
    const first = await createNonPo('vendor', { invoiceNo: typed });
    const second = await createNonPo('vendor', { invoiceNo: retyped });
    const res = await clear('finance', { invoiceId: second.id, otherInvoiceId: first.id, note: 'Two deliveries' });
    expect(res.statusCode, res.body).toBe(204);
    expect((await clear('finance', { invoiceId: first.id, otherInvoiceId: second.id })).statusCode).toBe(204);
    const { items } = await queue();
    expect(items.some((p) => p.invoice.invoiceId === first.id && p.other.invoiceId === second.id)).toBe(false);
    expect((await warningsOf('vendor', second.id)).filter((w) => w.other.invoiceId === first.id)).toEqual([]);
    const { database } = await getTestContext();
    const stored = await database.db.select().from(duplicateClearances).where(eq(duplicateClearances.otherInvoiceId, second.id));
    expect(stored.map((r) => [r.invoiceId, r.note])).toEqual([[first.id, 'Two deliveries']]);
    const events = await database.db
      .select({ entityId: auditEvents.entityId, reason: auditEvents.reason, data: auditEvents.data })
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'NOT_A_DUPLICATE'), inArray(auditEvents.entityId, [String(first.id), String(second.id)])));
    expect(events.sort((a, b) => Number(a.entityId) - Number(b.entityId))).toEqual([
      { entityId: String(first.id), reason: 'Two deliveries', data: { otherInvoiceId: second.id, otherInvoiceNo: retyped } },
      { entityId: String(second.id), reason: 'Two deliveries', data: { otherInvoiceId: first.id, otherInvoiceNo: typed } },
    ]);
    // Saving the invoice again does not bring the pair back.
    const { recordLikelyDuplicates } = await import('../../src/modules/duplicates/index');
    await recordLikelyDuplicates(database.db, second.id);
    const pairs = await database.db.select().from(duplicateSuspects).where(eq(duplicateSuspects.otherInvoiceId, second.id));
    expect(pairs.filter((p) => p.invoiceId === first.id)).toEqual([]);
  });

  it('clearing is finance-only, refuses an invoice paired with itself, and answers 404 for an unknown id', async () => {
    const mine = await createNonPo('vendor');
    expect((await clear('vendor', { invoiceId: mine.id, otherInvoiceId: mine.id + 1 })).statusCode).toBe(403);
    expect((await clear('pic', { invoiceId: mine.id, otherInvoiceId: mine.id + 1 })).statusCode).toBe(403);
    const self = await clear('finance', { invoiceId: mine.id, otherInvoiceId: mine.id });
    expect(self.statusCode).toBe(400);
    expect(messagesOf(self)).toEqual([DUPLICATE_MESSAGES.samePair]);
    expect((await clear('finance', { invoiceId: mine.id, otherInvoiceId: 2_000_000_000 })).statusCode).toBe(404);
    expect((await injectAs('vendor', { method: 'GET', url: '/api/duplicates' })).statusCode).toBe(403);
  });

  it("an invoice's warnings are its viewer's: another supplier's invoice is not found", async () => {
    const mine = await createNonPo('vendor');
    expect((await injectAs('vendor2', { method: 'GET', url: `/api/duplicates/invoices/${mine.id}` })).statusCode).toBe(404);
  });
});

describe('the same file again', () => {
  const bytes = () => Buffer.from(`%PDF-1.4\n% ${Math.random()}\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`);

  it('is stored with its SHA-256; uploading it again names the invoice holding it, to its own supplier only', async () => {
    const file = bytes();
    const up = await injectAs('vendor', { method: 'POST', url: '/api/files', ...multipart('invoice.pdf', file) });
    expect(up.statusCode, up.body).toBe(201);
    const first = await createNonPo('vendor', { attachmentIds: [bodyOf(up, attachmentSchema).id] });
    const { database } = await getTestContext();
    const [row] = await database.rows<{ content_sha256: string }>(sql`select content_sha256 from attachments where invoice_id = ${first.id}`);
    expect(row?.content_sha256).toBe((await import('node:crypto')).createHash('sha256').update(file).digest('hex'));

    const again = await injectAs('vendor', { method: 'POST', url: '/api/files', ...multipart('again.pdf', file) });
    expect(bodyOf(again, attachmentSchema).sameFileOn).toEqual([
      { invoiceId: first.id, invoiceNo: first.invoiceNo, path: `/invoice/detail-nonpo/${first.id}/82/3001/N?instance=AAM` },
    ]);
    const elsewhere = await injectAs('vendor2', { method: 'POST', url: '/api/files', ...multipart('again.pdf', file) });
    expect(bodyOf(elsewhere, attachmentSchema).sameFileOn).toBeUndefined();

    const second = await createNonPo('vendor', { attachmentIds: [bodyOf(again, attachmentSchema).id] });
    const warnings = (await warningsOf('vendor', second.id)).filter((w) => w.kind === 'SAME_FILE');
    expect(warnings.map((w) => [w.message, w.other.invoiceId])).toEqual([[DUPLICATE_MESSAGES.sameFile(first.invoiceNo), first.id]]);
  });
});

describe('the index key', () => {
  it("is the domain's normaliseInvoiceNumber, character for character (property)", async () => {
    const { database } = await getTestContext();
    const chars = fc.constantFrom(...'ABCOXYZabcoxyz0123456789/ -._\t'.split(''));
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.array(chars, { maxLength: 16 }).map((c) => c.join('')),
          { minLength: 1, maxLength: 20 },
        ),
        async (numbers) => {
          const rows = await database.rows<{ key: string }>(
            sql`select ${invoiceNumberKey(sql`n`)} as key from unnest(${`{${numbers.map((n) => `"${n.replace(/(["\\])/g, '\\$1')}"`).join(',')}}`}::text[]) with ordinality as t(n, i) order by i`,
          );
          expect(rows.map((r) => r.key)).toEqual(numbers.map(normaliseInvoiceNumber));
        },
      ),
      { numRuns: 30 },
    );
  });

  it('serves the same-number lookup from invoices_no_key_idx', async () => {
    const { database } = await getTestContext();
    await database.db.execute(sql`set enable_seqscan = off`);
    const plan = await database.rows<{ 'QUERY PLAN': string }>(
      sql`explain select id from ${invoices} where instance = 'AAM' and org_id = 82 and ${invoiceNumberKey(invoices.invoiceNo)} = 'INV12'`,
    );
    await database.db.execute(sql`set enable_seqscan = on`);
    expect(plan.map((r) => r['QUERY PLAN']).join('\n')).toContain('invoices_no_key_idx');
  });
});
