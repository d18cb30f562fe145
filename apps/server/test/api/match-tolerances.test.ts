import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  auditListSchema,
  companyToleranceListSchema,
  companyToleranceSchema,
  errorBodySchema,
  invoiceTolerancesSchema,
  poInvoiceDetailSchema,
  toleranceBasisSchema,
} from '@faktura/domain';
import { OVER_RECEIPT_PO } from '../../src/db/seed/erp-demo';
import { tolerancesFor } from '../../src/modules/match-tolerances/index';
import { getTestContext, injectAs } from '../helpers/app';
import { bodyOf } from '../helpers/body';
import { createInvoice, pendingReceipts } from '../helpers/po-invoices';

const { database, erp } = await getTestContext();
const url = '/api/master/tolerances';
const put = (payload: object, company = 'AAM/82', user = 'finance') => {
  const [instance, orgId] = company.split('/');
  return injectAs(user, { method: 'PUT', url, payload: { instance, orgId: Number(orgId), ...payload } });
};
const messagesOf = (res: Awaited<ReturnType<typeof put>>) => bodyOf(res, errorBodySchema).messages;

/** ERP rows a test changed, put back after it: other files of this worker share the database. */
const restores: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  while (restores.length) await restores.pop()!();
});

async function setPoLine(poLineId: number, set: { unitPrice?: string; quantity?: string }) {
  const [before] = await database.rows<{ unit_price: string; quantity: string }>(
    sql`select unit_price::text, quantity::text from erp_po_lines where instance = 'AAM' and po_line_id = ${poLineId}`,
  );
  restores.push(() =>
    database.db.execute(
      sql`update erp_po_lines set unit_price = ${before!.unit_price}, quantity = ${before!.quantity} where instance = 'AAM' and po_line_id = ${poLineId}`,
    ),
  );
  if (set.unitPrice) await database.db.execute(sql`update erp_po_lines set unit_price = ${set.unitPrice} where instance = 'AAM' and po_line_id = ${poLineId}`);
  if (set.quantity) await database.db.execute(sql`update erp_po_lines set quantity = ${set.quantity} where instance = 'AAM' and po_line_id = ${poLineId}`);
}

async function trail() {
  const res = await injectAs('finance', { method: 'GET', url: `/api/audit?entity=matchTolerance&entityId=${encodeURIComponent('AAM/82')}` });
  expect(res.statusCode, res.body).toBe(200);
  return bodyOf(res, auditListSchema).items;
}

describe('who may read and set the tolerances', () => {
  it('refuses suppliers and PICs the list and the change (403)', async () => {
    for (const user of ['vendor', 'pic']) {
      expect((await injectAs(user, { method: 'GET', url })).statusCode).toBe(403);
      expect((await put({ pricePct: '5' }, 'AAM/82', user)).statusCode).toBe(403);
      expect((await injectAs(user, { method: 'GET', url: `${url}/invoices/1` })).statusCode).toBe(403);
    }
  });

  it('lists every company of the ERP for finance, unset ones as not checked', async () => {
    // Another file of this worker (the route-access samples) may have saved COMET's tolerances: unset them here, put back after.
    const saved = await database.rows<Record<string, unknown>>(sql`delete from match_tolerances where instance = 'COMET' returning *`);
    restores.push(async () => {
      for (const row of saved)
        await database.db.execute(sql`insert into match_tolerances select * from json_populate_record(null::match_tolerances, ${JSON.stringify(row)}::json)`);
    });
    const res = await injectAs('finance', { method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    const { items } = bodyOf(res, companyToleranceListSchema);
    const organisations = await erp.listOrganizations();
    expect(items.map((c) => `${c.instance}/${c.orgId}`)).toEqual(organisations.map((o) => `${o.instance}/${o.orgId}`));
    const comet = items.find((c) => c.instance === 'COMET');
    expect(comet).toMatchObject({ pricePct: null, quantityPct: null, qtyReceivedPct: null, updatedAt: null, updatedBy: null });
  });
});

describe('setting a company’s tolerances', () => {
  it('lists every wrong field at once with its exact message', async () => {
    const res = await put({ pricePct: 'abc', quantityPct: '1000.001', qtyReceivedPct: '1.2345' });
    expect(res.statusCode).toBe(400);
    expect(messagesOf(res)).toEqual([
      'Price tolerance (%): enter a percentage from 0 to 1000 with at most 3 decimals, or leave it empty',
      'Quantity ordered tolerance (%): enter a percentage from 0 to 1000 with at most 3 decimals, or leave it empty',
      'Quantity received tolerance (%): enter a percentage from 0 to 1000 with at most 3 decimals, or leave it empty',
    ]);
    expect(messagesOf(await put({ pricePct: '-1' }))).toEqual([
      'Price tolerance (%): enter a percentage from 0 to 1000 with at most 3 decimals, or leave it empty',
    ]);
  });

  it('refuses a company the ERP does not have, and hostile input, with 4xx', async () => {
    const res = await put({ pricePct: '1' }, 'AAM/999999');
    expect(res.statusCode).toBe(400);
    expect(messagesOf(res)).toEqual(['Gagal menyimpan tolerance', 'The company is not one of the ERP']);
    expect((await put({ pricePct: 1 })).statusCode).toBe(400);
    expect((await put({ pricePct: '1', extra: true })).statusCode).toBe(400);
    expect((await put({ pricePct: '1' }, 'aam/82')).statusCode).toBe(400);
    expect((await put({ pricePct: '1', orgId: 2147483648 })).statusCode).toBe(400);
    expect((await put({ pricePct: 'x'.repeat(5000) })).statusCode).toBe(400);
  });

  it('saves, normalises, persists and audits before → after', async () => {
    const first = await put({ pricePct: '2', quantityPct: '', qtyReceivedPct: '1000' });
    expect(first.statusCode, first.body).toBe(200);
    expect(bodyOf(first, companyToleranceSchema)).toMatchObject({
      instance: 'AAM',
      orgId: 82,
      pricePct: '2.00',
      quantityPct: null,
      qtyReceivedPct: '1000.00',
      updatedBy: 'finance',
    });
    expect(await tolerancesFor(database.db, 'AAM', 82)).toEqual({ pricePct: '2.00', quantityPct: null, qtyReceivedPct: '1000.00' });

    const second = await put({ pricePct: '2.125', quantityPct: '0', qtyReceivedPct: null });
    expect(second.statusCode, second.body).toBe(200);
    const list = bodyOf(await injectAs('finance', { method: 'GET', url }), companyToleranceListSchema);
    expect(list.items.find((c) => c.instance === 'AAM' && c.orgId === 82)).toMatchObject({
      pricePct: '2.125',
      quantityPct: '0.00',
      qtyReceivedPct: null,
      updatedBy: 'finance',
    });

    const events = await trail();
    const update = events.find((e) => e.action === 'UPDATE');
    expect(update).toMatchObject({
      actor: 'finance',
      entity: 'matchTolerance',
      entityId: 'AAM/82',
      before: { pricePct: '2.00', quantityPct: null, qtyReceivedPct: '1000.00' },
      after: { pricePct: '2.125', quantityPct: '0.00', qtyReceivedPct: null },
    });
    expect(events.some((e) => e.action === 'CREATE' || e.action === 'UPDATE')).toBe(true);
  });
});

describe('the PO invoice form’s basis', () => {
  it('gives a supplier the tolerances and the PO-line facts of its own receipt lines only', async () => {
    await put({ pricePct: '2', quantityPct: '5', qtyReceivedPct: '0' });
    const [line] = await pendingReceipts();
    const [foreign] = await pendingReceipts('vendor2');
    const res = await injectAs('vendor', {
      method: 'GET',
      url: `${url}/basis?instance=AAM&orgId=82&ids=${line!.rcvTransactionId},${foreign!.rcvTransactionId}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const basis = bodyOf(res, toleranceBasisSchema);
    expect(basis.tolerances).toEqual({ pricePct: '2.00', quantityPct: '5.00', qtyReceivedPct: '0.00' });
    expect(basis.lines.map((l) => l.rcvTransactionId)).toEqual([line!.rcvTransactionId]);
    expect(basis.lines[0]).toMatchObject({ poUnitPrice: line!.unitPrice, currency: expect.stringMatching(/^[A-Z]{3}$/) as unknown });
  });

  it('refuses a malformed id list', async () => {
    for (const ids of ['', '1,,2', 'abc', '-1', '99999999999']) {
      const res = await injectAs('vendor', { method: 'GET', url: `${url}/basis?instance=AAM&orgId=82&ids=${ids}` });
      expect(res.statusCode, ids).toBe(400);
    }
  });
});

describe('finance sees the breaches of a PO invoice before submitting', () => {
  it('names a line priced above the PO price beyond the tolerance, with the money over', async () => {
    await put({ pricePct: '2', quantityPct: '', qtyReceivedPct: '' });
    const [line] = await pendingReceipts();
    const created = await createInvoice([line!.rcvTransactionId]);
    expect(created.statusCode, created.body).toBe(201);
    const invoice = bodyOf(created, poInvoiceDetailSchema);
    const check = async () => {
      const res = await injectAs('finance', { method: 'GET', url: `${url}/invoices/${invoice.id}` });
      expect(res.statusCode, res.body).toBe(200);
      return bodyOf(res, invoiceTolerancesSchema);
    };
    // Billed at the PO price: inside.
    expect((await check()).lines).toEqual([]);

    // The PO price was lowered in the ERP after the supplier saved: the invoice now bills 25 % above it.
    const [row] = await database.rows<{ po_line_id: number; unit_price: string }>(
      sql`select po_line_id, unit_price::text from invoice_lines where invoice_id = ${invoice.id}`,
    );
    const billed = invoice.lines[0]!;
    const lowered = (Number(billed.unitPrice) * 0.8).toFixed(4);
    await setPoLine(row!.po_line_id, { unitPrice: lowered });
    const result = await check();
    expect(result.lines).toHaveLength(1);
    const [breach] = result.lines[0]!.breaches;
    expect(breach).toMatchObject({ check: 'PRICE', limitPct: '2.00' });
    expect(breach!.message).toMatch(/^Price \d+\.\d{2}% above the PO price \(tolerance 2\.00%\): [A-Z]{3} [\d,]+\.\d{2} over$/);
    expect(result.amountOver).toBe(breach!.amountOver);
  });

  it('counts the other live invoices of the PO line toward the ordered quantity', async () => {
    await put({ pricePct: '', quantityPct: '0', qtyReceivedPct: '' });
    const [line] = await pendingReceipts();
    const created = await createInvoice([line!.rcvTransactionId]);
    expect(created.statusCode, created.body).toBe(201);
    const invoice = bodyOf(created, poInvoiceDetailSchema);
    const [row] = await database.rows<{ po_line_id: number }>(sql`select po_line_id from invoice_lines where invoice_id = ${invoice.id}`);
    const totals = (await erp.getPoLineTotals('AAM', [row!.po_line_id]))[0]!;
    // Ordered exactly what the ERP billed: this invoice's whole quantity is over.
    await setPoLine(row!.po_line_id, { quantity: totals.quantityBilled === '0.000' ? '0.001' : totals.quantityBilled });
    const res = await injectAs('finance', { method: 'GET', url: `${url}/invoices/${invoice.id}` });
    const [only] = bodyOf(res, invoiceTolerancesSchema).lines;
    expect(only?.breaches.map((b) => b.check)).toEqual(['QUANTITY_ORDERED']);
  });

  it('names the demo PO line received above its order, from the seeded ERP facts alone', async () => {
    await put({ pricePct: '2', quantityPct: '10', qtyReceivedPct: '' });
    const [line] = await pendingReceipts('vendor', `orgId=82&instance=AAM&pageSize=100&fromPo=${OVER_RECEIPT_PO}&toPo=${OVER_RECEIPT_PO}`);
    expect(line).toMatchObject({ poNumber: OVER_RECEIPT_PO, quantityOpen: '12.000' });
    const basis = bodyOf(
      await injectAs('vendor', { method: 'GET', url: `${url}/basis?instance=AAM&orgId=82&ids=${line!.rcvTransactionId}` }),
      toleranceBasisSchema,
    );
    expect(basis.lines[0]).toMatchObject({ orderedQuantity: '10.000', receivedQuantity: '12.000', alreadyBilledQuantity: '0.000' });
    const created = await createInvoice([line!.rcvTransactionId]);
    expect(created.statusCode, created.body).toBe(201);
    const invoice = bodyOf(created, poInvoiceDetailSchema);
    const result = bodyOf(await injectAs('finance', { method: 'GET', url: `${url}/invoices/${invoice.id}` }), invoiceTolerancesSchema);
    expect(result.lines.map((l) => l.breaches)).toEqual([
      [
        {
          check: 'QUANTITY_ORDERED',
          limitPct: '10.00',
          actualPct: '20.00',
          amountOver: '250000.00',
          message: 'Quantity billed 20.00% above the ordered quantity (tolerance 10.00%): IDR 250,000.00 over',
        },
      ],
    ]);
    // The same basis for the supplier's edit form leaves its own invoice out of "billed before".
    const edit = bodyOf(
      await injectAs('vendor', { method: 'GET', url: `${url}/basis?instance=AAM&orgId=82&ids=${line!.rcvTransactionId}&exceptInvoiceId=${invoice.id}` }),
      toleranceBasisSchema,
    );
    expect(edit.lines[0]?.alreadyBilledQuantity).toBe('0.000');
    const fresh = bodyOf(
      await injectAs('vendor', { method: 'GET', url: `${url}/basis?instance=AAM&orgId=82&ids=${line!.rcvTransactionId}` }),
      toleranceBasisSchema,
    );
    expect(fresh.lines[0]?.alreadyBilledQuantity).toBe('12.000');
    await injectAs('vendor', { method: 'DELETE', url: `/api/po-invoices/${invoice.id}` });
  });

  it('answers 404 for an invoice that does not exist', async () => {
    const res = await injectAs('finance', { method: 'GET', url: `${url}/invoices/2147483647` });
    expect(res.statusCode).toBe(404);
    expect(messagesOf(res)).toEqual(['Invoice not found']);
  });
});
