import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { nonPoInvoiceDetailSchema } from '@faktura/domain';
import { invoices } from '../../src/db/schema/index';
import { getTestContext, injectAs } from '../helpers/app';
import { bodyOf, messagesOf } from '../helpers/body';
import { createNonPo, nonPoPayload, updateOf } from '../helpers/non-po-invoices';
import { createInvoice, pendingReceipts, uniqueNumbers } from '../helpers/po-invoices';

const usedElsewhere = (no: string) => `Tax Invoice No ${no} is already used on another supplier's invoice: a faktur's VAT can be credited only once`;

const countWithTaxNo = async (taxNo: string) => {
  const { database } = await getTestContext();
  return (await database.db.select({ id: invoices.id }).from(invoices).where(eq(invoices.taxNo, taxNo))).length;
};

describe("a faktur number on another supplier's invoice is refused", () => {
  it('on a proxy invoice entered for another supplier, without naming that supplier', async () => {
    const mine = await createNonPo('vendor'); // PT Sinar Jaya Abadi (3001)
    const res = await injectAs('pic', { method: 'POST', url: '/api/non-po-invoices', payload: await nonPoPayload('pic', { taxNo: mine.taxNo }, 3002) });
    expect(res.statusCode).toBe(400);
    expect(messagesOf(res)).toEqual([usedElsewhere(mine.taxNo!)]);
    expect(await countWithTaxNo(mine.taxNo!)).toBe(1);
  });

  it("on a supplier's PO invoice, in separators or digits alike", async () => {
    const theirs = await createNonPo('pic', {}, 3002);
    const [line] = await pendingReceipts();
    const digitsOnly = theirs.taxNo!.replace(/\D/g, '');
    const res = await createInvoice([line!.rcvTransactionId], { taxInvoiceNo: digitsOnly });
    expect(res.statusCode).toBe(400);
    expect(messagesOf(res)).toEqual([usedElsewhere(digitsOnly)]);
  });

  it('is not asked again of a number the invoice already had, so older invoices stay editable', async () => {
    const theirs = await createNonPo('pic', {}, 3002);
    const mine = await createNonPo('vendor');
    // As an invoice saved before the rule could be: the same faktur number as another supplier's.
    const { database } = await getTestContext();
    await database.db
      .update(invoices)
      .set({ taxNo: theirs.taxNo, taxNoDigits: theirs.taxNo!.replace(/\D/g, '') })
      .where(eq(invoices.id, mine.id));
    const kept = { ...mine, taxNo: theirs.taxNo };
    const saved = await injectAs('vendor', { method: 'PUT', url: `/api/non-po-invoices/${mine.id}`, payload: updateOf(kept, { description: 'Revisi' }) });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(bodyOf(saved, nonPoInvoiceDetailSchema).description).toBe('Revisi');

    // Changing it to another supplier's number is refused like a new one.
    const other = await createNonPo('pic', {}, 3002);
    const changed = await injectAs('vendor', {
      method: 'PUT',
      url: `/api/non-po-invoices/${mine.id}`,
      payload: updateOf({ ...kept, revision: kept.revision + 1 }, { taxNo: other.taxNo }),
    });
    expect(changed.statusCode).toBe(400);
    expect(messagesOf(changed)).toEqual([usedElsewhere(other.taxNo!)]);
  });

  it("a supplier reusing its own number gets the supplier's own rule, not this one", async () => {
    const [first, second] = await pendingReceipts();
    const { taxInvoiceNo } = uniqueNumbers();
    const saved = await createInvoice([first!.rcvTransactionId], { taxInvoiceNo });
    expect(saved.statusCode, saved.body).toBe(201);
    const again = await createInvoice([second!.rcvTransactionId], { taxInvoiceNo });
    expect(again.statusCode).toBe(400);
    expect(messagesOf(again)).toEqual([`Tax Invoice No ${taxInvoiceNo} is already used on another invoice`]);
  });
});
